import type { PrivacyList, PrivacySettings } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Every list public: a member who never switched one (no row). */
const PUBLIC: PrivacySettings = {
  favourites: false,
  watch_later: false,
  friends: false,
  subscriptions: false,
};

/** Which of the member's lists are theirs alone. */
export async function privacyOf(db: Db, userId: number): Promise<PrivacySettings> {
  const row = await db
    .selectFrom('member_privacy')
    .select(['favourites', 'watch_later', 'friends', 'subscriptions'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? PUBLIC;
}

/** Switches the lists named in `changes` (the others keep their setting); answers all four after it. */
export async function setPrivacy(
  db: Db,
  userId: number,
  changes: Partial<PrivacySettings>,
): Promise<PrivacySettings> {
  return db
    .insertInto('member_privacy')
    .values({ user_id: userId, ...changes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: sql`now()` }))
    .returning(['favourites', 'watch_later', 'friends', 'subscriptions'])
    .executeTakeFirstOrThrow();
}

/**
 * Whether one member's list is closed to `viewerId` (null: a visitor): it is private and the viewer is not
 * its owner. The public reads of favourites, watch later, friends and subscriptions answer 403
 * `no_permission` then.
 */
export async function closedList(
  db: Db,
  ownerId: number,
  list: PrivacyList,
  viewerId: number | null,
): Promise<boolean> {
  if (viewerId === ownerId) return false;
  const row = await db
    .selectFrom('member_privacy')
    .select(list)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  return row?.[list] === true;
}
