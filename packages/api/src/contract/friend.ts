import { z } from '../zod.js';
import { countSchema, dateTimeSchema, idParamSchema, response } from './common.js';
import { memberCardSchema } from './member.js';
import { FRIEND_STATES } from './values.js';

/**
 * Friends (§2 sub-page `friends`, §7 `add_friend`, decision for the rest): a member asks another, who
 * accepts or declines; the asker may cancel a request that waits; either friend may unfriend. The server
 * keeps a request as one row asker → asked and a friendship as a row each way.
 */

/** The member a friend act is about. */
export const friendInputSchema = z.object({ object_id: idParamSchema });
export type FriendInput = z.input<typeof friendInputSchema>;

/** Every friend write answers where the two members stand after it. */
export const friendStateResponseSchema = response({ state: z.enum(FRIEND_STATES) });
export type FriendStateResponse = z.infer<typeof friendStateResponseSchema>;

/** GET /api/friendship.php `?user_id=`: where the signed-in member stands with that member. */
export const friendshipParamsSchema = z.object({ user_id: idParamSchema });
export type FriendshipParamsInput = z.input<typeof friendshipParamsSchema>;

/** A waiting request: the other member's card, and when it was asked (ISO date-time). */
export const friendRequestSchema = memberCardSchema.extend({ requested_at: dateTimeSchema });
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/**
 * GET /api/friend_requests.php: the signed-in member's waiting requests, those asked of them (`incoming`)
 * and their own (`outgoing`), newest first, at most FRIEND_REQUESTS_MAX each; the counts are the whole.
 */
export const friendRequestsResponseSchema = response({
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
  incoming_count: countSchema,
  outgoing_count: countSchema,
});
export type FriendRequestsResponse = z.infer<typeof friendRequestsResponseSchema>;
