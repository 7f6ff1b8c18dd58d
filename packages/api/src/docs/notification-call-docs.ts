import { documentCalls } from '../contract/call.js';
import { NOTIFICATION_CALLS } from '../contract/notification-calls.js';
import { NOTIFICATIONS_PER_PAGE } from '../contract/values.js';

/** What the OpenAPI document and the mock API say of the notifications (notification-calls.ts). */
export const NOTIFICATION_CALL_DOCS = /* @__PURE__ */ documentCalls(NOTIFICATION_CALLS, {
  'notifications.list': {
    summary: "The member's notifications, newest first (never cached)",
    description: `${NOTIFICATIONS_PER_PAGE} a page. \`subject\` is the video or the page of the comment it is about, with its link (null once gone); \`actor\` the member who caused it (null for a moderator's decision); \`reason\` a rejected upload's reason. \`digest\`: the daily e-mail digest setting.`,
    exampleParams: { page: 2 },
    example: {
      code: 'success',
      notifications: [
        {
          id: 901,
          kind: 'comment_reply',
          created_at: '2026-11-01T10:00:00.000Z',
          read: false,
          actor: { user_id: 102, username: 'Heron', avatar: null },
          subject: { title: 'Harbour at dawn', href: '/videos/501/harbour-at-dawn/' },
          reason: null,
        },
        {
          id: 900,
          kind: 'upload_rejected',
          created_at: '2026-10-31T09:00:00.000Z',
          read: true,
          actor: null,
          subject: { title: 'Lantern walk', href: '/videos/500/lantern-walk/' },
          reason: 'The sound is missing',
        },
      ],
      total: 22,
      unread: 1,
      page: 2,
      pages: 2,
      digest: false,
    },
  },
  'notifications.read': {
    summary: 'Marks one notification read (act read)',
    description:
      "404 `not_found` for a notification that is not the member's. Answers the unread count after it.",
    exampleParams: { notification_id: 901 },
    example: { code: 'success', unread: 0 },
  },
  'notifications.readAll': {
    summary: "Marks all the member's notifications read (act read_all)",
    example: { code: 'success', unread: 0 },
  },
  'notifications.digest': {
    summary: 'Switches the daily e-mail digest of unread notifications on or off (act digest)',
    description: 'Off by default. Answers the setting after it.',
    exampleParams: { digest: '1' },
    example: { code: 'success', digest: true },
  },
});
