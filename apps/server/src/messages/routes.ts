import type { DialogsResponse, MessagesResponse, SentMessageResponse } from '@site/api';
import type { Deps as AppDeps } from '../deps/index.js';
import { type CallHandler, refuse } from '../http/call.js';
import { blockedBetween, blockedRefusal } from '../safety/blocks.js';
import {
  deleteDialog,
  listDialogs,
  MESSAGE_LIMIT,
  markDialogUnread,
  readConversation,
  recentlySent,
  recipientExists,
  storeMessage,
} from './store.js';

/** A member writing to themself (the sending sections), or opening a dialog with themself (section user). */
export const SELF_MESSAGE = 'self_message';
/** Over the anti-spam limit of store.ts (MESSAGE_LIMIT in MESSAGE_WINDOW_MINUTES), answered 429. */
export const MESSAGE_LIMIT_CODE = 'message_limit';

type Deps = Pick<AppDeps, 'db' | 'forbidden'>;

/**
 * Sends a message, the modal's (`msg`, up to 200) or the inbox's (`message`, up to 1000), its text read
 * by the declaration (line breaks as `\n`, trimmed): forbidden words, oneself, an unknown recipient and
 * the sending limit are refused in that order.
 */
async function send(deps: Deps, from: number, to: number, field: 'msg' | 'message', text: string) {
  if (deps.forbidden.find(text).length > 0)
    throw refuse(400, 'forbidden_words', [{ field, code: 'forbidden_words' }]);
  if (to === from) throw refuse(400, SELF_MESSAGE);
  if (!(await recipientExists(deps.db, to))) throw refuse(404, 'not_found');
  // A block either way (#32 item 5): the blocked member is told no more than the refusal.
  if (await blockedBetween(deps.db, from, to)) throw blockedRefusal();
  if ((await recentlySent(deps.db, from)) >= MESSAGE_LIMIT) throw refuse(429, MESSAGE_LIMIT_CODE);
  const stored = await storeMessage(deps.db, from, to, text);
  const iso = stored.at.toISOString();
  const body: SentMessageResponse = {
    code: 'success',
    id: stored.id,
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
  };
  return body;
}

/**
 * POST /api/messages.php (§7), declared in @site/api's contract/message-calls.ts: the member modal's send
 * (no `section`: `user_id`, `msg`), and the inbox's sections `all` (the dialog list), `user` (one dialog,
 * `user_from_id`) and `add` (`user_id`, `message`). Members only (401 need_auth, before the section is
 * read); CSRF is checked before (http/session.ts). Codes and limits: README.md.
 */
export function messageCalls(deps: Deps): {
  'messages.send': CallHandler<'messages.send'>;
  'messages.dialogs': CallHandler<'messages.dialogs'>;
  'messages.conversation': CallHandler<'messages.conversation'>;
  'messages.add': CallHandler<'messages.add'>;
  'messages.deleteDialog': CallHandler<'messages.deleteDialog'>;
  'messages.markUnread': CallHandler<'messages.markUnread'>;
} {
  return {
    'messages.send': ({ params, viewer }) => send(deps, viewer.user_id, params.user_id, 'msg', params.msg),
    'messages.add': ({ params, viewer }) =>
      send(deps, viewer.user_id, params.user_id, 'message', params.message),
    'messages.dialogs': async ({ viewer }) => {
      const body: DialogsResponse = { code: 'success', dialogs: await listDialogs(deps.db, viewer.user_id) };
      return body;
    },
    // Sections delete and unread (#32 item 5): the viewer's own view of the dialog only.
    'messages.deleteDialog': async ({ params, viewer }) => {
      if (params.user_id === viewer.user_id) throw refuse(400, SELF_MESSAGE);
      if (!(await deleteDialog(deps.db, viewer.user_id, params.user_id))) throw refuse(404, 'not_found');
      return { code: 'success' };
    },
    'messages.markUnread': async ({ params, viewer }) => {
      if (params.user_id === viewer.user_id) throw refuse(400, SELF_MESSAGE);
      if (!(await markDialogUnread(deps.db, viewer.user_id, params.user_id))) throw refuse(404, 'not_found');
      return { code: 'success' };
    },
    // Section user: the dialog with `user_from_id`, which marks that member's messages to the viewer read.
    'messages.conversation': async ({ params, viewer }) => {
      const other = params.user_from_id;
      if (other === viewer.user_id) throw refuse(400, SELF_MESSAGE);
      const exists = await deps.db
        .selectFrom('members')
        .select('user_id')
        .where('user_id', '=', other)
        .executeTakeFirst();
      if (!exists) throw refuse(404, 'not_found');
      const body: MessagesResponse = {
        code: 'success',
        messages: await readConversation(deps.db, viewer.user_id, other),
      };
      return body;
    },
  };
}
