import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { bodyFields } from '../http/body.js';
import { type CallHandler, refuse } from '../http/call.js';
import { openSession } from './login.js';
import { standingRefusal } from './standing.js';
import { freeUsername } from './usernames.js';

/**
 * The messaging-app login of §7 (POST /api/login.tg.php): the data its login widget returns, checked as
 * the app documents ("Checking authorization"): the fields but `hash`, sorted by name, as `name=value`
 * lines; their HMAC-SHA-256 keyed with the SHA-256 of the bot token must be `hash`, and `auth_date` at
 * most a day old. The widget's account is then the member with that `telegram_id`, created on its first
 * login (a username from the account's, made unique; no email, no password). Fields the app may add
 * later are signed too, so they are part of the check. Banned, temporarily banned
 * and disabled members are refused as at the password login; a signed-in member gets `already_logged`.
 *
 * Without TELEGRAM_BOT_TOKEN the site has no such login: 404 `not_found`. Forged, altered or stale data:
 * 401 `invalid_signature` (a decision: §8 names no code for it).
 */

/** How old the widget's data may be (seconds). */
export const TELEGRAM_MAX_AGE = 86_400;

const formSchema = z
  .object({
    id: z.string().regex(/^[1-9][0-9]{0,15}$/),
    first_name: z.string().min(1).max(256),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.string().max(1024).optional(),
    auth_date: z.string().regex(/^[1-9][0-9]{0,11}$/),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  // The app signs every field it sends: one it adds later is part of the check, not dropped from it.
  .catchall(z.string().max(1024))
  .refine((form) => Object.keys(form).length <= 20, { path: ['body'] });
type TelegramForm = z.infer<typeof formSchema>;

/** The widget's data, signed with the bot token as the messaging app signs it (tests sign with this). */
export function signTelegramData(data: Record<string, string>, botToken: string): string {
  const check = Object.keys(data)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${data[key]}`)
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(check).digest('hex');
}

/** Whether the data carries the bot's signature and is fresh. */
export function verifyTelegramData(form: TelegramForm, botToken: string, nowSeconds: number): boolean {
  const { hash, ...fields } = form;
  const data = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  const expected = Buffer.from(signTelegramData(data, botToken), 'hex');
  const given = Buffer.from(hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const age = nowSeconds - Number(form.auth_date);
  return age <= TELEGRAM_MAX_AGE && age >= -60;
}

/**
 * The declared auth.telegram: the widget's data read from the form as sent (every field, so that one the
 * app adds later is part of the signature check); every failure carries `success: false` (the
 * declaration's `failureFields`).
 */
export function telegramCall(db: Db, botToken: string | undefined): CallHandler<'auth.telegram'> {
  return async ({ request, reply }) => {
    if (!botToken) throw refuse(404, 'not_found');
    if (request.viewer) throw refuse(409, 'already_logged');
    const parsed = formSchema.safeParse(bodyFields(request) ?? {});
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'body')));
      throw refuse(
        400,
        'invalid_params',
        [...fields].map((field) => ({ field, code: 'invalid' })),
      );
    }
    const form = parsed.data;
    if (!verifyTelegramData(form, botToken, Math.floor(Date.now() / 1000))) {
      throw refuse(401, 'invalid_signature');
    }
    const telegramId = Number(form.id);
    let member = await db
      .selectFrom('members')
      .select(['user_id', 'username', 'avatar', 'status_id', 'role', 'banned_until', 'is_disabled'])
      .where('telegram_id', '=', telegramId)
      .executeTakeFirst();
    if (!member) {
      const username = await freeUsername(
        db,
        form.username ?? `${form.first_name}${form.last_name ?? ''}`,
        `tg${form.id.slice(-8)}`,
      );
      member = await db
        .insertInto('members')
        .values({ username, telegram_id: telegramId, email_confirmed_at: new Date() })
        .onConflict((oc) => oc.doNothing())
        .returning(['user_id', 'username', 'avatar', 'status_id', 'role', 'banned_until', 'is_disabled'])
        .executeTakeFirst();
      // Lost a race with the same account's other first login, or the name was just taken: read again.
      member ??= await db
        .selectFrom('members')
        .select(['user_id', 'username', 'avatar', 'status_id', 'role', 'banned_until', 'is_disabled'])
        .where('telegram_id', '=', telegramId)
        .executeTakeFirst();
      if (!member) throw refuse(409, 'general_error');
    }
    const standing = standingRefusal(member);
    if (standing) throw refuse(403, standing);
    return { code: 'success', success: true, user: await openSession(db, request, reply, member) };
  };
}
