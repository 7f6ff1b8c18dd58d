import { createHash, randomBytes } from 'node:crypto';
import type { VIEW_SECTIONS } from '@site/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { visitorCountry } from '../http/country.js';
import { cookieOptions } from '../http/session.js';
import type { Viewer } from '../http/viewer.js';
import { bump, shiftVideoSums } from './counters.js';
import { findVideo, isPublic, objectRefOf, resolveObject, type VideoRow, visibleTo } from './objects.js';

/**
 * input.php `act=view` (§7, sent 5 s after a video page shows): `section` (default video), `object_id`,
 * optional `nogeo` and `user_id`. Anyone may send it. A view is counted once per viewer, object and UTC day
 * (table view_marks, migration 0009): the viewer is the signed-in member, else the visitor's `vid` cookie
 * (random, signed, httpOnly; set on the first view). One address adds at most VISITOR_VIEWS_PER_ADDRESS
 * visitor views per object and day, so a client that drops its cookie cannot inflate a count. A repeat view
 * answers success too, counting nothing.
 *
 * A counted video view adds 1 to `videos.video_viewed` (and, for a public video, to its owner's, channel's
 * and models' sums) and, unless `nogeo=1`, to `video_country_views` of the visitor's country. A member's
 * view of a video also goes to their history (every view: the latest first), which keeps their last
 * HISTORY_CAP videos. Models count `model_viewed`, members `profile_viewed`, playlists `video_viewed`;
 * channels have no view counter of their own (their `video_viewed` is the sum of their videos'). `user_id`
 * is accepted and ignored: who views is the session's, never a field's.
 */

/** The visitor cookie that tells one visitor's repeat views apart. */
export const VISITOR_COOKIE = 'vid';
/** A year: the cookie outlives a day, so one day's repeat views are one view. */
const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Visitor views one address may add per object and day (a household or an office behind one address). */
export const VISITOR_VIEWS_PER_ADDRESS = 5;
/** The videos a member's history keeps (migration 0002). */
export const HISTORY_CAP = 200;

/** The UTC day of now, `YYYY-MM-DD`. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Who views: `m:<user_id>` for a member; for a visitor `v:` and the SHA-256 of their cookie (a new cookie is
 * set when they have no valid one) and a keyed hash of their address for the day.
 */
function viewerKey(
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer | null,
  day: string,
): { viewer: string; address: string } {
  if (viewer) return { viewer: `m:${viewer.user_id}`, address: '' };
  let id: string | null = null;
  const cookie = request.cookies[VISITOR_COOKIE];
  if (cookie) {
    const unsigned = request.unsignCookie(cookie);
    if (unsigned.valid && unsigned.value && /^[A-Za-z0-9_-]{22}$/.test(unsigned.value)) id = unsigned.value;
  }
  if (!id) {
    id = randomBytes(16).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, id, {
      ...cookieOptions(),
      signed: true,
      maxAge: VISITOR_COOKIE_SECONDS,
    });
  }
  // The cookie plugin's HMAC (keyed by the server's secret): the signature of day|address.
  const signed = request.server.signCookie(`${day}|${request.ip}`);
  return {
    viewer: `v:${createHash('sha256').update(id).digest('base64url')}`,
    address: signed.slice(signed.lastIndexOf('.') + 1),
  };
}

/** The day whose older marks were last deleted by this process. */
let prunedBefore = '';

/** Deletes the marks of days before yesterday, once a day per process (the day leads the key). */
async function pruneMarks(db: Db, day: string): Promise<void> {
  if (prunedBefore === day) return;
  prunedBefore = day;
  await db.deleteFrom('view_marks').where('day', '<', sql<string>`${day}::date - 1`).execute();
}

type ViewSection = (typeof VIEW_SECTIONS)[number];

/** The object viewed, as the viewer can see it; a video keeps its row (for the sums). */
async function findTarget(
  db: Db,
  section: ViewSection,
  raw: string,
  viewer: Viewer | null,
): Promise<{ objectId: number; video?: VideoRow } | null> {
  if (section === 'video') {
    const video = await findVideo(db, Number(raw));
    return video && visibleTo(video, viewer) ? { objectId: video.video_id, video } : null;
  }
  const objectId = await resolveObject(db, section, raw, viewer);
  return objectId === null ? null : { objectId };
}

/** The counter a counted view adds to, per section (channels have none of their own). */
const VIEW_COUNTERS: Record<Exclude<ViewSection, 'video'>, string | null> = {
  model: 'model_viewed',
  member: 'profile_viewed',
  playlist: 'video_viewed',
  channel: null,
};

export const view =
  (db: Db): CallHandler<'actions.view'> =>
  async ({ params, request, reply, viewer }) => {
    const { section } = params;
    const target = await findTarget(db, section, objectRefOf(section, params.object_id), viewer);
    if (!target) throw refuse(404, 'not_found');

    const day = today();
    const who = viewerKey(request, reply, viewer, day);
    const country = params.nogeo ? null : visitorCountry(request);
    await pruneMarks(db, day);
    await db.transaction().execute(async (trx) => {
      const mark = { day, section, object_id: target.objectId };
      let counted = true;
      if (who.address) {
        const seen = await trx
          .selectFrom('view_marks')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('day', '=', day)
          .where('section', '=', section)
          .where('object_id', '=', target.objectId)
          .where('address', '=', who.address)
          .executeTakeFirstOrThrow();
        counted = seen.n < VISITOR_VIEWS_PER_ADDRESS;
      }
      if (counted) {
        const inserted = await trx
          .insertInto('view_marks')
          .values({ ...mark, viewer: who.viewer, address: who.address })
          .onConflict((oc) => oc.doNothing())
          .returning('object_id')
          .executeTakeFirst();
        counted = inserted !== undefined;
      }
      if (counted) {
        if (target.video) {
          await bump(trx, 'video', target.objectId, 'video_viewed', 1, ['video_viewed']);
          if (isPublic(target.video)) await shiftVideoSums(trx, target.video, { viewed: 1 });
          if (country) {
            await trx
              .insertInto('video_country_views')
              .values({ country, video_id: target.objectId, views: 1 })
              .onConflict((oc) =>
                oc
                  .columns(['country', 'video_id'])
                  .doUpdateSet({ views: sql`least(video_country_views.views + 1, 2147483647)` }),
              )
              .execute();
          }
        } else {
          const column = VIEW_COUNTERS[section as Exclude<ViewSection, 'video'>];
          if (column) await bump(trx, section, target.objectId, column, 1, [column]);
        }
      }
      if (viewer && target.video) {
        await trx
          .insertInto('history')
          .values({ user_id: viewer.user_id, video_id: target.objectId })
          .onConflict((oc) => oc.columns(['user_id', 'video_id']).doUpdateSet({ viewed_at: sql`now()` }))
          .execute();
        await trx
          .deleteFrom('history')
          .where('user_id', '=', viewer.user_id)
          .where('video_id', 'in', (eb) =>
            eb
              .selectFrom('history')
              .select('video_id')
              .where('user_id', '=', viewer.user_id)
              .orderBy('viewed_at', 'desc')
              .orderBy('video_id', 'desc')
              .offset(HISTORY_CAP),
          )
          .execute();
      }
    });
    return { code: 'success' };
  };
