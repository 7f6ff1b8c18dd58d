import { z } from '../zod.js';
import {
  countSchema,
  dirSchema,
  flagInputSchema,
  flagSchema,
  idParamSchema,
  idSchema,
  listOwnerSchema,
  pageSchema,
  response,
} from './common.js';
import { MAX_PAGE_SIZE, PAGE_SIZE, TEXT_LIMITS } from './constants.js';
import { GENDERS, PLAYLIST_SECTIONS, PLAYLIST_SORTS } from './values.js';

/** A playlist (§3). `video_id`/`video_dir` name its first video, for the card's link (decision). */
export const playlistSchema = z.object({
  playlist_id: idSchema,
  title: z.string(),
  dir: dirSchema,
  description: z.string().max(TEXT_LIMITS.playlistDescMax),
  /** 0 only me, 1 all users. */
  visible: flagSchema,
  orientation: z.enum(GENDERS),
  thumbs: z.array(z.string()).max(3),
  statistics: z.object({
    videos: countSchema,
    viewed: countSchema,
    likes: countSchema,
    dislikes: countSchema,
  }),
  user: z.object({ user_id: idSchema, username: z.string() }),
  video_id: idSchema.nullable(),
  video_dir: z.string().nullable(),
  added_date: z.string(),
});
export type Playlist = z.infer<typeof playlistSchema>;

export const playlistListParamsSchema = z
  .object({
    sort: z.enum(PLAYLIST_SORTS).default('latest-updates'),
    count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.playlists),
    section: z.enum(PLAYLIST_SECTIONS).default('all'),
    page: pageSchema,
    gender: z.enum(GENDERS).default('str'),
    user_id: listOwnerSchema,
    /** Lifetime 0 for the owner's own list (the add-to modal), so a new playlist shows at once. */
    fresh: z.boolean().default(false),
  })
  .refine((p) => p.section !== 'member' || p.user_id > 0, {
    path: ['user_id'],
    message: 'a member list needs a user_id',
  });
export type PlaylistListParams = z.output<typeof playlistListParamsSchema>;
export type PlaylistListParamsInput = z.input<typeof playlistListParamsSchema>;

export const playlistIdParamsSchema = z.object({ playlist_id: idParamSchema });
export type PlaylistIdParamsInput = z.input<typeof playlistIdParamsSchema>;

export const playlistListResponseSchema = response({
  playlists: z.array(playlistSchema),
  total_count: countSchema,
});
export type PlaylistListResponse = z.infer<typeof playlistListResponseSchema>;

export const playlistResponseSchema = response({ playlist: playlistSchema });
export type PlaylistResponse = z.infer<typeof playlistResponseSchema>;

const title = z.string().trim().min(TEXT_LIMITS.playlistTitleMin).max(TEXT_LIMITS.playlistTitleMax);
const desc = z.string().trim().max(TEXT_LIMITS.playlistDescMax).default('');
const visible = flagInputSchema;

/** The playlist act, section new: orientation is required when creating (§5). */
export const playlistCreateInputSchema = z.object({
  title,
  desc,
  visible: visible.default(1),
  orientation: z.enum(GENDERS),
});
export type PlaylistCreateInput = z.input<typeof playlistCreateInputSchema>;

/** The playlist act, section upd: updates title, description and visibility (§4). */
export const playlistUpdateInputSchema = z.object({
  object_id: idParamSchema,
  title,
  desc,
  visible,
  orientation: z.enum(GENDERS).optional(),
});
export type PlaylistUpdateInput = z.input<typeof playlistUpdateInputSchema>;

/**
 * The playlist act, section move (#32 item 7): its owner puts one of its videos at `position`, 1-based in
 * the playlist's order (a position past its end puts it last).
 */
export const playlistMoveInputSchema = z.object({
  object_id: idParamSchema,
  video_id: idParamSchema,
  position: idParamSchema,
});
export type PlaylistMoveInput = z.input<typeof playlistMoveInputSchema>;

export const playlistDeleteInputSchema = z.object({ object_id: idParamSchema });
export type PlaylistDeleteInput = z.input<typeof playlistDeleteInputSchema>;

export const playlistCreateResponseSchema = response({ playlist_id: idSchema });
export type PlaylistCreateResponse = z.infer<typeof playlistCreateResponseSchema>;
