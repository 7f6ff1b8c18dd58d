import { createTransport } from 'nodemailer';
import { checkMessage, type Mailer } from './mailer.js';

/**
 * The production mailer: nodemailer over SMTP, configured by one connection URL
 * (`smtp://user:pass@host:587` upgrades with STARTTLS when offered, `smtps://…:465` is TLS from the start;
 * nodemailer also reads options from the query, e.g. `?connectionTimeout=10000`). A connection is opened
 * per message: account mail is rare, and no idle connection is left for the server to drop.
 */

/** A message the SMTP server did not accept (unreachable, refused login, rejected recipient…). */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

/** The URL with its password masked, fit for logs and error messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

export interface SmtpOptions {
  /** Milliseconds to wait for the TCP connection (nodemailer's default: 2 minutes). */
  connectionTimeout?: number | undefined;
  /** Milliseconds to wait for the server's greeting (default 30 s). */
  greetingTimeout?: number | undefined;
  /** Milliseconds of silence before the connection is dropped (default 10 minutes). */
  socketTimeout?: number | undefined;
}

/** A mailer sending through the SMTP server at `url`, from `from` (an address or `Name <address>`). */
export function createSmtpMailer(url: string, from: string, options: SmtpOptions = {}): Mailer {
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const transport = createTransport({ url, ...defined }, { from });
  const where = redactUrl(url);
  return {
    async send(input) {
      const message = checkMessage(input);
      try {
        await transport.sendMail(message);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(`Sending mail through ${where} failed: ${reason}`, { cause: error });
      }
    },
  };
}
