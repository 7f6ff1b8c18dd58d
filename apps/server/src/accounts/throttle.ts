import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Login throttling that an attacker cannot turn into a lockout (OWASP Authentication Cheat Sheet):
 * - one address may fail PAIR_LIMIT times on one account in the window: that address is stopped for
 *   that account (`too_many_attempts`), the member signing in from elsewhere is not;
 * - one address may fail ADDRESS_LIMIT times over all accounts (password spraying): stopped everywhere;
 * - an account that failed ACCOUNT_LIMIT times from anywhere (a distributed guess) is not locked: each
 *   further login must carry a solved captcha (the client solves one before every login anyway, §7), so
 *   guessing costs work per try while the member signs in as before.
 * Failures are counted whether or not the member exists (the answer must not tell), and a successful
 * login forgets that address's failures on that account.
 */
export const THROTTLE = {
  windowMinutes: 15,
  pairLimit: 5,
  addressLimit: 20,
  accountLimit: 10,
} as const;

export interface ThrottleState {
  /** This address may not try this account (or any account) now. */
  blocked: boolean;
  /** The account is under attack from many addresses: a solved captcha is required. */
  captchaRequired: boolean;
}

const since = sql<Date>`now() - make_interval(mins => ${THROTTLE.windowMinutes})`;

export async function throttleState(db: Db, username: string, ip: string): Promise<ThrottleState> {
  const name = username.toLowerCase();
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where username = ${name} and ip = ${ip})::int`.as('pair'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('address'),
      sql<number>`count(*) filter (where username = ${name})::int`.as('account'),
    ])
    .where('at', '>', since)
    .where((eb) => eb.or([eb('username', '=', name), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return {
    blocked: row.pair >= THROTTLE.pairLimit || row.address >= THROTTLE.addressLimit,
    captchaRequired: row.account >= THROTTLE.accountLimit,
  };
}

export async function recordFailure(db: Db, username: string, ip: string): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ username: username.toLowerCase().slice(0, 100), ip })
    .execute();
  // Failures older than the window count for nothing: dropped now and then, not on every request.
  if (Math.random() < 0.02) await db.deleteFrom('login_failures').where('at', '<', since).execute();
}

export async function forgetFailures(db: Db, username: string, ip: string): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('username', '=', username.toLowerCase())
    .where('ip', '=', ip)
    .execute();
}
