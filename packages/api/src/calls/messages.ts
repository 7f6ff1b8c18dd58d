import {
  type AddMessageInput,
  addMessageInputSchema,
  type ConversationParamsInput,
  conversationParamsSchema,
  dialogsResponseSchema,
  messagesResponseSchema,
  type SendMessageInput,
  sendMessageInputSchema,
  sentMessageResponseSchema,
} from '../contract/message.js';
import { ENDPOINTS } from '../contract/paths.js';
import { prepare, type RequestCore } from '../core.js';

/** POST /api/messages.php (§7): the member modal, and the inbox sections all, user and add. */
export function messageCalls(core: RequestCore) {
  return {
    /** The member modal: user_id, msg (up to 200 characters, not empty). */
    async send(input: SendMessageInput, signal?: AbortSignal) {
      const p = prepare('messages.send', sendMessageInputSchema, input, ['user_id', 'msg']);
      return core.postForm(
        ENDPOINTS.messages,
        { user_id: p.user_id, msg: p.msg },
        sentMessageResponseSchema,
        signal,
      );
    },
    /** Section all: the dialog list. */
    async dialogs(signal?: AbortSignal) {
      return core.postForm(ENDPOINTS.messages, { section: 'all' }, dialogsResponseSchema, signal);
    },
    /** Section user with user_from_id: one dialog's messages. */
    async conversation(params: ConversationParamsInput, signal?: AbortSignal) {
      const p = prepare('messages.conversation', conversationParamsSchema, params, ['user_from_id']);
      return core.postForm(
        ENDPOINTS.messages,
        { section: 'user', user_from_id: p.user_from_id },
        messagesResponseSchema,
        signal,
      );
    },
    /** Section add with user_id and message (up to 1000 characters). */
    async add(input: AddMessageInput, signal?: AbortSignal) {
      const p = prepare('messages.add', addMessageInputSchema, input, ['user_id', 'message']);
      return core.postForm(
        ENDPOINTS.messages,
        { section: 'add', user_id: p.user_id, message: p.message },
        sentMessageResponseSchema,
        signal,
      );
    },
  };
}
export type MessageCalls = ReturnType<typeof messageCalls>;
