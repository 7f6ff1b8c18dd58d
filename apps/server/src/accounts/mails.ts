import type { MailMessage } from '../mail/index.js';

/**
 * The account emails, plain text: the confirmation link after sign-up, the password restore link, and the
 * notice that a password was changed. Links are built from the site's configured origin, never from the
 * request's Host header (a forged Host must not put an attacker's origin into a mail).
 */

export function confirmMail(siteUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${siteUrl}/api/confirm.php?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your email address',
    text: [
      `Hello ${username},`,
      '',
      'Please confirm your email address by opening this link (it works once, for 48 hours):',
      link,
      '',
      'If you did not sign up, ignore this message.',
    ].join('\n'),
  };
}

export function restoreMail(siteUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${siteUrl}/restore/?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Restore your password',
    text: [
      `Hello ${username},`,
      '',
      'To choose a new password, open this link (it works once, for 1 hour):',
      link,
      '',
      'If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordChangedMail(siteUrl: string, to: string, username: string): MailMessage {
  return {
    to,
    subject: 'Your password was changed',
    text: [
      `Hello ${username},`,
      '',
      'The password of your account was just changed, and your other sessions were signed out.',
      `If it was not you, restore your password at ${siteUrl}/ and check your account.`,
    ].join('\n'),
  };
}
