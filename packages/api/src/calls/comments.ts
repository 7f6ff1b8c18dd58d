import {
  type CommentsParamsInput,
  commentsParamsSchema,
  commentsResponseSchema,
} from '../contract/comment.js';
import { LIFETIME } from '../contract/constants.js';
import { paths } from '../contract/paths.js';
import { prepare, type RequestCore } from '../core.js';

export function commentCalls(core: RequestCore) {
  return {
    /**
     * GET a comment thread (lifetime 600; `fresh` gives 0, for logged-in members, §7). Requires section and
     * object_id (§5). New comments are written with `actions.comment`.
     */
    async list(params: CommentsParamsInput, signal?: AbortSignal) {
      const p = prepare('comments.list', commentsParamsSchema, params, ['section', 'object_id']);
      return core.getJson(
        paths.comments(p.fresh ? 0 : LIFETIME.comments, p.section, p.object_id),
        commentsResponseSchema,
        signal,
      );
    },
  };
}
export type CommentCalls = ReturnType<typeof commentCalls>;
