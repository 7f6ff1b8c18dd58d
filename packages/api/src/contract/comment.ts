import { z } from '../zod.js';
import { countSchema, dirSchema, idSchema, response } from './common.js';
import { TEXT_LIMITS } from './constants.js';
import { COMMENT_SECTIONS } from './values.js';

/** A comment (§3). */
export const commentSchema = z.object({
  comment_id: idSchema,
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  comment: z.string(),
  likes: countSchema,
  dislikes: countSchema,
  added_date: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** What a thread hangs on: a numeric id (video, member, playlist) or a dir (model, channel). */
export const objectRefSchema = z.union([z.number().int().positive(), dirSchema]);
export type ObjectRef = z.infer<typeof objectRefSchema>;

/**
 * Comments require object_id and section (§5). `fresh` gives lifetime 0, which §7 uses for logged-in
 * members; visitors get 600 s.
 */
export const commentsParamsSchema = z.object({
  section: z.enum(COMMENT_SECTIONS),
  object_id: objectRefSchema,
  fresh: z.boolean().default(false),
});
export type CommentsParams = z.output<typeof commentsParamsSchema>;
export type CommentsParamsInput = z.input<typeof commentsParamsSchema>;

/** The whole thread, newest first; the block pages it locally, 10 a page (decision). */
export const commentsResponseSchema = response({
  comments: z.array(commentSchema),
  total_count: countSchema,
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

/** The comm act (§7): 5 to 256 characters (§5). */
export const commentInputSchema = z.object({
  section: z.enum(COMMENT_SECTIONS),
  object_id: objectRefSchema,
  msg: z.string().trim().min(TEXT_LIMITS.commentMin).max(TEXT_LIMITS.commentMax),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentResponseSchema = response({ comment_id: idSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;
