import { z } from '../zod.js';
import { idParamSchema } from './common.js';
import { MAX_PAGE_SIZE, PAGE_SIZE, PAGING, TEXT_LIMITS } from './constants.js';
import {
  GENDERS,
  LANGUAGES,
  VIDEO_DATES,
  VIDEO_DURATIONS,
  VIDEO_SECTIONS,
  VIDEO_SORTS,
  VIDEO_TYPES,
} from './values.js';

/** An object id segment: `0` for none, otherwise a numeric id or a dir slug. */
export const objectIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,99}$/i, 'object_id must be 0, a number or a dir');

/**
 * The language of a video answer's words (decision, #27): titles and category names in that language where
 * one is stored, English otherwise. The cached paths of §7 carry it in the query (`?lang=de`; English, the
 * default, is left out), so a cache keeps one answer per language; main and categories carry it in the path.
 */
export const contentLanguageSchema = z.enum(LANGUAGES).default('en');

/** The video list parameters of §3, as the client takes them (defaults from §9). */
export const videoListParamsSchema = z.object({
  gender: z.enum(GENDERS).default('str'),
  sort: z.enum(VIDEO_SORTS).default('latest-updates'),
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.videos),
  section: z.enum(VIDEO_SECTIONS).default('all'),
  object_id: objectIdSchema.default('0'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  type: z.enum(VIDEO_TYPES).default('all'),
  duration: z.enum(VIDEO_DURATIONS).default('all'),
  date: z.enum(VIDEO_DATES).default('all'),
  lang: contentLanguageSchema,
});
export type VideoListParams = z.output<typeof videoListParamsSchema>;
export type VideoListParamsInput = z.input<typeof videoListParamsSchema>;

/** The search listing of §7 (`/api/videos2.php?s=`): sort and date are hidden in search (§2). */
export const videoSearchParamsSchema = z.object({
  s: z.string().trim().min(TEXT_LIMITS.searchMin).max(TEXT_LIMITS.searchMax),
  gender: z.enum(GENDERS).default('str'),
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.videos),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  type: z.enum(VIDEO_TYPES).default('all'),
  duration: z.enum(VIDEO_DURATIONS).default('all'),
  /** As `contentLanguageSchema`, but absent for English: the search writes every param it holds (§7). */
  lang: z.enum(LANGUAGES).optional(),
});
export type VideoSearchParams = z.output<typeof videoSearchParamsSchema>;
export type VideoSearchParamsInput = z.input<typeof videoSearchParamsSchema>;

/** Related videos (§4: fetched once, up to 50 kept, 10 shown, then paged locally). */
export const videoRelatedParamsSchema = z.object({
  video_id: idParamSchema,
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGING.relatedLoaded),
  type: z.enum(VIDEO_TYPES).default('all'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  lang: contentLanguageSchema,
});
export type VideoRelatedParams = z.output<typeof videoRelatedParamsSchema>;
export type VideoRelatedParamsInput = z.input<typeof videoRelatedParamsSchema>;

/** Calls by id require video_id (§5). */
export const videoIdParamsSchema = z.object({ video_id: idParamSchema });
export type VideoIdParams = z.output<typeof videoIdParamsSchema>;
export type VideoIdParamsInput = z.input<typeof videoIdParamsSchema>;

/** The params of a call that depends on the gender section only (the slider, the countries of the top lists). */
export const genderParamsSchema = z.object({ gender: z.enum(GENDERS).default('str') });
