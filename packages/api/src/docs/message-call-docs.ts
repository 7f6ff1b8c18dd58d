import { documentCalls } from '../contract/call.js';
import { TEXT_LIMITS } from '../contract/constants.js';
import { MESSAGE_CALLS } from '../contract/message-calls.js';
import { dialog, many, message } from './fixtures.js';

const SENT = { code: 'success', id: 5001, date: '2026-11-01', time: '10:00' } as const;
const SEND_NOTES = `400 \`forbidden_words\` for a text holding a forbidden word, \`self_message\` to oneself; 404 \`not_found\` for an unknown member; 429 \`message_limit\` over the sending limit.`;

/** What the OpenAPI document and the mock API say of the messages (message-calls.ts). */
export const MESSAGE_CALL_DOCS = /* @__PURE__ */ documentCalls(MESSAGE_CALLS, {
  'messages.send': {
    summary: 'The member modal: a message to a member (no section)',
    description: `\`msg\` up to ${TEXT_LIMITS.messageModal} characters, not blank. ${SEND_NOTES}`,
    exampleParams: { user_id: 102, msg: 'Hello there' },
    example: SENT,
  },
  'messages.dialogs': {
    summary: "The inbox's dialogs, newest first (section all)",
    example: { code: 'success', dialogs: many(dialog, 5) },
  },
  'messages.conversation': {
    summary: 'One dialog, oldest first; marks the other side read (section user)',
    description: '400 `self_message` for oneself; 404 `not_found` for an unknown member.',
    exampleParams: { user_from_id: 102 },
    example: { code: 'success', messages: many(message, 8) },
  },
  'messages.add': {
    summary: 'A message from the inbox (section add)',
    description: `\`message\` up to ${TEXT_LIMITS.messageInbox} characters, not blank. ${SEND_NOTES}`,
    exampleParams: { user_id: 102, message: 'See you' },
    example: SENT,
  },
});
