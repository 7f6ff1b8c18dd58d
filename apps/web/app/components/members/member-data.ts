import {
  type ApiClient,
  type Gender,
  type Language,
  type MemberSubPage,
  PAGE_SIZE,
  type SessionUser,
  type VideoListParamsInput,
  type VideoSection,
} from '@site/api';
import { commentQueries, friendQueries, memberQueries, playlistQueries, videoQueries } from '@site/api/query';
import type { Paging, RouteQueries } from '../../lib/route-data';
import type { VisitorSettings } from '../../lib/site';
import { memberHref } from '../../lib/urls';

/** The video section of a sub-page that lists videos (§2, §7 videos2 `{section}.{object_id}`). */
export const VIDEO_SUB_SECTIONS = {
  uploaded_videos: 'member',
  favourite_videos: 'favourites',
  watch_later_videos: 'watch_later',
  history: 'history',
  feed: 'feed',
} as const satisfies Partial<Record<MemberSubPage, VideoSection>>;

export type VideoSubPage = keyof typeof VIDEO_SUB_SECTIONS;

export function isVideoSubPage(sub: MemberSubPage): sub is VideoSubPage {
  return Object.hasOwn(VIDEO_SUB_SECTIONS, sub);
}

/** Sub-pages where the owner sees a remove button per video (§4, §6). */
export const REMOVABLE_SUB_PAGES = {
  favourite_videos: 'favourites',
  watch_later_videos: 'watch_later',
} as const satisfies Partial<Record<VideoSubPage, 'favourites' | 'watch_later'>>;

export function videoListParams(
  sub: VideoSubPage,
  userId: number,
  page: number,
  { gender, lang }: VisitorSettings,
): VideoListParamsInput {
  return { section: VIDEO_SUB_SECTIONS[sub], object_id: String(userId), page, gender, lang };
}

/**
 * A video sub-page's query: the owner reads their own lists on the videos2_own variant (private uploads,
 * history), anyone else the public path, whose answer (e.g. 403 no_permission for history) decides (§6).
 */
export function videoSectionQuery(
  api: ApiClient,
  sub: VideoSubPage,
  userId: number,
  page: number,
  site: VisitorSettings,
  own: boolean,
) {
  const params = videoListParams(sub, userId, page, site);
  // Both answer a video list; only their keys differ, so one type serves the page's `useQuery`.
  return own ? (videoQueries.own(api, params) as unknown as VideoListQuery) : videoQueries.list(api, params);
}

type VideoListQuery = ReturnType<typeof videoQueries.list>;

/** The member detail: one's own page is read fresh (lifetime 0, §7). */
export function memberDetailQuery(api: ApiClient, userId: number, own: boolean) {
  return memberQueries.detail(api, userId, own ? { fresh: true } : {});
}

/** A member's friends; the owner reads their own fresh (lifetime 0), as their friend acts change it. */
export function friendsQuery(api: ApiClient, userId: number, page: number, own: boolean) {
  return memberQueries.list(api, { section: 'friends', user_id: userId, page, fresh: own });
}

export function playlistsQuery(api: ApiClient, userId: number, page: number, gender: Gender, own: boolean) {
  return playlistQueries.list(api, { section: 'member', user_id: userId, page, gender, fresh: own });
}

export function wallQuery(api: ApiClient, userId: number, signedIn: boolean) {
  return commentQueries.list(api, { section: 'member', object_id: userId, fresh: signedIn });
}

export interface SectionContext {
  userId: number;
  sub: MemberSubPage;
  page: number;
  gender: Gender;
  lang: Language;
  viewer: SessionUser | null;
}

/** Prefetches a sub-page's list besides the member, through the same factories the page reads. */
export async function prefetchSection(q: RouteQueries, c: SectionContext) {
  const { api } = q;
  const own = c.viewer?.user_id === c.userId;
  // A page past a paged list's end is the 404 that links its last page.
  const paging = (count: number): Paging => ({
    page: c.page,
    count,
    href: (page) => memberHref(c.userId, c.sub, page),
  });
  if (isVideoSubPage(c.sub)) {
    await q.page(videoSectionQuery(api, c.sub, c.userId, c.page, c, own), paging(PAGE_SIZE.videos));
    return;
  }
  switch (c.sub) {
    case 'friends':
      // The owner's page also shows their friend requests.
      await Promise.all([
        q.page(friendsQuery(api, c.userId, c.page, own), paging(PAGE_SIZE.members)),
        own ? q.prefetch(friendQueries.requests(api)) : null,
      ]);
      return;
    case 'playlists':
      await q.page(playlistsQuery(api, c.userId, c.page, c.gender, own), paging(PAGE_SIZE.playlists));
      return;
    case 'subscriptions':
      return q.prefetch(memberQueries.subscriptions(api, c.userId));
    case 'wall':
      return q.prefetch(wallQuery(api, c.userId, c.viewer !== null));
  }
}

/**
 * Loads the member into the cache (a loader must know it exists): a missing member is the 404 page; any
 * other failure is left to the page's error state. For a signed-in viewer on another member's page it
 * also loads where the two stand, so the friend button shows it at once.
 */
export async function loadMember(q: RouteQueries, userId: number, viewer: SessionUser | null) {
  const own = viewer?.user_id === userId;
  const [member] = await Promise.all([
    q.fetch(memberDetailQuery(q.api, userId, own)),
    viewer && !own ? q.prefetch(friendQueries.state(q.api, userId)) : null,
  ]);
  return member;
}
