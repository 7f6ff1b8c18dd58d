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
 *
 * The password change (profile.ts) counts a wrong current password here too, under the member's username:
 * a stolen session guesses no faster than a login, and the guesses of both add up. It has no captcha, so
 * there an account under attack (captchaRequired) is refused like a blocked address.
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

export async function throttleState(
  db: Db,
  username: string,
  ip: string,
  /** An attempt's own row (beginAttempt), not counted against itself. */
  except?: string,
): Promise<ThrottleState> {
  const name = username.toLowerCase();
  const row = await db
    .selectFrom('login_failures')
    .$if(except !== undefined, (q) => q.where('failure_id', '!=', except as string))
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

/**
 * Counts a login attempt as a failure before its password is checked, then reads the throttle state of
 * the attempts before it: parallel attempts see each other's rows, so a burst of guesses sent at once
 * cannot all pass the check before any failure is recorded (#11). The row stays as the failure unless
 * `clearAttempt` removes it (an attempt refused before its password was checked, or a right password).
 */
export async function beginAttempt(
  db: Db,
  username: string,
  ip: string,
): Promise<ThrottleState & { attempt: string }> {
  const { failure_id } = await db
    .insertInto('login_failures')
    .values({ username: username.toLowerCase().slice(0, 100), ip })
    .returning('failure_id')
    .executeTakeFirstOrThrow();
  // Failures older than the window count for nothing: dropped now and then, not on every request.
  if (Math.random() < 0.02) await db.deleteFrom('login_failures').where('at', '<', since).execute();
  return { ...(await throttleState(db, username, ip, failure_id)), attempt: failure_id };
}

/** Removes an attempt's row: it was not a wrong password. */
export async function clearAttempt(db: Db, attempt: string): Promise<void> {
  await db.deleteFrom('login_failures').where('failure_id', '=', attempt).execute();
}

export async function forgetFailures(db: Db, username: string, ip: string): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('username', '=', username.toLowerCase())
    .where('ip', '=', ip)
    .execute();
}
