import {
  type OkResponse,
  PLAYLIST_ACTIONS,
  type PlaylistCreateResponse,
  playlistCreateInputSchema,
  playlistDeleteInputSchema,
  playlistUpdateInputSchema,
  TEXT_LIMITS,
} from '@site/api';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Act } from '../http/acts.js';
import { badParams, fail, needAuth, notFound } from '../http/errors.js';
import { type LengthRule, readFields } from '../http/fields.js';
import { titleSlug } from '../lib/slug.js';
import { playlistOwner } from './objects.js';

/**
 * input.php `act=playlist` (§7) by `section`, with the contract's input schemas (contract/playlist.ts):
 * - `new`: `title` (trimmed, 3–100), `desc` (trimmed, up to 500, default empty), `visible` (0 only me, 1
 *   all; default 1), `orientation` (str, gay, she; required, §5). Answers the new `playlist_id`.
 * - `upd`: `object_id`, `title`, `desc`, `visible`, optional `orientation`; the owner's only.
 * - `del`: `object_id`; the owner's only. Its videos, votes and comment thread go with it.
 * Members only (401 `need_auth`); another member's playlist is 403 `not_owner` (§6), an unknown one 404.
 * Field errors use the §5 codes: `required`, `min_max_length` {min, max} for the title, `max_length`
 * {length, max} for the description, else `invalid`. The playlist's `dir` is a slug of its title.
 */

const sectionSchema = z.object({ section: z.enum(PLAYLIST_ACTIONS) });

const TEXTS: Record<string, LengthRule> = {
  title: { min: TEXT_LIMITS.playlistTitleMin, max: TEXT_LIMITS.playlistTitleMax },
  desc: { max: TEXT_LIMITS.playlistDescMax },
};

/** The dir of a playlist: the slug of its title. */
export const playlistDir = (title: string): string => titleSlug(title, 'playlist');

export function playlistAct(): Act {
  return async ({ db, reply, fields, viewer }) => {
    if (!viewer) return needAuth(reply);
    const which = readFields(fields, ['section'], sectionSchema);
    if (!which.ok) return badParams(reply, which.errors);

    switch (which.value.section) {
      case 'new': {
        const read = readFields(
          fields,
          ['title', 'desc', 'visible', 'orientation'],
          playlistCreateInputSchema,
          TEXTS,
        );
        if (!read.ok) return badParams(reply, read.errors);
        const p = read.value;
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
        const body: PlaylistCreateResponse = { code: 'success', playlist_id: row.playlist_id };
        return body;
      }
      case 'upd': {
        const read = readFields(
          fields,
          ['object_id', 'title', 'desc', 'visible', 'orientation'],
          playlistUpdateInputSchema,
          TEXTS,
        );
        if (!read.ok) return badParams(reply, read.errors);
        const p = read.value;
        const owner = await playlistOwner(db, p.object_id);
        if (owner === undefined) return notFound(reply);
        if (owner !== viewer.user_id) return fail(reply, 403, 'not_owner');
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
        const body: OkResponse = { code: 'success' };
        return body;
      }
      case 'del': {
        const read = readFields(fields, ['object_id'], playlistDeleteInputSchema);
        if (!read.ok) return badParams(reply, read.errors);
        const id = read.value.object_id;
        const owner = await playlistOwner(db, id);
        if (owner === undefined) return notFound(reply);
        if (owner !== viewer.user_id) return fail(reply, 403, 'not_owner');
        await db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('votes')
            .where('section', '=', 'playlist')
            .where('object_id', '=', id)
            .execute();
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
        const body: OkResponse = { code: 'success' };
        return body;
      }
    }
  };
}
