import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, envUrl, unset } from '../lib/env-schema.js';
import { type Mailer, SENDER } from './mailer.js';
import { createOutboxMailer } from './outbox.js';
import { createSmtpMailer, redactUrl } from './smtp.js';

/**
 * Chooses the mailer from the environment:
 *   SMTP_URL   optional, `smtp://user:pass@host:587` or `smtps://user:pass@host:465`; unset or empty: no
 *              mail leaves the machine, it is written to `<DATA_DIR>/outbox` (see outbox.ts).
 *   MAIL_FROM  the sender, an address or `Name <address>` (default `no-reply@localhost`).
 */

/** A bad SMTP_URL or MAIL_FROM; the message names the variable. A ConfigError, so main prints it plainly. */
export class MailConfigError extends ConfigError {}

const mailEnvSchema = z.object({
  SMTP_URL: envUrl(
    ['smtp:', 'smtps:'],
    'must be an smtp:// or smtps:// URL with a host, like smtp://user:pass@mail.example.com:587',
    { host: true },
  ),
  MAIL_FROM: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(SENDER, 'must be an email address, or a name and an address like Site <no-reply@example.com>')
      .default('no-reply@localhost'),
  ),
});

/** The variables of mail (listed in .env.example). */
export const MAIL_ENV_KEYS = Object.keys(mailEnvSchema.shape);

export interface MailSetup {
  mailer: Mailer;
  /** `outbox`: written to `outboxDir`; `smtp`: sent through `target`. */
  kind: 'outbox' | 'smtp';
  from: string;
  /** For a start-up log line: the outbox folder, or the SMTP URL with its password masked. */
  target: string;
}

/** The mailer the environment asks for; throws MailConfigError naming SMTP_URL or MAIL_FROM when bad. */
export function mailerFromEnv(env: Record<string, string | undefined>, dataDir: string): MailSetup {
  const parsed = mailEnvSchema.safeParse(env);
  if (!parsed.success) {
    // Never echo the value: an SMTP URL carries a password.
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new MailConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const { SMTP_URL: url, MAIL_FROM: from } = parsed.data;
  if (url) return { mailer: createSmtpMailer(url, from), kind: 'smtp', from, target: redactUrl(url) };
  const outboxDir = join(dataDir, 'outbox');
  return { mailer: createOutboxMailer(outboxDir, { from }), kind: 'outbox', from, target: outboxDir };
}
