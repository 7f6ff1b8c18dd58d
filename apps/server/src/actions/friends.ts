import type { FieldError, OkResponse } from '@site/api';
import type { Act } from '../http/acts.js';
import { lockMembers } from './objects.js';
import { badParams, fail, needAuth, notFound, readIdField } from './params.js';

/**
 * member.php `act=add_friend` (§7): `object_id`, the member. Members only (401 `need_auth`); never oneself
 * (400 `self_friend`); an unknown member is 404.
 *
 * The friends table keeps its reading of migration 0002 (and of the friends list, community/members.ts):
 * a request is one row, asker → asked, status 0; a friendship is a row each way with status 1. So the act
 * asks, or accepts when the other member already asked (their row turns 1 and the other way is added).
 * Asking again while one's own request waits, or asking a friend, is 409 `already_friends` (§8 "already
 * added in friends"). Both members' rows are locked while it decides, so two members asking each other at
 * once make a friendship, not two requests.
 */
export function addFriendAct(): Act {
  return async ({ db, reply, fields, viewer }) => {
    if (!viewer) return needAuth(reply);
    const errors: FieldError[] = [];
    const other = readIdField(fields, 'object_id', errors);
    if (other === null) return badParams(reply, errors);
    if (other === viewer.user_id) return fail(reply, 400, 'self_friend');
    const exists = await db
      .selectFrom('members')
      .select('user_id')
      .where('user_id', '=', other)
      .executeTakeFirst();
    if (!exists) return notFound(reply);

    const me = viewer.user_id;
    const outcome = await db.transaction().execute(async (trx) => {
      await lockMembers(trx, [me, other]);
      const rows = await trx
        .selectFrom('friends')
        .select(['user_id', 'friend_id', 'status'])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', me), eb('friend_id', '=', other)]),
            eb.and([eb('user_id', '=', other), eb('friend_id', '=', me)]),
          ]),
        )
        .execute();
      const mine = rows.find((r) => r.user_id === me);
      const theirs = rows.find((r) => r.user_id === other);
      if (mine) return 'already_friends' as const;
      if (theirs) {
        // They asked: the friendship is made (a row each way, status 1).
        await trx
          .updateTable('friends')
          .set({ status: 1 })
          .where('user_id', '=', other)
          .where('friend_id', '=', me)
          .execute();
        await trx.insertInto('friends').values({ user_id: me, friend_id: other, status: 1 }).execute();
        return 'accepted' as const;
      }
      await trx.insertInto('friends').values({ user_id: me, friend_id: other, status: 0 }).execute();
      return 'requested' as const;
    });
    if (outcome === 'already_friends') return fail(reply, 409, 'already_friends');
    const body: OkResponse = { code: 'success' };
    return body;
  };
}
