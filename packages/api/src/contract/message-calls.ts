import { declareCalls } from './call.js';
import {
  addMessageInputSchema,
  conversationParamsSchema,
  dialogsResponseSchema,
  messagesResponseSchema,
  sendMessageInputSchema,
  sentMessageResponseSchema,
} from './message.js';

/** What every sending call may answer besides its params: see the server's messages/README.md. */
const SEND_ERRORS = ['forbidden_words', 'self_message', 'not_found', 'blocked', 'message_limit'];

/**
 * POST /api/messages.php (§7), declared once (call.ts): the calls are picked by `section`; without one it
 * is the member modal's send. Members only: a visitor gets 401 before the section is read.
 */
export const MESSAGE_CALLS = declareCalls({
  'messages.send': {
    method: 'post',
    path: '/api/messages.php',
    actField: 'section',
    access: 'member',
    params: sendMessageInputSchema,
    texts: ['msg'],
    response: sentMessageResponseSchema,
    errors: SEND_ERRORS,
    lifetime: 0,
  },
  'messages.dialogs': {
    method: 'post',
    path: '/api/messages.php',
    act: 'all',
    actField: 'section',
    access: 'member',
    response: dialogsResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'messages.conversation': {
    method: 'post',
    path: '/api/messages.php',
    act: 'user',
    actField: 'section',
    access: 'member',
    params: conversationParamsSchema,
    response: messagesResponseSchema,
    errors: ['self_message', 'not_found'],
    lifetime: 0,
  },
  'messages.add': {
    method: 'post',
    path: '/api/messages.php',
    act: 'add',
    actField: 'section',
    access: 'member',
    params: addMessageInputSchema,
    texts: ['message'],
    response: sentMessageResponseSchema,
    errors: SEND_ERRORS,
    lifetime: 0,
  },
});
