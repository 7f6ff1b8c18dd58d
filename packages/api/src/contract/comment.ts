import { z } from '../zod.js';
import { countSchema, dirSchema, flagSchema, idParamSchema, idSchema, response } from './common.js';
import { TEXT_LIMITS } from './constants.js';
import { COMMENT_SECTIONS } from './values.js';

/**
 * A comment (§3), and what replies added (#25 item 12). The added fields have defaults, so an answer of
 * an older server (or an older cached answer) still parses, and an older client reads a newer answer.
 */
export const commentSchema = z.object({
  comment_id: idSchema,
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  comment: z.string(),
  likes: countSchema,
  dislikes: countSchema,
  added_date: z.string(),
  /** The comment this one answers (a top-level one: replies nest one level); null for a top-level one. */
  parent_id: idSchema.nullable().default(null),
  /**
   * 1: its author deleted it while it had replies; it stays as "comment deleted" above them, with its text,
   * username and avatar empty. A deleted comment without replies is not in the thread at all.
   */
  deleted: flagSchema.default(0),
  /** The viewer's own vote on it (1 like, 0 dislike) in a member's fresh (lifetime 0) answer; else null. */
  my_vote: flagSchema.nullable().default(null),
  /** 1: its author changed its text after posting (#32 item 6); shown as "edited". */
  edited: flagSchema.default(0),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment of a thread with its replies (oldest first) and their count. */
export const threadCommentSchema = commentSchema.extend({
  replies: z.array(commentSchema).default([]),
  /** The comment's replies (not deleted), also those past REPLY_CAP. */
  reply_count: countSchema.default(0),
});
export type ThreadComment = z.infer<typeof threadCommentSchema>;

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

/**
 * The whole thread: its top-level comments newest first, each with its replies; the block pages the
 * top-level comments locally, 10 a page (decision). `total_count` counts every comment that is not
 * deleted, replies included (as a video's `comments_count`).
 */
export const commentsResponseSchema = response({
  comments: z.array(threadCommentSchema),
  total_count: countSchema,
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

/**
 * The comm act (§7): 5 to 256 characters (§5). With `parent_id` it is a reply to that comment of the same
 * thread; a reply to a reply joins the same top-level comment (one level of nesting).
 */
export const commentInputSchema = z.object({
  section: z.enum(COMMENT_SECTIONS),
  object_id: objectRefSchema,
  msg: z.string().trim().min(TEXT_LIMITS.commentMin).max(TEXT_LIMITS.commentMax),
  parent_id: idParamSchema.optional(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** The new comment's id, and for a reply the top-level comment it was put under. */
export const commentResponseSchema = response({
  comment_id: idSchema,
  parent_id: idSchema.nullable().default(null),
});
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/**
 * The comm_edit act (#32 item 6): the author changes the text of their own comment (or reply) within
 * COMMENT_EDIT_MINUTES of posting it; the same 5 to 256 characters as the comm act.
 */
export const commentEditInputSchema = z.object({
  comment_id: idParamSchema,
  msg: commentInputSchema.shape.msg,
});
export type CommentEditInput = z.input<typeof commentEditInputSchema>;

/** The edited comment's text as stored (trimmed). */
export const commentEditResponseSchema = response({ comment: z.string() });
export type CommentEditResponse = z.infer<typeof commentEditResponseSchema>;

/** The comm_del act: the author deletes their own comment (or reply). */
export const commentDeleteInputSchema = z.object({ comment_id: idParamSchema });
export type CommentDeleteInput = z.input<typeof commentDeleteInputSchema>;

/**
 * A deletion's answer: `placeholder` 1 when the comment had replies and stays above them as "comment
 * deleted", 0 when it left the thread.
 */
export const commentDeleteResponseSchema = response({ placeholder: flagSchema });
export type CommentDeleteResponse = z.infer<typeof commentDeleteResponseSchema>;
