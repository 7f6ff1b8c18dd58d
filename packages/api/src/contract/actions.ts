import { z } from '../zod.js';
import { objectRefSchema } from './comment.js';
import { boolInputSchema, countSchema, flagInputSchema, idParamSchema, response } from './common.js';
import { ADD_TARGETS, SUBSCRIBE_SECTIONS, VIEW_SECTIONS, VOTE_SECTIONS } from './values.js';

/** The vote act: 1 likes, 0 dislikes. */
export const voteInputSchema = z.object({
  section: z.enum(VOTE_SECTIONS),
  object_id: objectRefSchema,
  vote: flagInputSchema,
});
export type VoteInput = z.input<typeof voteInputSchema>;

/** A vote's answer carries the new counts when the server has them. */
export const voteResponseSchema = response({
  statistics: z.object({ likes: countSchema, dislikes: countSchema }).optional(),
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const subscribeInputSchema = z.object({
  section: z.enum(SUBSCRIBE_SECTIONS),
  object_id: objectRefSchema,
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

export const subscribeResponseSchema = response({ subscribers: countSchema.optional() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** The view act, sent 5 s after the video page shows (§4). */
export const viewInputSchema = z.object({
  section: z.enum(VIEW_SECTIONS).default('video'),
  object_id: objectRefSchema,
  nogeo: boolInputSchema.optional(),
  user_id: idParamSchema.optional(),
});
export type ViewInput = z.input<typeof viewInputSchema>;

/**
 * The longest a saved position or duration may be (s): twice the longest video an upload may have (§5's
 * 240 minutes), so a player's rounding never trips it.
 */
export const WATCH_POSITION_MAX = 2 * 240 * 60;
const secondsInputSchema = z.coerce.number().int().min(0).max(WATCH_POSITION_MAX);

/**
 * The position act (#32 item 3, continue watching): where the member's player stands in a video, sent every
 * few seconds while it plays and when it pauses or the page is hidden. Whole seconds.
 */
export const positionInputSchema = z
  .object({
    video_id: idParamSchema,
    position: secondsInputSchema,
    duration: secondsInputSchema.refine((d) => d > 0, 'a duration is at least a second'),
  })
  .refine((p) => p.position <= p.duration, {
    path: ['position'],
    message: 'a position lies within the duration',
  });
export type PositionInput = z.input<typeof positionInputSchema>;

/** The add and rem acts: favourites and watch later need the video; a playlist also its id (object_id). */
export const addRemoveInputSchema = z
  .object({
    section: z.enum(ADD_TARGETS),
    video_id: idParamSchema,
    object_id: idParamSchema.optional(),
  })
  .refine((p) => p.section !== 'playlist' || p.object_id !== undefined, {
    path: ['object_id'],
    message: 'a playlist needs its object_id',
  });
export type AddRemoveInput = z.input<typeof addRemoveInputSchema>;

/** add_friend: asks the member, or accepts when they already asked (its answer says which, contract/friend.ts). */
export const addFriendInputSchema = z.object({ object_id: idParamSchema });
export type AddFriendInput = z.input<typeof addFriendInputSchema>;
