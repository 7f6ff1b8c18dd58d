/**
 * The demo content as plain rows, generated from a seed: no database, no clock other than `now` (every
 * date is counted back from it; titles, numbers, ids and order do not depend on it). The seed inserts these
 * rows; the tests read them. Each part draws from its own PRNG stream, so a change in one part does not
 * reshuffle the others.
 */
import { USER_UPLOAD_SOURCE } from '@site/api';
import type { CommentSection, SiteGender } from '../db/schema.js';
import { VIDEO_STATUS } from '../db/schema.js';
import {
  COUNTRIES,
  COUNTRY_CITIES,
  type CountryCode,
  FREQUENT_COUNTRIES,
  VIEW_COUNTRIES,
} from './countries.js';
import { type ImageJob, mediaUrl } from './images.js';
import {
  CATEGORY_TITLES,
  categoryTitles,
  TITLE_ADJECTIVE_COUNT,
  TITLE_NOUN_COUNT,
  TITLE_PHRASE_COUNT,
  type TitleParts,
  titleSearches,
  titlesOf,
} from './lexicon.js';
import { type Random, streamOf } from './random.js';
import {
  ABOUT_ME,
  ADJECTIVES,
  BODY_TYPES,
  CHANNEL_DESCRIPTIONS,
  COMMENTS,
  DESCRIPTIONS,
  EDUCATION,
  INTERESTS,
  MESSAGES,
  MODEL_DESCRIPTIONS,
  NAME_ENDS,
  NAME_STARTS,
  NOUNS,
  OCCUPATIONS,
  PLAYLIST_TITLES,
  STUDIO_WORDS,
  SURNAME_ENDS,
  SURNAME_STARTS,
} from './words.js';

/** The content source of member uploads (§2: a source named usersupload is not a channel). */
export const USER_UPLOAD_DIR = USER_UPLOAD_SOURCE;

/** The default seed of the demo content. */
export const DEMO_SEED = 20261121;

/** The default sizes of the demo: several hundred videos, a living community. */
/** Hidden channels added after the drawn ones (two of those are hidden too): ten in all. */
const EXTRA_HIDDEN_CHANNELS = 8;

export const DEMO_SIZES = { videos: 400, members: 80, channels: 20, models: 150 } as const;

export interface DemoOptions {
  seed?: number;
  now?: Date;
  videos?: number;
  members?: number;
  /** Channels, not counting the `usersupload` source. */
  channels?: number;
  models?: number;
  /** The ids already taken per table (0 on an empty database): new ids count on from them. */
  idBase?: Partial<Record<IdTable, number>>;
}

export type IdTable =
  | 'members'
  | 'channels'
  | 'categories'
  | 'models'
  | 'videos'
  | 'playlists'
  | 'comments'
  | 'messages'
  | 'keywords'
  | 'slider_videos'
  | 'banners'
  | 'network_sites';

type Row = Record<string, unknown>;

export interface MemberRow extends Row {
  user_id: number;
  username: string;
  email: string;
  is_trusted: number;
  status_id: number;
  avatar: string | null;
  cover: string | null;
  gender: number;
  country: string;
  about_me: string | null;
  birth_date: string;
  city: string | null;
  education: string | null;
  interests: string | null;
  occupation: string | null;
  website: string | null;
  relationship: number | null;
  orientation: number | null;
  profile_viewed: number;
  created_at: Date;
  updated_at: Date;
}

export interface ChannelRow extends Row {
  channel_id: number;
  dir: string;
  title: string;
  description: string;
  img: string | null;
  gender: SiteGender;
  is_hidden: number;
  created_at: Date;
  updated_at: Date;
}

export interface CategoryRow extends Row {
  category_id: number;
  dir: string;
  title: string;
  titles: Record<string, string>;
  thumb: string;
  created_at: Date;
}

export interface ModelRow extends Row {
  model_id: number;
  dir: string;
  title: string;
  img: string;
  country: string;
  gender: SiteGender;
  description: string;
  age: number;
  birth_date: string;
  career_start: number;
  career_end: number | null;
  career_status: number;
  city: string;
  debut_age: number;
  known_as: string;
  zodiac_sign: string;
  eye_color: number;
  hair_color: number;
  body_type: string;
  height: number;
  weight: number;
  piercing: number;
  tattoo: number;
  ethnicity: 'asian' | 'caucasian' | 'ebony' | 'latin';
  breast_size: 'big' | 'fake' | 'huge' | 'medium' | 'natural' | 'small' | null;
  model_viewed: number;
  created_at: Date;
  updated_at: Date;
}

export interface VideoRow extends Row {
  video_id: number;
  title: string;
  titles: Record<string, string>;
  dir: string;
  description: string;
  video_dir: string;
  thumb: string;
  sg_id: number;
  custom3: string;
  status_id: number;
  is_private: number;
  duration: number;
  video_viewed: number;
  likes: number;
  dislikes: number;
  is_hd: number;
  is_vr: number;
  is_exclusive: number;
  gender: SiteGender;
  user_id: number;
  content_source_id: number | null;
  added_date: Date;
  updated_at: Date;
}

export interface DemoContent {
  members: MemberRow[];
  channels: ChannelRow[];
  categories: CategoryRow[];
  channel_categories: { channel_id: number; category_id: number }[];
  models: ModelRow[];
  videos: VideoRow[];
  video_categories: { video_id: number; category_id: number }[];
  video_models: { video_id: number; model_id: number }[];
  playlists: Row[];
  playlist_videos: { playlist_id: number; video_id: number; added_at: Date }[];
  comments: {
    comment_id: number;
    section: CommentSection;
    object_id: number;
    user_id: number;
    comment: string;
    likes: number;
    dislikes: number;
    added_date: Date;
  }[];
  votes: Row[];
  subscriptions: Row[];
  friends: { user_id: number; friend_id: number; status: number; created_at: Date }[];
  favourites: Row[];
  watch_later: Row[];
  history: Row[];
  messages: {
    m_id: number;
    from_user_id: number;
    to_user_id: number;
    message: string;
    is_read: number;
    created_at: Date;
  }[];
  keywords: { keyword_id: number; keyword: string; gender: SiteGender; weight: number }[];
  video_country_views: { country: string; video_id: number; views: number }[];
  slider_videos: Row[];
  banners: Row[];
  network_sites: Row[];
  /** Every image the rows name, to render into the media folder. */
  images: ImageJob[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** A URL slug of a title: lower-case latin letters, digits and dashes, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

/** Fills `{adj}`, `{Adj}`, `{noun}` in a line from the English word lists. */
function fill(r: Random, line: string, extra: Record<string, string> = {}): string {
  return line.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key in extra) return extra[key] as string;
    if (key === 'adj') return r.pick(ADJECTIVES);
    if (key === 'Adj') return cap(r.pick(ADJECTIVES));
    if (key === 'noun') return r.pick(NOUNS);
    return key;
  });
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The western zodiac sign of a birth date. */
export function zodiacOf(date: Date): string {
  const md = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  const signs: [number, string][] = [
    [120, 'capricorn'],
    [219, 'aquarius'],
    [320, 'pisces'],
    [420, 'aries'],
    [521, 'taurus'],
    [621, 'gemini'],
    [722, 'cancer'],
    [823, 'leo'],
    [923, 'virgo'],
    [1023, 'libra'],
    [1122, 'scorpio'],
    [1222, 'sagittarius'],
  ];
  for (const [until, sign] of signs) if (md < until) return sign;
  return 'capricorn';
}

/** A synthetic name: invented syllables, the first one starting with `letter`. No real person is named. */
function personName(r: Random, letter: string): { first: string; last: string } {
  const first = `${r.pick(NAME_STARTS[letter] as readonly string[])}${r.pick(NAME_ENDS)}`;
  const last = `${r.pick(SURNAME_STARTS)}${r.pick(SURNAME_ENDS)}`;
  return { first, last };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** Seconds, spread over the duration buckets of §3: under 10 min, 10 to 40 min, over 40 min (to 90). */
function duration(r: Random): number {
  const bucket = r.next();
  if (bucket < 0.45) return r.int(30, 599);
  if (bucket < 0.85) return r.int(600, 2400);
  return r.int(2401, 5400);
}

/** Mostly active and public; a few private, in moderation or deleted, which the listings must not show. */
function visibility(r: Random): { status_id: number; is_private: number } {
  const x = r.next();
  if (x < 0.03) return { status_id: VIDEO_STATUS.active, is_private: 1 };
  if (x < 0.05) return { status_id: VIDEO_STATUS.moderation, is_private: 0 };
  if (x < 0.07) return { status_id: VIDEO_STATUS.deleted, is_private: 0 };
  return { status_id: VIDEO_STATUS.active, is_private: 0 };
}

/** A country: the first `COUNTRIES.length` draws walk a shuffled list (every country once), then mostly frequent ones. */
function countryPicker(r: Random) {
  const order = r.shuffle(COUNTRIES);
  let i = 0;
  return (): CountryCode => {
    if (i < order.length) return order[i++] as CountryCode;
    return r.chance(0.75) ? r.pick(FREQUENT_COUNTRIES) : r.pick(COUNTRIES);
  };
}

/** A random moment between two times (ms), as a Date. */
const between = (r: Random, from: number, to: number) =>
  new Date(from + Math.floor(r.next() * Math.max(0, to - from)));

const isPublic = (v: VideoRow) => v.status_id === VIDEO_STATUS.active && v.is_private === 0;

/** Unique pairs, unordered. */
const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export function generateDemo(options: DemoOptions = {}): DemoContent {
  const seed = options.seed ?? DEMO_SEED;
  const now = (options.now ?? new Date()).getTime();
  const nowYear = new Date(now).getUTCFullYear();
  const sizes = {
    videos: options.videos ?? DEMO_SIZES.videos,
    members: Math.max(1, options.members ?? DEMO_SIZES.members),
    channels: Math.max(1, options.channels ?? DEMO_SIZES.channels),
    // Fewer models for a small seed (tests), so each has videos to appear in.
    models:
      options.models ??
      Math.min(DEMO_SIZES.models, Math.max(12, Math.round((options.videos ?? DEMO_SIZES.videos) * 0.375))),
  };
  const base = (table: IdTable) => options.idBase?.[table] ?? 0;
  const images: ImageJob[] = [];

  // Categories: the fixed list, with titles in ten languages and a generated thumbnail each.
  const categories: CategoryRow[] = CATEGORY_TITLES.map(([en], i) => {
    const category_id = base('categories') + i + 1;
    images.push({ kind: 'category', id: category_id });
    return {
      category_id,
      dir: slugify(en),
      title: en,
      titles: categoryTitles(i),
      thumb: mediaUrl('category', category_id),
      created_at: new Date(now - (400 + i * 3) * DAY),
    };
  });
  const categoryIds = categories.map((c) => c.category_id);

  // Members: usernames from the word lists; every filter value of the community (sex, age, relationship,
  // orientation, with/without avatar) met by the first members, the rest drawn.
  const members: MemberRow[] = [];
  {
    const r = streamOf(seed, 1);
    // Members come mostly from the frequent countries (models walk the whole list, below).
    const nextCountry = (): CountryCode => (r.chance(0.65) ? r.pick(FREQUENT_COUNTRIES) : r.pick(COUNTRIES));
    const usernames = new Set<string>();
    const ages = [19, 25, 34, 47];
    for (let i = 0; i < sizes.members; i++) {
      let username = '';
      do username = `${r.pick(ADJECTIVES)}_${r.pick(NOUNS)}${r.int(1, 99)}`;
      while (usernames.has(username));
      usernames.add(username);
      const user_id = base('members') + i + 1;
      const country = nextCountry();
      const age = i < ages.length ? (ages[i] as number) : r.int(18, 64);
      const created = now - r.int(30, 900) * DAY - r.int(0, 1439) * MINUTE;
      const filled = i < 8 || r.chance(0.8);
      const withAvatar = i % 5 === 0 ? true : i % 5 === 1 ? false : r.chance(0.6);
      const withCover = i % 4 === 0 || r.chance(0.3);
      members.push({
        user_id,
        username,
        email: `${username}@example.com`,
        is_trusted: i % 10 === 1 || r.chance(0.06) ? 1 : 0,
        status_id: i % 12 === 2 || r.chance(0.05) ? 6 : 2,
        avatar: withAvatar ? mediaUrl('avatar', user_id) : null,
        cover: withCover ? mediaUrl('cover', user_id) : null,
        gender: i < 3 ? i + 1 : ([1, 2, 3][r.weighted([55, 35, 10])] as number),
        country,
        about_me: filled ? fill(r, r.pick(ABOUT_ME)) : null,
        birth_date: isoDate(new Date(now - age * YEAR - r.int(1, 360) * DAY)),
        city: filled ? COUNTRY_CITIES[country] : null,
        education: filled ? r.pick(EDUCATION) : null,
        interests: filled ? r.sample(INTERESTS, r.int(1, 4)).join(', ') : null,
        occupation: filled ? r.pick(OCCUPATIONS) : null,
        website: i % 6 === 0 || r.chance(0.15) ? `https://example.com/${username}` : null,
        relationship: i < 3 ? i + 1 : filled ? r.int(1, 3) : null,
        orientation: i < 5 ? i + 1 : filled ? r.int(1, 5) : null,
        profile_viewed: Math.floor(r.next() ** 2 * 20_000),
        created_at: new Date(created),
        updated_at: between(r, created, now),
      });
      if (withAvatar) images.push({ kind: 'avatar', id: user_id, label: username });
      if (withCover) images.push({ kind: 'cover', id: user_id });
    }
  }
  const memberIds = members.map((m) => m.user_id);
  const memberCreated = new Map(members.map((m) => [m.user_id, m.created_at.getTime()]));

  // Channels: `usersupload` first, then studios named from the word lists; mostly str, a few per sister
  // site, two hidden (§9 "hidden channel ids"; eight more are added at the end).
  const channels: ChannelRow[] = [];
  const channel_categories: DemoContent['channel_categories'] = [];
  {
    const r = streamOf(seed, 2);
    channels.push({
      channel_id: base('channels') + 1,
      dir: USER_UPLOAD_DIR,
      title: USER_UPLOAD_DIR,
      description: '',
      img: null,
      gender: 'str',
      is_hidden: 0,
      created_at: new Date(now - 1000 * DAY),
      updated_at: new Date(now - 1000 * DAY),
    });
    const dirs = new Set<string>([USER_UPLOAD_DIR]);
    for (let i = 0; i < sizes.channels; i++) {
      let title = '';
      let dir = '';
      do {
        title = `${cap(r.pick(ADJECTIVES))} ${cap(r.pick(NOUNS))} ${cap(r.pick(STUDIO_WORDS))}`;
        dir = slugify(title);
      } while (dirs.has(dir));
      dirs.add(dir);
      const channel_id = base('channels') + i + 2;
      const created = now - r.int(200, 1500) * DAY;
      channels.push({
        channel_id,
        dir,
        title,
        description: fill(r, r.pick(CHANNEL_DESCRIPTIONS)),
        img: mediaUrl('channel', channel_id),
        gender: i % 7 === 3 ? 'gay' : i % 7 === 5 ? 'she' : 'str',
        is_hidden: i === 8 || i === 15 ? 1 : 0,
        created_at: new Date(created),
        updated_at: between(r, created, now),
      });
      images.push({ kind: 'channel', id: channel_id, label: title });
      for (const category_id of r.sample(categoryIds, r.int(2, 4)))
        channel_categories.push({ channel_id, category_id });
    }
  }
  const userUpload = channels[0] as ChannelRow;
  const studiosBy = (g: SiteGender) => {
    const own = channels.filter((c) => c !== userUpload && c.gender === g);
    return own.length > 0 ? own : channels.filter((c) => c !== userUpload);
  };

  // Models: synthetic names; on the main site (str) every value of every model filter is met (letter a–z,
  // race, age bucket, breast size, hair colour, tattoo and piercing yes/no; heights and weights spread wide);
  // every country of the list once over all models.
  const models: ModelRow[] = [];
  {
    const r = streamOf(seed, 3);
    const nextCountry = countryPicker(r);
    const dirs = new Set<string>();
    const ethnicities = ['caucasian', 'latin', 'asian', 'ebony'] as const;
    const breasts = ['natural', 'medium', 'small', 'big', 'huge', 'fake'] as const;
    const ages = [19, 24, 33, 42];
    let strIndex = 0;
    for (let i = 0; i < sizes.models; i++) {
      const gender: SiteGender = i % 6 === 4 ? 'gay' : i % 6 === 5 ? 'she' : 'str';
      const k = gender === 'str' ? strIndex++ : -1;
      const cover = <T>(values: readonly T[], draw: () => T): T =>
        k >= 0 && k < values.length ? (values[k] as T) : draw();
      const letter = cover(LETTERS, () => r.pick(LETTERS));
      const { first, last } = personName(r, letter);
      let title = `${first} ${last}`;
      let dir = slugify(title);
      for (let n = 2; dirs.has(dir); n++) {
        title = `${first} ${last} ${['II', 'III', 'IV', 'V', 'VI'][n - 2] ?? n}`;
        dir = slugify(title);
      }
      dirs.add(dir);
      const model_id = base('models') + i + 1;
      const age = cover(ages, () => 18 + Math.floor(r.next() ** 1.6 * 34));
      const birth = new Date(now - age * YEAR - r.int(1, 360) * DAY);
      const careerYears = r.int(0, Math.min(age - 18, 15));
      const active = r.chance(0.75);
      const careerStart = nowYear - careerYears;
      const country = nextCountry();
      const height = gender === 'gay' ? r.int(165, 196) : r.int(148, 188);
      const bmi = 17 + r.next() * (gender === 'gay' ? 11 : 9);
      const created = now - r.int(20, 1400) * DAY;
      models.push({
        model_id,
        dir,
        title,
        img: mediaUrl('model', model_id),
        country,
        gender,
        description: fill(r, r.pick(MODEL_DESCRIPTIONS), { name: first }),
        age,
        birth_date: isoDate(birth),
        career_start: careerStart,
        career_end: active ? null : r.int(careerStart, nowYear),
        career_status: active ? 1 : 0,
        city: COUNTRY_CITIES[country],
        debut_age: age - careerYears,
        known_as: `${personName(r, r.pick(LETTERS)).first} ${last.charAt(0)}.`,
        zodiac_sign: zodiacOf(birth),
        eye_color: r.int(1, 7),
        hair_color: cover([1, 2, 3, 4, 5], () => r.int(1, 5)),
        body_type: r.pick(BODY_TYPES),
        height,
        weight: Math.round((bmi * height * height) / 10_000),
        piercing: cover([1, 0], () => (r.chance(0.45) ? 1 : 0)),
        tattoo: cover([0, 1], () => (r.chance(0.4) ? 1 : 0)),
        ethnicity: cover(ethnicities, () => r.pick(ethnicities)),
        breast_size: gender === 'gay' ? null : cover(breasts, () => r.pick(breasts)),
        model_viewed: Math.floor(r.next() ** 3 * 400_000),
        created_at: new Date(created),
        updated_at: between(r, created, now),
      });
      images.push({ kind: 'model', id: model_id, label: title });
    }
  }
  const modelsBy = (g: SiteGender) => models.filter((m) => m.gender === g);

  // Videos: titles in ten languages from the lexicon, most of them on the main site (str).
  const videos: VideoRow[] = [];
  const video_categories: DemoContent['video_categories'] = [];
  const video_models: DemoContent['video_models'] = [];
  // What a visitor would search for in each video's title (lexicon.ts titleSearches): the keywords' pool.
  const searches = new Map<number, string[]>();
  {
    const r = streamOf(seed, 4);
    const byGender = { str: modelsBy('str'), gay: modelsBy('gay'), she: modelsBy('she') };
    for (let i = 0; i < sizes.videos; i++) {
      const video_id = base('videos') + i + 1;
      const gender: SiteGender = (['str', 'gay', 'she'] as const)[r.weighted([75, 13, 12])] as SiteGender;
      const parts: TitleParts = {
        adj: r.int(0, TITLE_ADJECTIVE_COUNT - 1),
        noun: r.int(0, TITLE_NOUN_COUNT - 1),
        phrase: r.int(0, TITLE_PHRASE_COUNT - 1),
        ...(i % 37 === 5
          ? {
              extra: Array.from(
                { length: 6 },
                () => [r.int(0, TITLE_ADJECTIVE_COUNT - 1), r.int(0, TITLE_NOUN_COUNT - 1)] as const,
              ),
            }
          : {}),
      };
      const titles = titlesOf(parts);
      searches.set(video_id, titleSearches(parts));
      const fromChannel = r.chance(0.45);
      const source = fromChannel ? r.pick(studiosBy(gender)) : r.chance(0.9) ? userUpload : undefined;
      const views = r.chance(0.08) ? 0 : Math.floor(r.next() ** 3 * 2_500_000) + 1;
      const likes = Math.floor(views * r.next() * 0.02);
      const added = now - Math.floor(r.next() ** 1.5 * 60 * 24 * 60) * MINUTE;
      videos.push({
        video_id,
        title: titles.en,
        titles,
        dir: slugify(titles.en),
        description: Array.from({ length: r.int(1, 3) }, () => fill(r, r.pick(DESCRIPTIONS))).join(' '),
        video_dir: `${Math.floor(video_id / 1000) * 1000}/${video_id}`,
        thumb: mediaUrl('thumb', video_id),
        sg_id: 1,
        custom3: 'local',
        ...visibility(r),
        duration: duration(r),
        video_viewed: views,
        likes,
        dislikes: Math.floor(likes * r.next() * 0.3),
        is_hd: r.chance(0.6) ? 1 : 0,
        is_vr: r.chance(0.08) ? 1 : 0,
        is_exclusive: r.chance(0.1) ? 1 : 0,
        gender,
        user_id: r.pick(memberIds),
        content_source_id: source?.channel_id ?? null,
        added_date: new Date(added),
        updated_at: new Date(added + r.int(0, 120) * MINUTE),
      });
      images.push({ kind: 'thumb', id: video_id });
      for (const category_id of r.sample(categoryIds, r.int(1, 3)))
        video_categories.push({ video_id, category_id });
      const pool = byGender[gender];
      const castSize = fromChannel ? r.weighted([15, 50, 25, 10]) : r.weighted([70, 25, 5, 0]);
      for (const m of r.sample(pool, castSize)) video_models.push({ video_id, model_id: m.model_id });
    }
    // Every model has a public video of its site (when the site has one), so no model page is empty.
    const publicIds = new Set(videos.filter(isPublic).map((v) => v.video_id));
    const cast = new Set(video_models.filter((vm) => publicIds.has(vm.video_id)).map((vm) => vm.model_id));
    for (const m of models) {
      const own = videos.filter((v) => v.gender === m.gender && isPublic(v));
      if (!cast.has(m.model_id) && own.length > 0) {
        video_models.push({ video_id: r.pick(own).video_id, model_id: m.model_id });
      }
    }
  }
  const publicVideos = videos.filter(isPublic);
  const publicBy = (g: SiteGender) => publicVideos.filter((v) => v.gender === g);

  // Playlists of members: public and owner-only, each with videos of its site.
  const playlists: Row[] = [];
  const playlist_videos: DemoContent['playlist_videos'] = [];
  {
    const r = streamOf(seed, 5);
    const count = videos.length === 0 ? 0 : Math.round(sizes.members * 0.75);
    for (let i = 0; i < count; i++) {
      const playlist_id = base('playlists') + i + 1;
      const user_id = r.pick(memberIds);
      const orientation = (['str', 'gay', 'she'] as const)[r.weighted([80, 10, 10])] as SiteGender;
      const category = r.pick(CATEGORY_TITLES)[0];
      const title = fill(r, r.pick(PLAYLIST_TITLES), { Category: category });
      const created = Math.min(
        now,
        Math.max(memberCreated.get(user_id) ?? now, now - 200 * DAY) + r.int(0, 10) * DAY,
      );
      const pool = publicBy(orientation).length > 0 ? publicBy(orientation) : publicVideos;
      let updated = created;
      for (const v of r.sample(pool, r.int(3, 25))) {
        const addedAt = between(r, Math.max(created, v.added_date.getTime()), now);
        updated = Math.max(updated, addedAt.getTime());
        playlist_videos.push({ playlist_id, video_id: v.video_id, added_at: addedAt });
      }
      const viewed = Math.floor(r.next() ** 2 * 50_000);
      const likes = Math.floor(viewed * r.next() * 0.01);
      playlists.push({
        playlist_id,
        user_id,
        title,
        dir: slugify(title) || `playlist-${playlist_id}`,
        description: r.chance(0.7) ? fill(r, r.pick(DESCRIPTIONS)) : '',
        visible: i % 4 === 3 ? 0 : 1,
        orientation,
        video_viewed: viewed,
        likes,
        dislikes: Math.floor(likes * r.next() * 0.2),
        created_at: new Date(created),
        updated_at: new Date(updated),
      });
    }
  }

  // Comments on videos, models, channels, member walls and public playlists.
  const comments: DemoContent['comments'] = [];
  {
    const r = streamOf(seed, 6);
    let id = base('comments');
    const thread = (section: CommentSection, object_id: number, since: number, count: number) => {
      for (let n = 0; n < count; n++) {
        const user_id = r.pick(memberIds);
        const likes = Math.floor(r.next() ** 3 * 40);
        comments.push({
          comment_id: ++id,
          section,
          object_id,
          user_id,
          comment: fill(r, r.pick(COMMENTS)),
          likes,
          dislikes: Math.floor(r.next() ** 3 * 6),
          added_date: between(r, Math.max(since, memberCreated.get(user_id) ?? since), now),
        });
      }
    };
    for (const v of publicVideos)
      thread('video', v.video_id, v.added_date.getTime(), Math.floor(r.next() ** 2 * 7));
    for (const m of models)
      thread('model', m.model_id, m.created_at.getTime(), Math.floor(r.next() ** 2 * 5));
    for (const c of channels.slice(1)) thread('channel', c.channel_id, c.created_at.getTime(), r.int(0, 5));
    for (const m of members)
      thread('member', m.user_id, m.created_at.getTime(), Math.floor(r.next() ** 2 * 4));
    for (const p of playlists) {
      if (p.visible === 1)
        thread('playlist', p.playlist_id as number, (p.created_at as Date).getTime(), r.int(0, 3));
    }
  }

  // Votes, subscriptions, friendships, favourites, watch later and history of every member.
  const votes: Row[] = [];
  const subscriptions: Row[] = [];
  const friends: DemoContent['friends'] = [];
  const favourites: Row[] = [];
  const watch_later: Row[] = [];
  const history: Row[] = [];
  {
    const r = streamOf(seed, 7);
    const publicPlaylists = playlists.filter((p) => p.visible === 1);
    const visibleChannels = channels.slice(1).filter((c) => c.is_hidden === 0);
    for (const m of members) {
      const since = m.created_at.getTime();
      const when = () => between(r, since, now);
      const vote = (section: string, ids: number[]) => {
        for (const object_id of ids) {
          votes.push({
            user_id: m.user_id,
            section,
            object_id,
            vote: r.chance(0.85) ? 1 : 0,
            created_at: when(),
          });
        }
      };
      vote(
        'video',
        r.sample(publicVideos, r.int(0, 10)).map((v) => v.video_id),
      );
      vote(
        'model',
        r.sample(models, r.int(0, 4)).map((x) => x.model_id),
      );
      vote(
        'channel',
        r.sample(visibleChannels, r.int(0, 2)).map((c) => c.channel_id),
      );
      vote(
        'playlist',
        r.sample(publicPlaylists, r.int(0, 2)).map((p) => p.playlist_id as number),
      );
      vote(
        'comment',
        r.sample(comments, r.int(0, 2)).map((c) => c.comment_id),
      );

      const subscribe = (section: string, ids: number[]) => {
        for (const object_id of ids)
          subscriptions.push({ user_id: m.user_id, section, object_id, created_at: when() });
      };
      subscribe(
        'model',
        r.sample(models, Math.floor(r.next() ** 2 * 8)).map((x) => x.model_id),
      );
      subscribe(
        'channel',
        r.sample(visibleChannels, r.int(0, 3)).map((c) => c.channel_id),
      );
      subscribe(
        'member',
        r.sample(
          memberIds.filter((id) => id !== m.user_id),
          r.int(0, 4),
        ),
      );

      const videosOf = (count: number) => r.sample(publicVideos, count);
      for (const v of videosOf(r.int(0, 12))) {
        favourites.push({
          user_id: m.user_id,
          video_id: v.video_id,
          added_at: between(r, Math.max(since, v.added_date.getTime()), now),
        });
      }
      for (const v of videosOf(r.int(0, 6))) {
        watch_later.push({
          user_id: m.user_id,
          video_id: v.video_id,
          added_at: between(r, Math.max(since, v.added_date.getTime()), now),
        });
      }
      for (const v of videosOf(r.int(0, 16))) {
        history.push({
          user_id: m.user_id,
          video_id: v.video_id,
          viewed_at: between(r, Math.max(since, v.added_date.getTime()), now),
        });
      }
    }
    // Friendships: accepted pairs are a row each way (status 1); requests one row (status 0).
    const pairs = new Set<string>();
    for (const m of members) {
      const others = r.sample(
        memberIds.filter((id) => id !== m.user_id),
        r.int(0, 4),
      );
      for (const other of others) {
        const key = pairKey(m.user_id, other);
        if (pairs.has(key)) continue;
        pairs.add(key);
        const created_at = between(r, Math.max(m.created_at.getTime(), memberCreated.get(other) ?? now), now);
        if (r.chance(0.78)) {
          friends.push({ user_id: m.user_id, friend_id: other, status: 1, created_at });
          friends.push({ user_id: other, friend_id: m.user_id, status: 1, created_at });
        } else {
          friends.push({ user_id: m.user_id, friend_id: other, status: 0, created_at });
        }
      }
    }
  }

  // Private messages: dialogs between friends and a few strangers, read except for the latest ones.
  const messages: DemoContent['messages'] = [];
  {
    const r = streamOf(seed, 8);
    const accepted = friends.filter((f) => f.status === 1 && f.user_id < f.friend_id);
    const dialogs = r
      .sample(accepted, Math.ceil(members.length / 2))
      .map((f) => [f.user_id, f.friend_id] as const);
    for (let n = 0; n < Math.floor(members.length / 8) && members.length > 1; n++) {
      const [a, b] = r.sample(memberIds, 2) as [number, number];
      dialogs.push([a, b]);
    }
    let id = base('messages');
    const rows: Omit<DemoContent['messages'][number], 'm_id'>[] = [];
    for (const [a, b] of dialogs) {
      const count = r.int(2, 12);
      let t = now - r.int(2, 28) * DAY;
      let from = r.chance(0.5) ? a : b;
      for (let n = 0; n < count; n++) {
        t += r.int(1, 600) * MINUTE;
        if (t > now) t = now - (count - n) * MINUTE;
        const last = n >= count - 2;
        rows.push({
          from_user_id: from,
          to_user_id: from === a ? b : a,
          message: fill(r, r.pick(MESSAGES)),
          is_read: last && r.chance(0.5) ? 0 : 1,
          created_at: new Date(t),
        });
        if (r.chance(0.7)) from = from === a ? b : a;
      }
    }
    // Ids in time order, as a live site would have given them.
    rows.sort((x, y) => x.created_at.getTime() - y.created_at.getTime());
    for (const row of rows) messages.push({ m_id: ++id, ...row });
  }

  // Keywords: what visitors searched for and found, as a live site's top list holds: the searches of the
  // section's listed videos' titles (lexicon.ts titleSearches; public, and not of a hidden channel, whose
  // videos only its own page lists), their words of at least four letters and the categories' names. About
  // 1,100 on the main site (so a top list of 1,000 is a real cut), fewer on the sister sites.
  const keywords: DemoContent['keywords'] = [];
  {
    const r = streamOf(seed, 9);
    const categoryNames = CATEGORY_TITLES.map(([en]) => en.toLowerCase());
    const hidden = new Set(channels.filter((c) => c.is_hidden === 1).map((c) => c.channel_id));
    let id = base('keywords');
    for (const [gender, count] of [
      ['str', 1200],
      ['gay', 150],
      ['she', 150],
    ] as const) {
      const pool = new Set<string>(categoryNames);
      for (const video of videos) {
        if (video.gender !== gender || !isPublic(video) || hidden.has(video.content_source_id ?? 0)) continue;
        for (const search of searches.get(video.video_id) ?? []) {
          pool.add(search);
          for (const word of search.split(' ')) if (word.length >= 4) pool.add(word);
        }
      }
      r.shuffle([...pool])
        .slice(0, count)
        .forEach((keyword, rank) => {
          keywords.push({
            keyword_id: ++id,
            keyword,
            gender,
            weight: Math.floor(60_000 / (rank + 1) ** 0.85) + r.int(0, 25),
          });
        });
    }
  }

  // Views per visitor country for the top-country lists: every public video in `eu` and a few others.
  const video_country_views: DemoContent['video_country_views'] = [];
  {
    const r = streamOf(seed, 10);
    const others = VIEW_COUNTRIES.filter((c) => c !== 'eu');
    for (const v of publicVideos) {
      video_country_views.push({
        country: 'eu',
        video_id: v.video_id,
        views: Math.floor(v.video_viewed * (0.2 + r.next() * 0.3)),
      });
      for (const country of r.sample(others, r.int(1, 5))) {
        video_country_views.push({
          country,
          video_id: v.video_id,
          views: Math.floor(v.video_viewed * r.next() * 0.15),
        });
      }
    }
  }

  // The slider of advertised videos (per site, the most viewed), banners and the network's sites.
  const slider_videos: Row[] = [];
  let sliderId = base('slider_videos');
  for (const [gender, count] of [
    ['str', 8],
    ['gay', 4],
    ['she', 4],
  ] as const) {
    const top = [...publicBy(gender)].sort(
      (a, b) => b.video_viewed - a.video_viewed || b.video_id - a.video_id,
    );
    top.slice(0, count).forEach((v, position) => {
      slider_videos.push({
        slider_id: ++sliderId,
        gender,
        url: `/videos/${v.video_id}/${v.dir}/`,
        thumb: v.thumb,
        title: v.title,
        position,
        active: gender === 'str' && position === count - 1 ? 0 : 1,
      });
    });
  }

  const bannerSlots = [
    ['header_desktop', 728, 90, 'Discover the partner network'],
    ['header_mobile', 320, 100, 'Partner network'],
    ['footer_1', 300, 250, 'Your banner here'],
    ['footer_2', 300, 250, 'Partner offer'],
    ['footer_3', 300, 250, 'Advertise with us'],
    ['footer_4', 300, 250, 'Sister sites'],
  ] as const;
  const banners: Row[] = bannerSlots.map(([slot, width, height, title], i) => {
    const banner_id = base('banners') + i + 1;
    images.push({ kind: 'banner', id: banner_id, label: title, width, height });
    return {
      banner_id,
      slot,
      kind: 'image',
      url: `https://example.com/promo/${slot}`,
      img: mediaUrl('banner', banner_id),
      title,
      width,
      height,
      active: 1,
    };
  });

  const network_sites: Row[] = [
    ['str', 'Tube', '/', 'str'],
    ['gay', 'Tube Gay', 'https://gay.example.com/', 'gay'],
    ['she', 'Tube Trans', 'https://trans.example.com/', 'she'],
  ].map(([code, title, url, gender], i) => ({
    site_id: base('network_sites') + i + 1,
    code,
    title,
    url,
    gender,
    position: i,
  }));

  // Eight more hidden channels, so the staff's list holds ten (§9 "a list of 10 hidden channel ids"; #33):
  // added last, from their own stream, so nothing drawn before changes; they hold no videos.
  {
    const r = streamOf(seed, 11);
    const dirs = new Set(channels.map((c) => c.dir));
    const last = Math.max(...channels.map((c) => c.channel_id));
    for (let i = 0; i < EXTRA_HIDDEN_CHANNELS; i++) {
      let title = '';
      let dir = '';
      do {
        title = `${cap(r.pick(ADJECTIVES))} ${cap(r.pick(NOUNS))} ${cap(r.pick(STUDIO_WORDS))}`;
        dir = slugify(title);
      } while (dirs.has(dir));
      dirs.add(dir);
      const created = now - r.int(200, 1500) * DAY;
      channels.push({
        channel_id: last + i + 1,
        dir,
        title,
        description: fill(r, r.pick(CHANNEL_DESCRIPTIONS)),
        img: null,
        gender: 'str',
        is_hidden: 1,
        created_at: new Date(created),
        updated_at: new Date(created),
      });
    }
  }

  return {
    members,
    channels,
    categories,
    channel_categories,
    models,
    videos,
    video_categories,
    video_models,
    playlists,
    playlist_videos,
    comments,
    votes,
    subscriptions,
    friends,
    favourites,
    watch_later,
    history,
    messages,
    keywords,
    video_country_views,
    slider_videos,
    banners,
    network_sites,
    images,
  };
}
