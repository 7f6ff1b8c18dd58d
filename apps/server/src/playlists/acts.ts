import { sql } from 'kysely';
import { playlistOwner } from '../actions/objects.js';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { titleSlug } from '../lib/slug.js';

/**
 * input.php `act=playlist` (§7) by `section`, declared in @site/api's contract/community-calls.ts with the
 * contract's input schemas (contract/playlist.ts):
 * - `new` (`playlists.create`): `title` (trimmed, 3–100), `desc` (trimmed, up to 500, default empty),
 *   `visible` (0 only me, 1 all; default 1), `orientation` (str, gay, she; required, §5). Answers the new
 *   `playlist_id`.
 * - `upd` (`playlists.update`): `object_id`, `title`, `desc`, `visible`, optional `orientation`; the owner's only.
 * - `del` (`playlists.remove`): `object_id`; the owner's only. Its videos, votes and comment thread go with it.
 * - `move` (`playlists.move`, #32 item 7): `object_id`, `video_id`, `position` (1-based); the owner's only. The
 *   video takes that place in the playlist's order (past the end: last); a video not in it is 404.
 * Members only (401 `need_auth`); another member's playlist is 403 `not_owner` (§6), an unknown one 404.
 * The playlist's `dir` is a slug of its title.
 */

/** The dir of a playlist: the slug of its title. */
export const playlistDir = (title: string): string => titleSlug(title, 'playlist');

/** The playlist the viewer changes: 404 when unknown, 403 `not_owner` when another member's. */
async function ownPlaylist(db: Db, playlistId: number, viewerId: number): Promise<void> {
  const owner = await playlistOwner(db, playlistId);
  if (owner === undefined) throw refuse(404, 'not_found');
  if (owner !== viewerId) throw refuse(403, 'not_owner');
}

/** `playlists.create`: a playlist of the viewer. */
export function playlistCreate(db: Db): CallHandler<'playlists.create'> {
  return async ({ params: p, viewer }) => {
    const row = await db
      .insertInto('playlists')
      .values({
        user_id: viewer.user_id,
        title: p.title,
        dir: playlistDir(p.title),
        description: p.desc,
        visible: p.visible,
        orientation: p.orientation,
      })
      .returning('playlist_id')
      .executeTakeFirstOrThrow();
    return { code: 'success', playlist_id: row.playlist_id };
  };
}

/** `playlists.update`: the owner's title, description, visibility and (when given) orientation. */
export function playlistUpdate(db: Db): CallHandler<'playlists.update'> {
  return async ({ params: p, viewer }) => {
    await ownPlaylist(db, p.object_id, viewer.user_id);
    await db
      .updateTable('playlists')
      .set({
        title: p.title,
        dir: playlistDir(p.title),
        description: p.desc,
        visible: p.visible,
        ...(p.orientation ? { orientation: p.orientation } : {}),
        updated_at: sql`now()`,
      })
      .where('playlist_id', '=', p.object_id)
      .execute();
    return { code: 'success' };
  };
}

/** `playlists.remove`: the owner's playlist, with its votes and its comment thread (and their votes). */
export function playlistRemove(db: Db): CallHandler<'playlists.remove'> {
  return async ({ params, viewer }) => {
    const id = params.object_id;
    await ownPlaylist(db, id, viewer.user_id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('votes').where('section', '=', 'playlist').where('object_id', '=', id).execute();
      await trx
        .deleteFrom('votes')
        .where('section', '=', 'comment')
        .where('object_id', 'in', (eb) =>
          eb
            .selectFrom('comments')
            .select('comment_id')
            .where('section', '=', 'playlist')
            .where('object_id', '=', id),
        )
        .execute();
      await trx
        .deleteFrom('comments')
        .where('section', '=', 'playlist')
        .where('object_id', '=', id)
        .execute();
      await trx.deleteFrom('playlists').where('playlist_id', '=', id).execute();
    });
    return { code: 'success' };
  };
}

/**
 * `playlists.move`: the owner puts one video of the playlist at `position` (1-based). The playlist's order
 * (the list's, `videos/queries.ts`: position, then the most recently added) is read, the video moved in it,
 * and every video numbered 1..n, in one transaction that holds the playlist's row so two moves do not mix.
 */
export function playlistMove(db: Db): CallHandler<'playlists.move'> {
  return async ({ params: p, viewer }) => {
    await ownPlaylist(db, p.object_id, viewer.user_id);
    await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('playlists')
        .select('playlist_id')
        .where('playlist_id', '=', p.object_id)
        .forUpdate()
        .execute();
      const rows = await trx
        .selectFrom('playlist_videos')
        .select('video_id')
        .where('playlist_id', '=', p.object_id)
        .orderBy('position')
        .orderBy('added_at', 'desc')
        .orderBy('video_id', 'desc')
        .execute();
      const order = rows.map((r) => r.video_id);
      const from = order.indexOf(p.video_id);
      if (from === -1) throw refuse(404, 'not_found');
      order.splice(from, 1);
      order.splice(Math.min(p.position, order.length + 1) - 1, 0, p.video_id);
      await sql`update playlist_videos pv set position = o.ord
        from unnest(${order}::int[]) with ordinality as o(video_id, ord)
        where pv.playlist_id = ${p.object_id} and pv.video_id = o.video_id and pv.position <> o.ord`.execute(
        trx,
      );
    });
    return { code: 'success' };
  };
}
