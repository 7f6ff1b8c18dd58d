import { USER_UPLOAD_SOURCE } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refuse } from '../http/call.js';
import { audit } from './audit.js';
import { isoOrNull, type Q, refOf, staffCall } from './common.js';

/**
 * The staff's list of hidden channels (#33 item 3, §9 "a list of 10 hidden channel ids"): `channels.is_hidden`,
 * edited in the console's settings (acts `channel_hide` and `channel_unhide`, moderators and admins, each in
 * the audit log). A hidden channel is left out of the channel lists, the channel names of search and
 * suggestions; its videos, of every video listing (home, /videos/, categories, tags, models', members' and
 * top lists), search, the sitemaps and related videos, because triggers set bit 2 of their `is_private`
 * (migration 0027) and every listing reads `is_private = 0`. Its page and its videos' pages stay reachable
 * by their addresses. The sums over public videos (totals of members, models, the channel, categories) move
 * with them in the act's transaction (`shift_channel_videos`, migration 0027).
 *
 * Nothing is purged: what was read before the change is served until its cache's lifetime ends (the
 * response cache's 10 s, the page cache's 5 s, a list path's max-age in browsers and CDNs, the sitemap's
 * hour, a search pool's and the suggestions' lifetime, the filtered totals' few minutes).
 */

export async function listHiddenChannels(db: Q) {
  const rows = await db
    .selectFrom('channels as c')
    .leftJoin('members as m', 'm.user_id', 'c.hidden_by')
    .select([
      'c.channel_id',
      'c.dir',
      'c.title',
      'c.gender',
      'c.hidden_by',
      'm.username',
      'c.hidden_at',
      (eb) =>
        eb
          .selectFrom('videos as v')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('v.content_source_id', '=', 'c.channel_id')
          .as('videos'),
    ])
    .where('c.is_hidden', '=', 1)
    .orderBy('c.title')
    .orderBy('c.channel_id')
    .execute();
  return rows.map((r) => ({
    channel_id: r.channel_id,
    dir: r.dir,
    title: r.title,
    gender: r.gender,
    videos: r.videos ?? 0,
    hidden_by: refOf(r.hidden_by, r.username),
    hidden_at: isoOrNull(r.hidden_at),
  }));
}

/**
 * Puts a channel on the list (`hidden` 1) or takes it off (0), moving its public videos out of the public
 * sums before it is hidden and back after it is shown. Answers 'not_found' for no such channel (or the
 * member uploads' source, which is no channel), 'unchanged' when it already is so.
 */
export async function setChannelHidden(
  trx: Q,
  dir: string,
  hidden: 0 | 1,
  actorId: number,
): Promise<{ channelId: number } | 'not_found' | 'unchanged'> {
  const channel = await trx
    .selectFrom('channels')
    .select(['channel_id', 'is_hidden'])
    .where('dir', '=', dir)
    .where('dir', '<>', USER_UPLOAD_SOURCE)
    .forUpdate()
    .executeTakeFirst();
  if (!channel) return 'not_found';
  if (channel.is_hidden === hidden) return 'unchanged';
  if (hidden === 1) await sql`select shift_channel_videos(${channel.channel_id}::int, -1)`.execute(trx);
  await trx
    .updateTable('channels')
    .set(
      hidden === 1
        ? { is_hidden: 1, hidden_at: sql`now()`, hidden_by: actorId }
        : { is_hidden: 0, hidden_at: null, hidden_by: null },
    )
    .where('channel_id', '=', channel.channel_id)
    .execute();
  if (hidden === 0) await sql`select shift_channel_videos(${channel.channel_id}::int, 1)`.execute(trx);
  return { channelId: channel.channel_id };
}

/** Hides (1) or shows (0) a channel with its audit entry; refuses as the acts say (contract). */
async function changeList(db: Db, dir: string, hidden: 0 | 1, actorId: number): Promise<{ code: 'success' }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const changed = await setChannelHidden(trx, dir, hidden, actorId);
    if (typeof changed === 'object') {
      const action = hidden === 1 ? 'channel_hide' : 'channel_unhide';
      await audit(trx, actorId, action, 'channel', changed.channelId, { dir });
    }
    return changed;
  });
  if (outcome === 'not_found' || (outcome === 'unchanged' && hidden === 0)) {
    throw refuse(404, 'not_found', [{ field: 'dir', code: 'not_found' }]);
  }
  if (outcome === 'unchanged') throw refuse(409, 'already_listed');
  return { code: 'success' };
}

/** The console's calls of the list: its read and the two acts. */
export function hiddenChannelCalls(db: Db) {
  return {
    'moderation.hiddenChannels': staffCall<'moderation.hiddenChannels'>(db, async (ctx) => ({
      code: 'success',
      channels: await listHiddenChannels(ctx.db),
    })),
    'moderation.hideChannel': staffCall<'moderation.hideChannel'>(db, (ctx) =>
      changeList(ctx.db, ctx.params.dir, 1, ctx.viewer.user_id),
    ),
    'moderation.showChannel': staffCall<'moderation.showChannel'>(db, (ctx) =>
      changeList(ctx.db, ctx.params.dir, 0, ctx.viewer.user_id),
    ),
  };
}
