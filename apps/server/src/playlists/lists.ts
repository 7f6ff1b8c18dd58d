import type { Playlist, PlaylistListParams, PlaylistSort } from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';

/**
 * The order of each playlist sort, largest first, the playlist id breaking ties. Constants picked by the
 * validated sort; each has a partial index for the public list (0002 `playlists_public`, 0005).
 * most-popular: likes, then views; most-viewed: the playlist's own views; top-rated: the share of likes
 * among votes, then likes (as videos); recent: creation; latest-updates: the last change (a video added).
 */
const ORDER: Record<PlaylistSort, RawBuilder<unknown>> = {
  'count-videos': sql`p.total_videos desc, p.playlist_id desc`,
  'latest-updates': sql`p.updated_at desc, p.playlist_id desc`,
  'most-popular': sql`p.likes desc, p.video_viewed desc, p.playlist_id desc`,
  'most-viewed': sql`p.video_viewed desc, p.playlist_id desc`,
  recent: sql`p.created_at desc, p.playlist_id desc`,
  'top-rated': sql`(p.likes::float8 / greatest(p.likes + p.dislikes, 1)) desc, p.likes desc, p.playlist_id desc`,
};

/** How many thumbs a playlist card shows (§3: up to 3). */
const THUMBS = 3;

/** A playlist as the queries return it (inside a JSON array). */
interface PlaylistRow {
  playlist_id: number;
  title: string;
  dir: string;
  description: string;
  visible: number;
  orientation: Playlist['orientation'];
  total_videos: number;
  video_viewed: number;
  likes: number;
  dislikes: number;
  user_id: number;
  username: string;
  created_ms: number;
  thumbs: string[];
  first_id: number | null;
  first_dir: string | null;
}

function toPlaylist(row: PlaylistRow): Playlist {
  return {
    playlist_id: row.playlist_id,
    title: row.title,
    dir: row.dir,
    description: row.description,
    visible: row.visible === 1 ? 1 : 0,
    orientation: row.orientation,
    thumbs: row.thumbs.slice(0, THUMBS),
    statistics: {
      videos: row.total_videos,
      viewed: row.video_viewed,
      likes: row.likes,
      dislikes: row.dislikes,
    },
    user: { user_id: row.user_id, username: row.username },
    video_id: row.first_id,
    video_dir: row.first_dir,
    added_date: new Date(row.created_ms).toISOString(),
  };
}

/**
 * The first videos of the playlist on the row `pl` (in the order its video list shows them: the owner's
 * position, then the newest added first), public active ones only: up to 3 thumbs, and the first one's id
 * and dir (the card's link to /videos/{video_id}/{dir}/). One small index range per playlist (`playlist_videos_order`).
 */
const FIRST_VIDEOS = sql`left join lateral (
    select coalesce(json_agg(t.thumb order by t.ord) filter (where t.thumb <> ''), '[]'::json) as thumbs,
           (array_agg(t.video_id order by t.ord))[1] as first_id,
           (array_agg(t.dir order by t.ord))[1] as first_dir
    from (select v.thumb, v.video_id, v.dir,
                 row_number() over (order by pv.position, pv.added_at desc, pv.video_id desc) as ord
          from playlist_videos pv join videos v on v.video_id = pv.video_id
          where pv.playlist_id = pl.playlist_id
            and v.status_id = ${sql.lit(VIDEO_STATUS.active)} and v.is_private = 0
          order by pv.position, pv.added_at desc, pv.video_id desc
          limit ${sql.lit(THUMBS)}) t
  ) f on true`;

const COLUMNS = [
  'p.playlist_id',
  'p.title',
  'p.dir',
  'p.description',
  'p.visible',
  'p.orientation',
  'p.total_videos',
  'p.video_viewed',
  'p.likes',
  'p.dislikes',
  'p.user_id',
  'm.username',
  sql<number>`extract(epoch from p.created_at)::float8 * 1000`.as('created_ms'),
] as const;

/**
 * The playlists a list shows: the public ones of the site (`all`), or one member's of the site (`member`):
 * the public ones, and also the owner-only ones when `owner` (the viewer is that member).
 */
function filtered(db: Db, p: PlaylistListParams, owner: boolean) {
  let q = db.selectFrom('playlists as p').where('p.orientation', '=', p.gender);
  if (p.section === 'member') q = q.where('p.user_id', '=', p.user_id);
  // A literal, so the planner matches the partial indexes (WHERE visible = 1).
  if (!owner) q = q.where('p.visible', '=', sql.lit(1));
  // The site's list (/playlists/) leaves out a playlist with nothing to show (#32 item 7): no public
  // active video, so no thumb and no first video to open. A member's own list keeps them.
  if (p.section === 'all') {
    q = q.where(
      sql<boolean>`exists (select 1 from playlist_videos pv join videos v on v.video_id = pv.video_id
        where pv.playlist_id = p.playlist_id
          and v.status_id = ${sql.lit(VIDEO_STATUS.active)} and v.is_private = 0)`,
    );
  }
  return q;
}

/** One page of playlists and the total of the list, in one statement (as the video list). */
export async function listPlaylists(
  db: Db,
  p: PlaylistListParams,
  owner: boolean,
): Promise<{ playlists: Playlist[]; total: number }> {
  const order = ORDER[p.sort];
  // The page's ids first (an index-only walk of the sort index past the offset), then their rows and owners.
  const ids = filtered(db, p, owner)
    .select(['p.playlist_id as id', sql<number>`row_number() over (order by ${order})`.as('ord')])
    .orderBy(order)
    .limit(p.count)
    .offset((p.page - 1) * p.count);
  const page = db
    .selectFrom(ids.as('ids'))
    .innerJoin('playlists as p', 'p.playlist_id', 'ids.id')
    .innerJoin('members as m', 'm.user_id', 'p.user_id')
    .select([...COLUMNS, 'ids.ord']);
  const result = await db
    .selectNoFrom([
      filtered(db, p, owner).select(sql<number>`count(*)::int`.as('n')).as('total'),
      sql<PlaylistRow[]>`(select coalesce(json_agg(json_build_object(
          'playlist_id', pl.playlist_id, 'title', pl.title, 'dir', pl.dir, 'description', pl.description,
          'visible', pl.visible, 'orientation', pl.orientation, 'total_videos', pl.total_videos,
          'video_viewed', pl.video_viewed, 'likes', pl.likes, 'dislikes', pl.dislikes, 'user_id', pl.user_id,
          'username', pl.username, 'created_ms', pl.created_ms, 'thumbs', f.thumbs, 'first_id', f.first_id,
          'first_dir', f.first_dir) order by pl.ord), '[]'::json)
        from ${page} as pl ${FIRST_VIDEOS})`.as('playlists'),
    ])
    .executeTakeFirstOrThrow();
  return { total: result.total ?? 0, playlists: result.playlists.map(toPlaylist) };
}

/** One playlist with its owner and first videos, whatever its visibility (the caller decides), or null. */
export async function getPlaylist(db: Db, playlistId: number): Promise<Playlist | null> {
  const one = db
    .selectFrom('playlists as p')
    .innerJoin('members as m', 'm.user_id', 'p.user_id')
    .select(COLUMNS)
    .where('p.playlist_id', '=', playlistId);
  const { rows } = await sql<PlaylistRow>`select pl.*, f.thumbs, f.first_id, f.first_dir
    from ${one} as pl ${FIRST_VIDEOS}`.execute(db);
  const row = rows[0];
  return row ? toPlaylist(row) : null;
}
