import { type FieldError, SUBSCRIBE_SECTIONS, type SubscribeResponse } from '@site/api';
import { z } from 'zod';
import type { Act } from '../http/acts.js';
import { badParams, fail, needAuth, notFound } from '../http/errors.js';
import { readFields, readObjectRef } from '../http/fields.js';
import { bump } from './counters.js';
import { resolveObject } from './objects.js';

/**
 * member.php `act=subscribe` and `act=unsubscribe` (§7): `section` (model, channel, member) and `object_id`
 * (a model's or channel's dir or id, a member's id). Members only (401 `need_auth`). Never to oneself (400
 * `self_subscribe`, §6); subscribing twice is 409 `already_subscribed`, unsubscribing what one does not
 * follow 409 `not_subscribed`. The object's `subscribers` counter changes in the same transaction, and the
 * answer carries it (§4: the client updates its local counter).
 */

const sectionSchema = z.object({ section: z.enum(SUBSCRIBE_SECTIONS) });

export function subscriptionAct(kind: 'subscribe' | 'unsubscribe'): Act {
  return async ({ db, reply, fields, viewer }) => {
    if (!viewer) return needAuth(reply);
    const read = readFields(fields, ['section'], sectionSchema);
    const errors: FieldError[] = read.ok ? [] : [...read.errors];
    const section = read.ok ? read.value.section : 'member';
    const raw = readObjectRef(section, fields, errors);
    if (!read.ok || raw === null || errors.length > 0) return badParams(reply, errors);
    if (kind === 'subscribe' && section === 'member' && Number(raw) === viewer.user_id) {
      return fail(reply, 400, 'self_subscribe');
    }
    const objectId = await resolveObject(db, section, raw, viewer);
    if (objectId === null) return notFound(reply);

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
      return fail(reply, 409, kind === 'subscribe' ? 'already_subscribed' : 'not_subscribed');
    }
    const body: SubscribeResponse = { code: 'success', subscribers: result };
    return body;
  };
}
