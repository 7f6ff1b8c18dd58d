import { z } from '../zod.js';
import { countSchema, flagSchema, idParamSchema, idSchema, response } from './common.js';
import { TEXT_LIMITS } from './constants.js';

/** A dialog of the inbox (§3); username, avatar and unread are added for the list (decision). */
export const dialogSchema = z.object({
  u_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  m_added_date: z.string(),
  m_message: z.string(),
  unread: countSchema,
});
export type Dialog = z.infer<typeof dialogSchema>;

/** A message of one dialog (§3); `u_id` is the sender, `m_time` an ISO date-time. */
export const messageSchema = z.object({
  m_id: idSchema,
  m_is_read: flagSchema,
  m_message: z.string(),
  m_time: z.string(),
  u_id: idSchema,
});
export type Message = z.infer<typeof messageSchema>;

/**
 * A message's text: its line breaks as one `\n` first (a browser submits a textarea's as CRLF, which would
 * count twice against a limit the field itself counts once), then trimmed, not blank, at most `max`.
 */
const messageText = (max: number) =>
  z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1)
    .max(max);

/** The member modal's message: up to 200 characters, never empty (§5). */
export const sendMessageInputSchema = z.object({
  user_id: idParamSchema,
  msg: messageText(TEXT_LIMITS.messageModal),
});
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

/** The inbox's message (section add): up to 1000 characters. */
export const addMessageInputSchema = z.object({
  user_id: idParamSchema,
  message: messageText(TEXT_LIMITS.messageInbox),
});
export type AddMessageInput = z.input<typeof addMessageInputSchema>;

/** One dialog (section user). */
export const conversationParamsSchema = z.object({ user_from_id: idParamSchema });
export type ConversationParamsInput = z.input<typeof conversationParamsSchema>;

/** A sent message: its id, and the date (YYYY-MM-DD) and time (HH:MM) it was stored. */
export const sentMessageResponseSchema = response({
  id: idSchema,
  date: z.string(),
  time: z.string(),
});
export type SentMessageResponse = z.infer<typeof sentMessageResponseSchema>;

export const dialogsResponseSchema = response({ dialogs: z.array(dialogSchema) });
export type DialogsResponse = z.infer<typeof dialogsResponseSchema>;

export const messagesResponseSchema = response({ messages: z.array(messageSchema) });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;
