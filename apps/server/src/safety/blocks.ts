import { BLOCKED_CODE, BLOCKED_LIST_MAX, type BlockedListResponse } from '@site/api';
import { lockMembers } from '../actions/objects.js';
import { memberExists } from '../community/members.js';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';

/**
 * Blocking (#32 item 5): member.php `act=block` / `unblock` (`object_id`, the other member) and the list of
 * blocked members (GET /api/blocks.php). A row of `member_blocks` (migration 0034) says its member blocked
 * the other: the blocked one cannot message them, ask them for friendship or comment on their videos (403
 * `blocked`, checked by those acts through `blockedBetween` / `hasBlocked`), and the blocker is not notified
 * of the blocked member's acts (notifications/notify.ts). Blocking ends a friendship or a waiting request
 * between the two.
 */

/** Whether either of the two members blocked the other (messages and friend requests are refused both ways). */
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_blocks')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `blocker` blocked `other` (one way: a comment on the blocker's video). */
export async function hasBlocked(db: Db, blocker: number, other: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_blocks')
    .select('user_id')
    .where('user_id', '=', blocker)
    .where('blocked_id', '=', other)
    .executeTakeFirst();
  return row !== undefined;
}

/** The refusal of an act a block stands in the way of: nothing more is said to the blocked member. */
export const blockedRefusal = () => refuse(403, BLOCKED_CODE);

async function checkOther(db: Db, me: number, other: number): Promise<void> {
  if (other === me) throw refuse(400, 'self_block');
  if (!(await memberExists(db, other))) throw refuse(404, 'not_found');
}

/** The handlers of the block acts and the list. */
export function blockCalls(db: Db): {
  'blocks.block': CallHandler<'blocks.block'>;
  'blocks.unblock': CallHandler<'blocks.unblock'>;
  'blocks.list': CallHandler<'blocks.list'>;
} {
  return {
    'blocks.block': async ({ params, viewer }) => {
      const me = viewer.user_id;
      const other = params.object_id;
      await checkOther(db, me, other);
      const added = await db.transaction().execute(async (trx) => {
        // Under the pair's locks, as the friend acts: a request racing the block is taken before or after it.
        await lockMembers(trx, [me, other]);
        const row = await trx
          .insertInto('member_blocks')
          .values({ user_id: me, blocked_id: other })
          .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .deleteFrom('friends')
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', me), eb('friend_id', '=', other)]),
              eb.and([eb('user_id', '=', other), eb('friend_id', '=', me)]),
            ]),
          )
          .execute();
        return true;
      });
      if (!added) throw refuse(409, 'already_blocked');
      return { code: 'success', blocked: true };
    },
    'blocks.unblock': async ({ params, viewer }) => {
      await checkOther(db, viewer.user_id, params.object_id);
      const gone = await db
        .deleteFrom('member_blocks')
        .where('user_id', '=', viewer.user_id)
        .where('blocked_id', '=', params.object_id)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw refuse(409, 'not_blocked');
      return { code: 'success', blocked: false };
    },
    'blocks.list': async ({ viewer }) => {
      const rows = await db
        .selectFrom('member_blocks as b')
        .innerJoin('members as m', 'm.user_id', 'b.blocked_id')
        .select(['m.user_id', 'm.username', 'm.avatar', 'b.created_at'])
        .where('b.user_id', '=', viewer.user_id)
        .orderBy('b.created_at', 'desc')
        .orderBy('b.blocked_id', 'desc')
        .limit(BLOCKED_LIST_MAX)
        .execute();
      const body: BlockedListResponse = {
        code: 'success',
        members: rows.map((r) => ({
          user_id: r.user_id,
          username: r.username,
          avatar: r.avatar || null,
          blocked_at: new Date(r.created_at).toISOString(),
        })),
      };
      return body;
    },
  };
}
