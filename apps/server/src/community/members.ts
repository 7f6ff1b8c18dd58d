import {
  AGE_RANGE_BOUNDS,
  type ChannelCard,
  type MemberCard,
  type MemberListParams,
  type MemberProfile,
  type MemberSort,
  type ModelCard,
} from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { escapeLike } from '../http/path-params.js';

/**
 * The order of each member sort, largest first, the user id breaking ties so pages never overlap. Constants
 * picked by the validated sort, never built from input; each has an index (0002 `members_recent`, 0005).
 * latest-updates is the last change the writes record on the member (`updated_at`); most-popular-videos the
 * views of the member's public videos.
 */
const ORDER: Record<MemberSort, RawBuilder<unknown>> = {
  'count-subs': sql`m.subscribers desc, m.user_id desc`,
  'count-videos': sql`m.videos_count desc, m.user_id desc`,
  'latest-updates': sql`m.updated_at desc, m.user_id desc`,
  'most-popular-videos': sql`m.videos_viewed desc, m.user_id desc`,
  recent: sql`m.created_at desc, m.user_id desc`,
};

/** The columns of a member card, as the queries select them. */
export interface CardRow {
  user_id: number;
  username: string;
  avatar: string | null;
  gender: number | null;
  country: string | null;
  is_trusted: number;
  videos_count: number;
  videos_viewed: number | string;
  subscribers: number;
}

const flag = (n: number | null | undefined): 0 | 1 => (n === 1 ? 1 : 0);
const code = <T extends number>(values: readonly T[], n: number | null): T | null =>
  n !== null && (values as readonly number[]).includes(n) ? (n as T) : null;

export function toMemberCard(row: CardRow): MemberCard {
  return {
    user_id: row.user_id,
    username: row.username,
    avatar: row.avatar || null,
    gender: code([1, 2, 3] as const, row.gender),
    country: row.country,
    is_trusted: flag(row.is_trusted),
    statistics: {
      videos: row.videos_count,
      viewed: Number(row.videos_viewed),
      subscribers: row.subscribers,
    },
  };
}

/** The members the list shows: the community, or one member's accepted friends; then the filters. */
function filtered(db: Db, p: MemberListParams) {
  let q = db.selectFrom('members as m');
  if (p.section === 'friends') {
    // An accepted friendship is a row each way with status 1 (0002); one row per friend of user_id.
    q = q.innerJoin('friends as f', (join) =>
      join.onRef('f.friend_id', '=', 'm.user_id').on('f.user_id', '=', p.user_id).on('f.status', '=', 1),
    );
  }
  if (p.country !== 'all') q = q.where('m.country', '=', p.country);
  if (p.sex !== 'all') q = q.where('m.gender', '=', Number(p.sex));
  if (p.age !== 'all') {
    // Age bands of §3 from the birth date: at least `lo` years old and, when bounded, younger than hi + 1.
    const [lo, hi] = AGE_RANGE_BOUNDS[p.age];
    q = q.where('m.birth_date', '<=', sql<Date>`(current_date - make_interval(years => ${lo}))::date`);
    if (hi !== null) {
      q = q.where('m.birth_date', '>', sql<Date>`(current_date - make_interval(years => ${hi + 1}))::date`);
    }
  }
  if (p.relationship !== 'all') q = q.where('m.relationship', '=', Number(p.relationship));
  if (p.orientation !== 'all') q = q.where('m.orientation', '=', Number(p.orientation));
  if (p.with_avatar === '1') q = q.where(sql<boolean>`coalesce(m.avatar, '') <> ''`);
  if (p.with_avatar === '2') q = q.where(sql<boolean>`coalesce(m.avatar, '') = ''`);
  if (p.search) {
    // Case-insensitive substring of the username, matched literally (the trigram index of 0005 serves it).
    const pattern = `%${escapeLike(p.search)}%`;
    q = q.where(sql<boolean>`lower(m.username) like lower(${pattern}) escape '\\'`);
  }
  return q;
}

/** The columns of a member card (`toMemberCard`), on `members as m`. */
export const CARD_COLUMNS = [
  'm.user_id',
  'm.username',
  'm.avatar',
  'm.gender',
  'm.country',
  'm.is_trusted',
  'm.videos_count',
  'm.videos_viewed',
  'm.subscribers',
] as const;

/**
 * One page of the members list and the total of the filtered list, in one statement (the total as a scalar
 * subquery, the page as a JSON array ordered by its row number), as the video list does.
 */
export async function listMembers(
  db: Db,
  p: MemberListParams,
): Promise<{ members: MemberCard[]; total: number }> {
  const order = ORDER[p.sort];
  // The page's ids first (an index-only walk of the sort index past the offset), then their rows: deep
  // pages do not read the rows they skip.
  const ids = filtered(db, p)
    .select(['m.user_id as id', sql<number>`row_number() over (order by ${order})`.as('ord')])
    .orderBy(order)
    .limit(p.count)
    .offset((p.page - 1) * p.count);
  const page = db
    .selectFrom(ids.as('ids'))
    .innerJoin('members as m', 'm.user_id', 'ids.id')
    .select([...CARD_COLUMNS, 'ids.ord']);
  const result = await db
    .selectNoFrom([
      filtered(db, p).select(sql<number>`count(*)::int`.as('n')).as('total'),
      sql<CardRow[]>`(select coalesce(json_agg(page order by page.ord), '[]'::json) from ${page} as page)`.as(
        'members',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { total: result.total ?? 0, members: result.members.map(toMemberCard) };
}

export async function memberExists(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One member's page: the card, cover, joined date and the profile fields of §3. `self` is 1 when the viewer
 * is that member; `email` and `has_password` only when asked (section `edit`, own profile).
 */
export async function getMemberProfile(
  db: Db,
  userId: number,
  options: { self: boolean; withEmail: boolean },
): Promise<MemberProfile | null> {
  const row = await db
    .selectFrom('members as m')
    .select([
      ...CARD_COLUMNS,
      'm.cover',
      'm.email',
      sql<boolean>`m.password_hash is not null`.as('has_password'),
      'm.about_me',
      'm.city',
      'm.education',
      'm.interests',
      'm.occupation',
      'm.website',
      'm.relationship',
      'm.orientation',
      sql<string | null>`to_char(m.birth_date, 'YYYY-MM-DD')`.as('birth'),
      sql<number | null>`date_part('year', age(current_date, m.birth_date))::int`.as('age'),
      sql<number>`extract(epoch from m.created_at)::float8 * 1000`.as('created_ms'),
    ])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const profile: MemberProfile = {
    ...toMemberCard(row),
    cover: row.cover || null,
    self: options.self ? 1 : 0,
    added_date: new Date(row.created_ms).toISOString(),
    about_me: row.about_me,
    age: row.age,
    birth_date: row.birth,
    city: row.city,
    education: row.education,
    interests: row.interests,
    occupation: row.occupation,
    website: row.website,
    relationship: code([1, 2, 3] as const, row.relationship),
    orientation: code([1, 2, 3, 4, 5] as const, row.orientation),
  };
  if (options.withEmail) {
    profile.email = row.email ?? '';
    profile.has_password = row.has_password ? 1 : 0;
  }
  return profile;
}

/** How many of each kind a subscriptions answer carries at most (newest first): the call has no paging. */
export const SUBSCRIPTIONS_CAP = 1000;

interface ModelRow {
  dir: string;
  title: string;
  img: string | null;
  country: string | null;
  total_videos: number;
  video_viewed: number;
  subscribers: number;
}

interface ChannelRow {
  dir: string;
  title: string;
  img: string | null;
  total_videos: number;
  subscribers: number;
  categories: { dir: string; title: string }[];
}

/**
 * What a member follows, newest subscription first, split by kind (the contract's three arrays), in one
 * statement. Hidden channels (§9) and the usersupload source (not a channel, §2) are left out, as from every list.
 */
export async function getSubscriptions(
  db: Db,
  userId: number,
): Promise<{ models: ModelCard[]; channels: ChannelCard[]; members: MemberCard[] }> {
  const cap = SUBSCRIPTIONS_CAP;
  const { rows } = await sql<{ models: ModelRow[]; channels: ChannelRow[]; members: CardRow[] }>`
    select
      (select coalesce(json_agg(x order by x.ord), '[]'::json) from (
        select mo.dir, mo.title, mo.img, mo.country, mo.total_videos, mo.video_viewed, mo.subscribers,
               row_number() over (order by s.created_at desc, s.object_id desc) as ord
        from subscriptions s join models mo on mo.model_id = s.object_id
        where s.user_id = ${userId} and s.section = 'model'
        order by s.created_at desc, s.object_id desc limit ${cap}) x) as models,
      (select coalesce(json_agg(x order by x.ord), '[]'::json) from (
        select ch.dir, ch.title, ch.img, ch.total_videos, ch.subscribers,
               (select coalesce(json_agg(json_build_object('dir', c.dir, 'title', c.title) order by c.title, c.dir), '[]'::json)
                from channel_categories cc join categories c on c.category_id = cc.category_id
                where cc.channel_id = ch.channel_id) as categories,
               row_number() over (order by s.created_at desc, s.object_id desc) as ord
        from subscriptions s join channels ch on ch.channel_id = s.object_id
        where s.user_id = ${userId} and s.section = 'channel' and ch.is_hidden = 0 and ch.dir <> 'usersupload'
        order by s.created_at desc, s.object_id desc limit ${cap}) x) as channels,
      (select coalesce(json_agg(x order by x.ord), '[]'::json) from (
        select m.user_id, m.username, m.avatar, m.gender, m.country, m.is_trusted, m.videos_count,
               m.videos_viewed, m.subscribers,
               row_number() over (order by s.created_at desc, s.object_id desc) as ord
        from subscriptions s join members m on m.user_id = s.object_id
        where s.user_id = ${userId} and s.section = 'member'
        order by s.created_at desc, s.object_id desc limit ${cap}) x) as members
  `.execute(db);
  const row = rows[0];
  return {
    models: (row?.models ?? []).map((m) => ({
      dir: m.dir,
      title: m.title,
      img: m.img,
      country: m.country,
      statistics: { videos: m.total_videos, viewed: Number(m.video_viewed), subscribers: m.subscribers },
    })),
    channels: (row?.channels ?? []).map((c) => ({
      dir: c.dir,
      title: c.title,
      img: c.img,
      total_videos: c.total_videos,
      categories: c.categories,
      statistics: { subscribers: c.subscribers },
    })),
    members: (row?.members ?? []).map(toMemberCard),
  };
}
