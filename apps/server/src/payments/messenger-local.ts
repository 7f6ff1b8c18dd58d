/**
 * The local stand-in for the messaging app's channel (§4 subscribe-to-download), the same seam as the
 * local payment processor (local.ts): a server without the messaging app's bot (TELEGRAM_BOT_TOKEN and
 * TELEGRAM_CHANNEL) but with the local processor — development, tests, the `pnpm start` demo — checks
 * subscriptions against this channel instead, so the Russian-language modal can be seen and tried.
 *
 * The channel's page: GET `LOCAL_MESSENGER_PATH` (a small HTML page, or JSON for a program) shows whether
 * the signed-in member is subscribed, with a Subscribe (or Unsubscribe) form; POST with `act=subscribe` or
 * `unsubscribe` and the CSRF token changes it. A visitor gets 401 `need_auth`. The member's account there
 * is their messaging-app id, or `member-<user_id>` for a member who never signed in with the app (here
 * every member has one: it is the site's own stand-in). Subscribers are kept in the database (migration
 * 0025), so every server process sees the same channel.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { bodyFields } from '../http/body.js';
import { cacheFor } from '../http/cache.js';
import { fail, needAuth } from '../http/errors.js';
import { field } from '../http/fields.js';
import { CSRF_FIELD, issueCsrf } from '../http/session.js';
import { viewerOf } from '../http/viewer.js';
import { escapeHtml } from '../lib/html.js';
import type { SubscriptionChecker } from './subscription.js';

/** The local channel's page (the modal's Subscribe link on such a server). */
export const LOCAL_MESSENGER_PATH = '/api/payments/messenger/';

/** The stand-in's account of a member who never signed in with the messaging app. */
export const localAccountOf = (userId: number) => `member-${userId}`;

/** The checker over the local channel's subscribers. */
export function createLocalMessenger(db: Db): SubscriptionChecker {
  return {
    async isSubscribed(accountId) {
      const row = await db
        .selectFrom('local_messenger_subscribers')
        .select('account')
        .where('account', '=', accountId)
        .executeTakeFirst();
      return row !== undefined;
    },
    accountOf: localAccountOf,
  };
}

/** The member's account on the local channel: their messaging-app id, else `member-<user_id>`. */
async function accountOfMember(db: Db, userId: number): Promise<string> {
  const member = await db
    .selectFrom('members')
    .select('telegram_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return member?.telegram_id !== null && member?.telegram_id !== undefined
    ? String(member.telegram_id)
    : localAccountOf(userId);
}

const actSchema = z.enum(['subscribe', 'unsubscribe']);

function page(reply: FastifyReply, subscribed: boolean, csrf: string) {
  const [act, label] = subscribed ? ['unsubscribe', 'Unsubscribe'] : ['subscribe', 'Subscribe'];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local channel</title></head>
<body><main><h1>Local test channel</h1><p>A stand-in for the messaging app's channel: it runs inside the site for development and demos.</p>
<p role="status">${subscribed ? '<strong>Subscribed.</strong> You can close this tab and download on the site.' : 'Not subscribed.'}</p>
<form method="post"><input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}"><input type="hidden" name="act" value="${act}"><button type="submit">${label}</button></form></main></body></html>`;
  // Its own policy, as the local payment page's: nothing loads, the form posts here, no site frames it.
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(html);
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** The local channel's page and its subscribe form (mounted only where the local checker is used). */
export function localMessengerRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => number }): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply, account: string) => {
    const subscribed = await createLocalMessenger(db).isSubscribed(account);
    if (wantsHtml(request)) return page(reply, subscribed, issueCsrf(request, reply));
    return { code: 'success', subscribed };
  };

  app.get(LOCAL_MESSENGER_PATH, async (request, reply) => {
    cacheFor(reply, 0);
    const viewer = viewerOf(request);
    if (!viewer) return needAuth(reply);
    return answer(request, reply, await accountOfMember(db, viewer.user_id));
  });

  app.post(LOCAL_MESSENGER_PATH, async (request, reply) => {
    cacheFor(reply, 0);
    const viewer = viewerOf(request);
    if (!viewer) return needAuth(reply);
    const fields = bodyFields(request);
    const act = actSchema.safeParse(fields ? field(fields, 'act') : undefined);
    if (!act.success) return fail(reply, 400, 'invalid_params', [{ field: 'act', code: 'invalid' }]);
    const account = await accountOfMember(db, viewer.user_id);
    if (act.data === 'subscribe') {
      await db
        .insertInto('local_messenger_subscribers')
        .values({ account, subscribed_at: new Date(now()) })
        .onConflict((oc) => oc.column('account').doNothing())
        .execute();
    } else {
      await db.deleteFrom('local_messenger_subscribers').where('account', '=', account).execute();
    }
    return answer(request, reply, account);
  });
}
