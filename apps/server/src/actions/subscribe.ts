import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { bump } from './counters.js';
import { objectRefOf, resolveObject } from './objects.js';

/**
 * member.php `act=subscribe` and `act=unsubscribe` (§7): `section` (model, channel, member) and `object_id`
 * (a model's or channel's dir or id, a member's id). Members only (401 `need_auth`). Never to oneself (400
 * `self_subscribe`, §6); subscribing twice is 409 `already_subscribed`, unsubscribing what one does not
 * follow 409 `not_subscribed`. The object's `subscribers` counter changes in the same transaction, and the
 * answer carries it (§4: the client updates its local counter).
 */

/** Both calls take the same params and differ only in their act. */
export function subscription(
  db: Db,
  kind: 'subscribe' | 'unsubscribe',
): CallHandler<'actions.subscribe' | 'actions.unsubscribe'> {
  return async ({ params, viewer }) => {
    const { section } = params;
    const raw = objectRefOf(section, params.object_id);
    if (kind === 'subscribe' && section === 'member' && Number(raw) === viewer.user_id) {
      throw refuse(400, 'self_subscribe');
    }
    const objectId = await resolveObject(db, section, raw, viewer);
    if (objectId === null) throw refuse(404, 'not_found');

    const result = await db.transaction().execute(async (trx) => {
      const key = { user_id: viewer.user_id, section, object_id: objectId };
      const changed =
        kind === 'subscribe'
          ? await trx
              .insertInto('subscriptions')
              .values(key)
              .onConflict((oc) => oc.doNothing())
              .returning('user_id')
              .executeTakeFirst()
          : await trx
              .deleteFrom('subscriptions')
              .where('user_id', '=', key.user_id)
              .where('section', '=', key.section)
              .where('object_id', '=', key.object_id)
              .returning('user_id')
              .executeTakeFirst();
      if (!changed) return null;
      const after = await bump(trx, section, objectId, 'subscribers', kind === 'subscribe' ? 1 : -1, [
        'subscribers',
      ]);
      return after?.subscribers ?? 0;
    });
    if (result === null) {
      throw refuse(409, kind === 'subscribe' ? 'already_subscribed' : 'not_subscribed');
    }
    return { code: 'success', subscribers: result };
  };
}
