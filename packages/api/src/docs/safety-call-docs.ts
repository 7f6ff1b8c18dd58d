import { documentCalls } from '../contract/call.js';
import { SAFETY_CALLS } from '../contract/safety-calls.js';
import { BLOCKED_LIST_MAX, REPORT_REASON_MAX } from '../contract/values.js';

/** What the OpenAPI document and the mock API say of inbox and safety (safety-calls.ts). */
export const SAFETY_CALL_DOCS = /* @__PURE__ */ documentCalls(SAFETY_CALLS, {
  'blocks.block': {
    summary: 'Blocks a member (act block)',
    description:
      'The blocked member can no longer message the member, ask them for friendship or comment on their videos (403 `blocked`), and the member is not notified of their acts. A friendship or waiting request between the two ends. 400 `self_block` for oneself, 409 `already_blocked`.',
    exampleParams: { object_id: 102 },
    example: { code: 'success', blocked: true },
  },
  'blocks.unblock': {
    summary: 'Unblocks a member (act unblock)',
    description: '409 `not_blocked` when the member was not blocked.',
    exampleParams: { object_id: 102 },
    example: { code: 'success', blocked: false },
  },
  'blocks.list': {
    summary: 'The members the signed-in member blocked, newest first (never cached)',
    description: `At most ${BLOCKED_LIST_MAX}.`,
    example: {
      code: 'success',
      members: [{ user_id: 102, username: 'Heron', avatar: null, blocked_at: '2026-11-01T10:00:00.000Z' }],
    },
  },
  'messages.deleteDialog': {
    summary: 'Deletes the dialog with a member for the signed-in member only (section delete)',
    description:
      "The messages so far leave the member's dialog list and the dialog; the other member keeps them. A new message starts the dialog again. 404 `not_found` for an unknown member or no dialog.",
    exampleParams: { user_id: 102 },
    example: { code: 'success' },
  },
  'messages.markUnread': {
    summary: "Marks a dialog unread (section unread): the other member's last message to the member",
    description: '404 `not_found` when the member has no message from them to mark.',
    exampleParams: { user_id: 102 },
    example: { code: 'success' },
  },
  'reports.member': {
    summary: 'Reports a member, a comment or a message to the moderators',
    description: `Into the console's reports, with the due time of every report; a comment or message is kept as it was (its excerpt). \`reason\`: 1–${REPORT_REASON_MAX} characters. One's own things are 400 \`self_report\`; a message only its recipient reports (else 404); one open report per reporter and thing (409 \`already_reported\`); 429 \`too_many_attempts\` over the per-address limit.`,
    exampleParams: { target: 'comment', object_id: 7001, reason: 'Insults in the replies' },
    example: { code: 'success' },
  },
});
