import {
  addMessageInputSchema,
  conversationParamsSchema,
  type DialogsResponse,
  ENDPOINTS,
  type FieldError,
  type MessagesResponse,
  type SentMessageResponse,
  sendMessageInputSchema,
} from '@site/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../deps.js';
import { bodyFields, repeatedFields } from '../http/acts.js';
import { cacheFor } from '../http/cache.js';
import { badParams, needAuth, notFound } from '../http/errors.js';
import { type FormFields, field, firstPerField } from '../http/fields.js';
import { type Viewer, viewerOf } from '../http/viewer.js';
import { controlCharacterErrors, fieldErrorsOf, normalizeNewlines } from './fields.js';
import {
  listDialogs,
  MESSAGE_LIMIT,
  readConversation,
  recentlySent,
  recipientExists,
  storeMessage,
} from './store.js';

/** A member writing to themself (the sending sections), or opening a dialog with themself (section user). */
export const SELF_MESSAGE = 'self_message';
/** Over the anti-spam limit of store.ts (MESSAGE_LIMIT in MESSAGE_WINDOW_MINUTES), answered 429. */
export const MESSAGE_LIMIT_CODE = 'message_limit';

/** The sections of POST /api/messages.php; none is the member modal's send. */
const SECTIONS = ['all', 'user', 'add'] as const;

type Ctx = { reply: FastifyReply; deps: Deps; fields: FormFields; viewer: Viewer };

/**
 * POST /api/messages.php (§7): the member modal's send (`user_id`, `msg`), and the inbox's sections
 * `all` (the dialog list), `user` (one dialog, `user_from_id`) and `add` (`user_id`, `message`). Members
 * only (401 need_auth); CSRF is checked before (http/session.ts). Codes and limits: README.md.
 */
export function messageRoutes(app: FastifyInstance, deps: Deps): void {
  app.post(ENDPOINTS.messages, async (request, reply) => {
    cacheFor(reply, 0);
    const viewer = viewerOf(request);
    if (!viewer) return needAuth(reply);
    const fields = bodyFields(request);
    if (!fields) return badParams(reply, [{ field: 'body', code: 'invalid' }]);
    const raw = fields.section;
    if (raw === undefined) return send({ reply, deps, fields, viewer }, 'modal');
    const section = field(fields, 'section');
    if (section === undefined || !(SECTIONS as readonly string[]).includes(section))
      return badParams(reply, [{ field: 'section', code: 'invalid' }]);
    const ctx = { reply, deps, fields, viewer };
    if (section === 'all') return dialogs(ctx);
    if (section === 'user') return conversation(ctx);
    return send(ctx, 'inbox');
  });
}

/** Validates the named fields of the body with a contract schema; the data, or the field errors. */
function parse<S extends z.ZodType>(
  schema: S,
  fields: FormFields,
  names: readonly string[],
  texts: readonly string[],
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldError[] } {
  const input = Object.fromEntries(
    names.map((n) => [n, texts.includes(n) ? normalizeNewlines(field(fields, n)) : field(fields, n)]),
  );
  const parsed = schema.safeParse(input);
  const errors = firstPerField(
    repeatedFields(fields, names),
    controlCharacterErrors(fields, texts),
    parsed.success ? [] : fieldErrorsOf(parsed.error, fields),
  );
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}

/** Sends a message: the modal's (`msg`, up to 200) or the inbox's (`message`, up to 1000). */
async function send({ reply, deps, fields, viewer }: Ctx, form: 'modal' | 'inbox') {
  const text = form === 'modal' ? 'msg' : 'message';
  const p =
    form === 'modal'
      ? parse(sendMessageInputSchema, fields, ['user_id', 'msg'], ['msg'])
      : parse(addMessageInputSchema, fields, ['user_id', 'message'], ['message']);
  if (!p.ok) return badParams(reply, p.errors);
  const to = p.data.user_id;
  const message = 'msg' in p.data ? p.data.msg : p.data.message;
  if (deps.forbidden.find(message).length > 0) {
    return reply
      .code(400)
      .send({ code: 'forbidden_words', errors: [{ field: text, code: 'forbidden_words' }] });
  }
  if (to === viewer.user_id) return reply.code(400).send({ code: SELF_MESSAGE });
  if (!(await recipientExists(deps.db, to))) return notFound(reply);
  if ((await recentlySent(deps.db, viewer.user_id)) >= MESSAGE_LIMIT) {
    return reply.code(429).send({ code: MESSAGE_LIMIT_CODE });
  }
  const stored = await storeMessage(deps.db, viewer.user_id, to, message);
  const iso = stored.at.toISOString();
  const body: SentMessageResponse = {
    code: 'success',
    id: stored.id,
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
  };
  return body;
}

/** Section all: the viewer's dialogs, newest first. */
async function dialogs({ deps, viewer }: Ctx) {
  const body: DialogsResponse = { code: 'success', dialogs: await listDialogs(deps.db, viewer.user_id) };
  return body;
}

/** Section user: the dialog with `user_from_id`, which marks that member's messages to the viewer read. */
async function conversation({ reply, deps, fields, viewer }: Ctx) {
  const p = parse(conversationParamsSchema, fields, ['user_from_id'], []);
  if (!p.ok) return badParams(reply, p.errors);
  const other = p.data.user_from_id;
  if (other === viewer.user_id) return reply.code(400).send({ code: SELF_MESSAGE });
  const exists = await deps.db
    .selectFrom('members')
    .select('user_id')
    .where('user_id', '=', other)
    .executeTakeFirst();
  if (!exists) return notFound(reply);
  const body: MessagesResponse = {
    code: 'success',
    messages: await readConversation(deps.db, viewer.user_id, other),
  };
  return body;
}
