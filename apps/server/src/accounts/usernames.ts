import { USERNAME_PATTERN } from '@site/api';
import type { Db } from '../db/database.js';

/**
 * A free username for a member made by an external sign-in (the messaging app, Google): `wanted` reduced
 * to the allowed characters (letters, digits, `_ . -`; accents dropped), at most 20 long, with a number
 * added while the name is taken (any case); `fallback` when too little is left of it (under 3).
 */
export async function freeUsername(db: Db, wanted: string, fallback: string): Promise<string> {
  const cleaned = wanted
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, 20);
  const base = cleaned.length >= 3 && USERNAME_PATTERN.test(cleaned) ? cleaned : fallback;
  for (let n = 0; n < 50; n++) {
    const candidate = n === 0 ? base : `${base.slice(0, 20)}${n + 1}`;
    const taken = await db
      .selectFrom('members')
      .select('user_id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', candidate.toLowerCase()))
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  return `${fallback.slice(0, 16)}${Math.floor(Math.random() * 1e8)}`.slice(0, 25);
}
