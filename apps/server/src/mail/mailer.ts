import { z } from 'zod';

/**
 * What every outgoing email of the site is: one recipient, a subject, a plain-text body and optionally an
 * HTML one. The sender is the mailer's (MAIL_FROM), never the caller's.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** Sends email: the embedded outbox folder (outbox.ts) or an SMTP server (smtp.ts). */
export interface Mailer {
  /** Resolves once the message is stored or accepted by the server; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** One address, `a@b` (a dotless host such as `localhost` is fine for a development sender). */
const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;
/** An address, or a display name and an address: `Site <no-reply@example.com>`. */
export const SENDER = /^(?:[^<>\r\n"]*<[^\s@<>",;]+@[^\s@<>",;]+>|[^\s@<>",;]+@[^\s@<>",;]+)$/;

/**
 * A message as the mailers accept it: a single bare address (no display name, no list, so a caller cannot
 * smuggle extra recipients), a one-line subject, bodies of a sane size.
 */
export const mailMessageSchema = z.object({
  to: z.string().trim().max(254).regex(ADDRESS, 'must be a single email address'),
  subject: z
    .string()
    .max(998)
    .refine((s) => !/[\r\n]/.test(s), 'must be one line'),
  text: z.string().max(1_000_000),
  html: z.string().max(1_000_000).optional(),
});

/** Checks a message before it is stored or sent; throws a TypeError naming the bad fields. */
export function checkMessage(message: MailMessage): MailMessage {
  const parsed = mailMessageSchema.safeParse(message);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new TypeError(`Invalid email message (${fields})`);
  }
  return parsed.data;
}
