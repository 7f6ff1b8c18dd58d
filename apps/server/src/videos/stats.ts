import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { listingCountStatements } from './listing-counts.js';

/**
 * The statements that recompute every denormalized counter from the relations. Only public active videos
 * (status 1, not private) count, as the listings show only those. Each statement zeroes the rows that no
 * longer have anything to count, so the result does not depend on what the counters held before. Sums kept
 * in integer columns saturate at 2^31 − 1 rather than fail (the likes of the usersupload source pass it on a
 * million videos).
 */
/**
 * The votes cast on a model or channel itself (actions/vote.ts), per object: they add to the likes and
 * dislikes its public videos bring.
 */
const DIRECT_VOTES = (section: 'model' | 'channel') =>
  sql`select object_id, count(*) filter (where vote = 1)::int as likes, count(*) filter (where vote = 0)::int as dislikes
      from votes where section = ${section} group by object_id`;

const STATEMENTS = [
  sql`update videos v set comments_count = coalesce(c.n, 0)
      from videos v2 left join (select object_id, count(*)::int as n from comments where section = 'video' and deleted_at is null group by object_id) c
        on c.object_id = v2.video_id
      where v.video_id = v2.video_id and v.comments_count <> coalesce(c.n, 0)`,
  sql`update members m set videos_count = coalesce(s.n, 0), videos_viewed = coalesce(s.viewed, 0),
        subscribers = coalesce(sub.n, 0)
      from members m2
      left join (select user_id, count(*)::int as n, sum(video_viewed)::bigint as viewed from videos
                 where status_id = 1 and is_private = 0 group by user_id) s on s.user_id = m2.user_id
      left join (select object_id, count(*)::int as n from subscriptions where section = 'member' group by object_id) sub
        on sub.object_id = m2.user_id
      where m.user_id = m2.user_id`,
  sql`update channels ch set total_videos = coalesce(s.n, 0), video_viewed = coalesce(s.viewed, 0),
        likes = least(coalesce(s.likes, 0)::bigint + coalesce(dv.likes, 0), 2147483647)::int,
        dislikes = least(coalesce(s.dislikes, 0)::bigint + coalesce(dv.dislikes, 0), 2147483647)::int,
        subscribers = coalesce(sub.n, 0), last_video_at = s.last
      from channels c2
      left join (select content_source_id as id, count(*)::int as n, sum(video_viewed)::bigint as viewed,
                 least(sum(likes), 2147483647)::int as likes, least(sum(dislikes), 2147483647)::int as dislikes, max(added_date) as last from videos
                 where status_id = 1 and is_private = 0 and content_source_id is not null group by content_source_id) s
        on s.id = c2.channel_id
      left join (select object_id, count(*)::int as n from subscriptions where section = 'channel' group by object_id) sub
        on sub.object_id = c2.channel_id
      left join (${DIRECT_VOTES('channel')}) dv on dv.object_id = c2.channel_id
      where ch.channel_id = c2.channel_id`,
  sql`update models mo set total_videos = coalesce(s.n, 0), video_viewed = coalesce(s.viewed, 0),
        likes = least(coalesce(s.likes, 0)::bigint + coalesce(dv.likes, 0), 2147483647)::int,
        dislikes = least(coalesce(s.dislikes, 0)::bigint + coalesce(dv.dislikes, 0), 2147483647)::int,
        subscribers = coalesce(sub.n, 0), comments_count = coalesce(cm.n, 0), last_video_at = s.last
      from models m2
      left join (select vm.model_id, count(*)::int as n, sum(v.video_viewed)::bigint as viewed,
                 least(sum(v.likes), 2147483647)::int as likes, least(sum(v.dislikes), 2147483647)::int as dislikes, max(v.added_date) as last
                 from video_models vm join videos v on v.video_id = vm.video_id
                 where v.status_id = 1 and v.is_private = 0 group by vm.model_id) s on s.model_id = m2.model_id
      left join (select object_id, count(*)::int as n from subscriptions where section = 'model' group by object_id) sub
        on sub.object_id = m2.model_id
      left join (select object_id, count(*)::int as n from comments where section = 'model' and deleted_at is null group by object_id) cm
        on cm.object_id = m2.model_id
      left join (${DIRECT_VOTES('model')}) dv on dv.object_id = m2.model_id
      where mo.model_id = m2.model_id`,
  sql`update playlists p set total_videos = coalesce(s.n, 0)
      from playlists p2
      left join (select playlist_id, count(*)::int as n from playlist_videos group by playlist_id) s
        on s.playlist_id = p2.playlist_id
      where p.playlist_id = p2.playlist_id`,
  sql`delete from category_stats`,
  sql`insert into category_stats (category_id, gender, total_videos)
      select vc.category_id, v.gender, count(*)::int from video_categories vc
      join videos v on v.video_id = vc.video_id
      where v.status_id = 1 and v.is_private = 0
      group by vc.category_id, v.gender`,
  // The totals of the filtered home and category lists (listing-counts.ts).
  ...listingCountStatements(),
];

/**
 * Recomputes every denormalized counter (subscribers, totals, views, likes, comment counts, category
 * totals per site, the totals of filtered listings) in one transaction. The seed and the bulk loader call it once after loading; writes
 * keep the counters current one change at a time.
 */
export async function refreshStats(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const statement of STATEMENTS) await statement.execute(trx);
  });
}
