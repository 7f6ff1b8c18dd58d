/** Outgoing email (issue #6): the Mailer interface, the embedded outbox, SMTP, and the choice by environment. */
export { MailConfigError, type MailSetup, mailerFromEnv } from './env.js';
export { checkMessage, type Mailer, type MailMessage, mailMessageSchema } from './mailer.js';
export {
  createOutboxMailer,
  latestMailTo,
  type OutboxMessage,
  type OutboxOptions,
  readOutbox,
} from './outbox.js';
export { createSmtpMailer, MailDeliveryError, redactUrl, type SmtpOptions } from './smtp.js';
