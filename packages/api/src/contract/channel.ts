import { z } from '../zod.js';
import { countSchema, dirSchema, pageSchema, response } from './common.js';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';
import { contentLanguageSchema, objectIdSchema } from './params.js';
import { CHANNEL_SECTIONS, CHANNEL_SORTS, GENDERS } from './values.js';
import { videoCategorySchema } from './video.js';

/** A channel (§3): dir, title, total_videos, categories, statistics.subscribers; `img` is its logo (decision). */
export const channelCardSchema = z.object({
  dir: dirSchema,
  title: z.string(),
  img: z.string().nullable(),
  total_videos: countSchema,
  categories: z.array(videoCategorySchema),
  statistics: z.object({ subscribers: countSchema }),
});
export type ChannelCard = z.infer<typeof channelCardSchema>;

/** The channel page: the card plus a description and the full statistics (decision). */
export const channelDetailSchema = channelCardSchema.extend({
  description: z.string(),
  statistics: z.object({
    subscribers: countSchema,
    videos: countSchema,
    viewed: countSchema,
    likes: countSchema,
    dislikes: countSchema,
  }),
});
export type ChannelDetail = z.infer<typeof channelDetailSchema>;

export const channelListParamsSchema = z.object({
  gender: z.enum(GENDERS).default('str'),
  sort: z.enum(CHANNEL_SORTS).default('most-popular'),
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.channels),
  section: z.enum(CHANNEL_SECTIONS).default('all'),
  object_id: objectIdSchema.default('0'),
  page: pageSchema,
  /** The language of the cards' category names (`?lang=`, English left out). */
  lang: contentLanguageSchema,
});
export type ChannelListParams = z.output<typeof channelListParamsSchema>;
export type ChannelListParamsInput = z.input<typeof channelListParamsSchema>;

export const channelDirParamsSchema = z.object({ channel_dir: dirSchema });
export type ChannelDirParamsInput = z.input<typeof channelDirParamsSchema>;

export const channelListResponseSchema = response({
  channels: z.array(channelCardSchema),
  total_count: countSchema,
});
export type ChannelListResponse = z.infer<typeof channelListResponseSchema>;

export const channelResponseSchema = response({ channel: channelDetailSchema });
export type ChannelResponse = z.infer<typeof channelResponseSchema>;
