import { STRIKES_LIMIT } from '@site/api';
import type { MailMessage } from '../mail/index.js';

/** The moderation mails, plain text; links from the site's configured origin. */

export function reportReplyMail(
  report: { report_id: number; subject: string; email: string },
  message: string,
): MailMessage {
  return {
    to: report.email,
    subject: `Re: ${report.subject} [#${report.report_id}]`,
    text: [message, '', `-- The moderators (about your message #${report.report_id})`].join('\n'),
  };
}

export function takedownMail(
  siteUrl: string,
  to: string,
  info: {
    username: string;
    title: string;
    reason: string;
    takedownId: number;
    strikes: number;
    disabled: boolean;
  },
): MailMessage {
  return {
    to,
    subject: `Your video "${info.title.replace(/[\r\n]+/g, ' ').slice(0, 200)}" was removed`,
    text: [
      `Hello ${info.username},`,
      '',
      `Your video "${info.title}" was removed after a copyright (DMCA) notice:`,
      info.reason,
      '',
      `This is copyright strike ${info.strikes} of ${STRIKES_LIMIT} on your account; at ${STRIKES_LIMIT} the account is disabled.`,
      info.disabled
        ? 'Your account has now reached that limit and is disabled. Use the contact form to reach us.'
        : `If you believe it was removed by mistake, send a counter-notice (takedown #${info.takedownId}) from ${siteUrl}/upload/ or through the contact form.`,
    ].join('\n'),
  };
}

export function restoredMail(to: string, info: { username: string; title: string }): MailMessage {
  return {
    to,
    subject: `Your video "${info.title.replace(/[\r\n]+/g, ' ').slice(0, 200)}" is back`,
    text: [
      `Hello ${info.username},`,
      '',
      `After review, your video "${info.title}" was restored and its copyright strike lifted.`,
    ].join('\n'),
  };
}

/** To the uploader of a video a moderator rejected: the reason, and where their uploads are. */
export function rejectedMail(
  siteUrl: string,
  to: string,
  info: { username: string; userId: number; title: string; reason: string },
): MailMessage {
  return {
    to,
    subject: `Your video "${info.title.replace(/[\r\n]+/g, ' ').slice(0, 200)}" was not approved`,
    text: [
      `Hello ${info.username},`,
      '',
      `A moderator reviewed your video "${info.title}" and did not approve it:`,
      info.reason,
      '',
      `It stays in your uploads, marked rejected: ${siteUrl}/members/${info.userId}/uploaded_videos/`,
      'If you think this is a mistake, write to us through the contact form.',
    ].join('\n'),
  };
}
