import type { CaptchaChallenge, SessionUser } from '../contract/auth.js';
import type { ChannelCard, ChannelDetail } from '../contract/channel.js';
import type { Comment, ThreadComment } from '../contract/comment.js';
import type { FriendRequest } from '../contract/friend.js';
import type { MemberCard, MemberProfile } from '../contract/member.js';
import type { Dialog, Message } from '../contract/message.js';
import type { Category, Suggestion } from '../contract/misc.js';
import type { ModelCard, ModelDetail } from '../contract/model.js';
import type { Playlist } from '../contract/playlist.js';
import type { UploadState } from '../contract/upload.js';
import type { Gender } from '../contract/values.js';
import type { SliderVideo, VideoCard, VideoDetail, VideoFile } from '../contract/video.js';
import { encodeVideoUrl } from '../display/video.js';

/**
 * Realistic synthetic fixtures: neutral words, no real people, deterministic per index, so stories and
 * tests render the same every time. Each factory takes an index and overrides.
 */
const ADJECTIVES = [
  'amber',
  'quiet',
  'silver',
  'golden',
  'misty',
  'gentle',
  'bright',
  'velvet',
  'crimson',
  'calm',
];
const NOUNS = [
  'river',
  'heron',
  'meadow',
  'harbor',
  'lantern',
  'orchard',
  'canyon',
  'willow',
  'breeze',
  'summit',
];
const SCENES = ['at dawn', 'at dusk', 'in spring', 'by the sea', 'after rain', 'in the hills', 'at noon'];
const COUNTRIES = ['nl', 'de', 'fr', 'es', 'it', 'pl', 'pt', 'us', 'gb', 'jp'];

const pick = <T>(list: readonly T[], i: number): T =>
  list[((i % list.length) + list.length) % list.length] as T;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A fixed clock for fixtures: 2026-11-01T10:00:00Z minus i hours. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 1, 10, 0, 0);
export const fixtureDate = (i: number): string => new Date(FIXTURE_NOW - i * 3_600_000).toISOString();

export const words = {
  title: (i: number) => `${cap(pick(ADJECTIVES, i))} ${pick(NOUNS, i * 3 + 1)} ${pick(SCENES, i * 7 + 2)}`,
  name: (i: number) => `${cap(pick(ADJECTIVES, i + 3))} ${cap(pick(NOUNS, i * 7 + 5))}`,
  username: (i: number) => `${pick(ADJECTIVES, i + 1)}_${pick(NOUNS, i * 3 + 2)}${i > 9 ? i : ''}`,
  slug,
};

export function videoCard(i = 1, overrides: Partial<VideoCard> = {}): VideoCard {
  const title = words.title(i);
  const channel = i % 3 === 0;
  return {
    video_id: i,
    title,
    dir: slug(title),
    thumb: `/media/thumbs/${i}.jpg`,
    duration: 300 + ((i * 97) % 3000),
    video_viewed: i % 7 === 0 ? 0 : (i * 1237) % 2_500_000,
    added_date: fixtureDate(i * 13),
    status_id: 1,
    is_private: 0,
    props: { hd: i % 2 === 0 ? 1 : 0, vr: i % 11 === 0 ? 1 : 0 },
    statistics: { likes: (i * 31) % 900, dislikes: (i * 7) % 90 },
    user_id: 100 + (i % 20),
    display_name: words.username(i % 20),
    is_trusted: i % 4 === 0 ? 1 : 0,
    content_source_id: channel ? 10 + (i % 5) : null,
    content_source_dir: channel ? slug(words.name(i % 5)) : null,
    content_source_name: channel ? words.name(i % 5) : null,
    ...overrides,
  };
}

export function videoDetail(i = 1, overrides: Partial<VideoDetail> = {}): VideoDetail {
  const card = videoCard(i);
  return {
    ...card,
    titles: { en: card.title },
    description: `A calm sequence of ${pick(NOUNS, i)} and ${pick(NOUNS, i + 4)} ${pick(SCENES, i)}.`,
    video_dir: `${Math.floor(i / 1000) * 1000}/${i}`,
    scr: `/media/screens/${i}/preview.jpg`,
    sg_id: i,
    custom3: 'local',
    categories: [category(i), category(i + 1)].map(({ dir, title }) => ({ dir, title })),
    models: [
      { dir: modelCard(i).dir, title: modelCard(i).title, statistics: { subscribers: (i * 17) % 5000 } },
    ],
    channel: card.content_source_dir
      ? {
          dir: card.content_source_dir,
          title: card.content_source_name ?? '',
          statistics: { subscribers: 1200 },
        }
      : null,
    user: {
      user_id: card.user_id,
      username: card.display_name,
      avatar: null,
      subscribers_count: (i * 3) % 400,
    },
    ...overrides,
  };
}

export function videoFile(i = 1): VideoFile {
  return { video_url: encodeVideoUrl(`/media/videos/${i}/720p.mp4`), format: 'mp4', quality: '720p' };
}

export function sliderVideo(i = 1): SliderVideo {
  return {
    url: `/videos/${i}/${slug(words.title(i))}/`,
    thumb: `/media/thumbs/${i}.jpg`,
    title: words.title(i),
  };
}

export function category(i = 1, overrides: Partial<Category> = {}): Category {
  const title = `${cap(pick(ADJECTIVES, i * 2))} ${cap(pick(NOUNS, i))}`;
  return {
    dir: slug(title),
    title,
    total_videos: 20 + ((i * 53) % 900),
    thumb: `/media/categories/${i}.jpg`,
    ...overrides,
  };
}

export function modelCard(i = 1, overrides: Partial<ModelCard> = {}): ModelCard {
  const title = words.name(i);
  return {
    dir: slug(title),
    title,
    img: `/media/models/${i}.jpg`,
    country: pick(COUNTRIES, i),
    statistics: { videos: 3 + (i % 40), viewed: (i * 9871) % 3_000_000, subscribers: (i * 17) % 5000 },
    ...overrides,
  };
}

export function modelDetail(i = 1, overrides: Partial<ModelDetail> = {}): ModelDetail {
  const card = modelCard(i);
  return {
    ...card,
    description: `Known for scenes ${pick(SCENES, i)}.`,
    statistics: { ...card.statistics, likes: (i * 41) % 1000, dislikes: (i * 5) % 100 },
    age: 22 + (i % 20),
    birth_date: `${1984 + (i % 20)}-0${1 + (i % 9)}-1${i % 9}`,
    career_start: 2010 + (i % 10),
    career_end: null,
    career_status: 1,
    city: cap(pick(NOUNS, i + 2)),
    debut_age: 20 + (i % 5),
    known_as: null,
    zodiac_sign: 'libra',
    eye_color: ((i % 7) + 1) as ModelDetail['eye_color'],
    body_type: 'slim',
    height: 160 + (i % 25),
    weight: 50 + (i % 20),
    piercing: 0,
    tattoo: i % 2 === 0 ? 1 : 0,
    ethnicity: (['asian', 'caucasian', 'ebony', 'latin'] as const)[i % 4] ?? null,
    breast_size: (['big', 'medium', 'natural', 'small'] as const)[i % 4] ?? null,
    ...overrides,
  };
}

export function channelCard(i = 1, overrides: Partial<ChannelCard> = {}): ChannelCard {
  const title = words.name(i + 40);
  return {
    dir: slug(title),
    title,
    img: `/media/channels/${i}.png`,
    total_videos: 10 + ((i * 13) % 400),
    categories: [category(i), category(i + 2)].map(({ dir, title }) => ({ dir, title })),
    statistics: { subscribers: (i * 113) % 20000 },
    ...overrides,
  };
}

export function channelDetail(i = 1, overrides: Partial<ChannelDetail> = {}): ChannelDetail {
  const card = channelCard(i);
  return {
    ...card,
    description: `A studio of ${pick(NOUNS, i)} stories.`,
    statistics: {
      subscribers: card.statistics.subscribers,
      videos: card.total_videos,
      viewed: (i * 77_777) % 9_000_000,
      likes: (i * 61) % 4000,
      dislikes: (i * 3) % 300,
    },
    ...overrides,
  };
}

export function memberCard(i = 1, overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    user_id: 100 + i,
    username: words.username(i),
    avatar: i % 3 === 0 ? null : `/media/avatars/${100 + i}.jpg`,
    gender: ((i % 3) + 1) as MemberCard['gender'],
    country: pick(COUNTRIES, i + 1),
    is_trusted: i % 5 === 0 ? 1 : 0,
    statistics: { videos: i % 12, viewed: (i * 431) % 90_000, subscribers: (i * 7) % 300 },
    ...overrides,
  };
}

/** A waiting friend request: the other member's card and when it was asked. */
export function friendRequest(i = 1, overrides: Partial<FriendRequest> = {}): FriendRequest {
  return { ...memberCard(i), requested_at: fixtureDate(i * 7), ...overrides };
}

export function memberProfile(i = 1, overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    ...memberCard(i),
    cover: `/media/covers/${100 + i}.jpg`,
    self: 0,
    added_date: fixtureDate(i * 200),
    about_me: `I collect ${pick(NOUNS, i)} pictures.`,
    age: 25 + (i % 30),
    birth_date: null,
    city: cap(pick(NOUNS, i + 6)),
    education: null,
    interests: `${pick(NOUNS, i + 1)}, ${pick(NOUNS, i + 2)}`,
    occupation: null,
    website: null,
    relationship: ((i % 3) + 1) as MemberProfile['relationship'],
    orientation: ((i % 5) + 1) as MemberProfile['orientation'],
    ...overrides,
  };
}

export function playlist(i = 1, overrides: Partial<Playlist> = {}): Playlist {
  const title = `${cap(pick(ADJECTIVES, i + 5))} ${pick(NOUNS, i + 8)} picks`;
  return {
    playlist_id: i,
    title,
    dir: slug(title),
    description: `Favourite ${pick(NOUNS, i)} scenes.`,
    visible: 1,
    orientation: 'str' as Gender,
    thumbs: [1, 2, 3].map((k) => `/media/thumbs/${i * 3 + k}.jpg`),
    statistics: { videos: 3 + (i % 30), viewed: (i * 211) % 50_000, likes: i % 40, dislikes: i % 4 },
    user: { user_id: 100 + (i % 20), username: words.username(i % 20) },
    video_id: i * 3 + 1,
    video_dir: slug(words.title(i * 3 + 1)),
    added_date: fixtureDate(i * 30),
    ...overrides,
  };
}

export function comment(i = 1, overrides: Partial<Comment> = {}): Comment {
  return {
    comment_id: i,
    user_id: 100 + (i % 20),
    username: words.username(i % 20),
    avatar: null,
    comment: `The ${pick(NOUNS, i)} ${pick(SCENES, i)} is lovely.`,
    likes: i % 9,
    dislikes: i % 3,
    added_date: fixtureDate(i * 5),
    parent_id: null,
    deleted: 0,
    my_vote: null,
    edited: 0,
    ...overrides,
  };
}

/** A top-level comment of a thread with `replies` replies (ids after its own, oldest first). */
export function threadComment(i = 1, replies = 0, overrides: Partial<ThreadComment> = {}): ThreadComment {
  const list = Array.from({ length: replies }, (_, r) =>
    comment(i * 100 + r + 1, { parent_id: i, added_date: fixtureDate(i * 5 - r - 1) }),
  );
  return { ...comment(i), replies: list, reply_count: list.length, ...overrides };
}

export function dialog(i = 1, overrides: Partial<Dialog> = {}): Dialog {
  return {
    u_id: 100 + i,
    username: words.username(i),
    avatar: null,
    m_added_date: fixtureDate(i * 2),
    m_message: `See you by the ${pick(NOUNS, i)}.`,
    unread: i % 3,
    ...overrides,
  };
}

export function message(i = 1, overrides: Partial<Message> = {}): Message {
  return {
    m_id: i,
    m_is_read: i % 2 === 0 ? 1 : 0,
    m_message: `A note about the ${pick(NOUNS, i)}.`,
    m_time: fixtureDate(i * 9),
    u_id: i % 2 === 0 ? 101 : 102,
    ...overrides,
  };
}

export function suggestion(i = 1, q = ''): Suggestion {
  const types = ['search', 'category', 'model', 'channel'] as const;
  const type = types[i % 4] ?? 'search';
  const title = `${q || pick(ADJECTIVES, i)} ${pick(NOUNS, i)}`.trim();
  return { type, title, dir: type === 'search' ? null : slug(title) };
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { user_id: 101, username: words.username(1), avatar: null, status_id: 6, ...overrides };
}

/** The CSRF token the mock API hands out (GET /api/csrf.php). */
export const CSRF_TOKEN = 'fixture-csrf-token';

/**
 * An ALTCHA v2 challenge as GET /api/captcha.php answers it (altcha-lib 2.x `createChallenge`, default
 * PBKDF2/SHA-256), expiring 10 minutes after FIXTURE_NOW. Its values are synthetic: no widget can solve it
 * against a real server, and the mock API accepts any `tok`.
 */
export function captchaChallenge(overrides: Partial<CaptchaChallenge['parameters']> = {}): CaptchaChallenge {
  const hex = (seed: number, bytes: number) =>
    Array.from({ length: bytes }, (_, k) => ((seed * 31 + k * 17) % 256).toString(16).padStart(2, '0')).join(
      '',
    );
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      cost: 5000,
      expiresAt: Math.floor(FIXTURE_NOW / 1000) + 600,
      keyLength: 32,
      keyPrefix: hex(1, 16),
      keySignature: hex(2, 32),
      nonce: hex(3, 16),
      salt: hex(4, 16),
      ...overrides,
    },
    signature: hex(5, 32),
  };
}

/** The tus id (= upload_id) of the i-th upload the mock API creates: `upload-fixture-0001`… */
export const uploadId = (i = 1): string => `upload-fixture-${String(i).padStart(4, '0')}`;

/**
 * One of the member's uploads as GET /api/uploads.php answers it. By default a processed one awaiting
 * review, with three poster candidates and the second picked; override `status`, `percent`… for the others.
 */
export function uploadState(i = 1, overrides: Partial<UploadState> = {}): UploadState {
  return {
    upload_id: uploadId(i),
    filename: `clip${String(i).padStart(2, '0')}.mp4`,
    size: 50_000_000 + i * 1_000_000,
    status: 'awaiting_review',
    percent: 100,
    video_id: 500 + i,
    title: words.title(i),
    info: {
      description: `About ${words.title(i)}.`,
      categories: ['lakes'],
      orientation: 'str',
      visibility: 0,
      exclusive: 0,
    },
    posters: [1, 2, 3].map((n) => `/media/videos/${500 + i}/posters/${n}.jpg`),
    poster: 2,
    playable: true,
    error_code: null,
    reject_reason: null,
    created_at: FIXTURE_NOW - i * 3_600_000,
    ...overrides,
  };
}

/** `n` items of a factory, starting at index `from`. */
export function many<T>(factory: (i: number) => T, n: number, from = 1): T[] {
  return Array.from({ length: n }, (_, k) => factory(from + k));
}

export const KEYWORDS = Array.from({ length: 60 }, (_, i) => `${pick(ADJECTIVES, i)} ${pick(NOUNS, i * 3)}`);
