import {
  type AddFriendInput,
  type AddRemoveInput,
  addFriendInputSchema,
  addRemoveInputSchema,
  type SubscribeInput,
  subscribeInputSchema,
  subscribeResponseSchema,
  type ViewInput,
  type VoteInput,
  viewInputSchema,
  voteInputSchema,
  voteResponseSchema,
} from '../contract/actions.js';
import {
  type CommentDeleteInput,
  type CommentInput,
  commentDeleteInputSchema,
  commentDeleteResponseSchema,
  commentInputSchema,
  commentResponseSchema,
} from '../contract/comment.js';
import { okResponseSchema } from '../contract/common.js';
import { friendStateResponseSchema } from '../contract/friend.js';
import { ENDPOINTS } from '../contract/paths.js';
import { prepare, type RequestCore } from '../core.js';

/**
 * The shared action calls of §7. Acts about the member's own relations (subscribe, unsubscribe, add, rem,
 * add_friend) go to /api/member.php; acts that write content or signals (vote, view, comm, playlist,
 * download) to /api/input.php (decision, README).
 */
export function actionCalls(core: RequestCore) {
  /** subscribe and unsubscribe take the same fields and differ only in their act. */
  const subscription =
    (act: 'subscribe' | 'unsubscribe', name: string) =>
    async (input: SubscribeInput, signal?: AbortSignal) => {
      const p = prepare(name, subscribeInputSchema, input, ['section', 'object_id']);
      return core.postForm(
        ENDPOINTS.member,
        { act, section: p.section, object_id: p.object_id },
        subscribeResponseSchema,
        signal,
      );
    };

  /** add and rem take the same fields and differ only in their act. */
  const addOrRemove =
    (act: 'add' | 'rem', name: string) => async (input: AddRemoveInput, signal?: AbortSignal) => {
      const p = prepare(name, addRemoveInputSchema, input, ['section', 'video_id']);
      return core.postForm(
        ENDPOINTS.member,
        { act, section: p.section, video_id: p.video_id, object_id: p.object_id },
        okResponseSchema,
        signal,
      );
    };

  return {
    /** input.php act vote: section, vote (1 like, 0 dislike), object_id. */
    async vote(input: VoteInput, signal?: AbortSignal) {
      const p = prepare('actions.vote', voteInputSchema, input, ['section', 'object_id', 'vote']);
      return core.postForm(
        ENDPOINTS.input,
        { act: 'vote', section: p.section, vote: p.vote, object_id: p.object_id },
        voteResponseSchema,
        signal,
      );
    },
    /** member.php act subscribe: section, object_id. */
    subscribe: subscription('subscribe', 'actions.subscribe'),
    /** member.php act unsubscribe: section, object_id. */
    unsubscribe: subscription('unsubscribe', 'actions.unsubscribe'),
    /** input.php act view: section, object_id, optional nogeo and user_id (sent 5 s after the page shows). */
    async view(input: ViewInput, signal?: AbortSignal) {
      const p = prepare('actions.view', viewInputSchema, input, ['object_id']);
      return core.postForm(
        ENDPOINTS.input,
        { act: 'view', section: p.section, object_id: p.object_id, nogeo: p.nogeo, user_id: p.user_id },
        okResponseSchema,
        signal,
      );
    },
    /**
     * input.php act comm: msg, section, object_id, and parent_id for a reply; answers comment_id (and the
     * top-level comment a reply was put under).
     */
    async comment(input: CommentInput, signal?: AbortSignal) {
      const p = prepare('actions.comment', commentInputSchema, input, ['section', 'object_id', 'msg']);
      return core.postForm(
        ENDPOINTS.input,
        { act: 'comm', msg: p.msg, section: p.section, object_id: p.object_id, parent_id: p.parent_id },
        commentResponseSchema,
        signal,
      );
    },
    /** input.php act comm_del: comment_id; the author's own comment only. */
    async deleteComment(input: CommentDeleteInput, signal?: AbortSignal) {
      const p = prepare('actions.deleteComment', commentDeleteInputSchema, input, ['comment_id']);
      return core.postForm(
        ENDPOINTS.input,
        { act: 'comm_del', comment_id: p.comment_id },
        commentDeleteResponseSchema,
        signal,
      );
    },
    /** member.php act add: section favourites, watch_later or playlist; video_id; object_id for a playlist. */
    add: addOrRemove('add', 'actions.add'),
    /** member.php act rem: as add. */
    remove: addOrRemove('rem', 'actions.remove'),
    /**
     * member.php act add_friend: object_id (the member). Answers `state`: `request_sent`, or `friends` when
     * the member had already asked (the request is accepted).
     */
    async addFriend(input: AddFriendInput, signal?: AbortSignal) {
      const p = prepare('actions.addFriend', addFriendInputSchema, input, ['object_id']);
      return core.postForm(
        ENDPOINTS.member,
        { act: 'add_friend', object_id: p.object_id },
        friendStateResponseSchema,
        signal,
      );
    },
  };
}
export type ActionCalls = ReturnType<typeof actionCalls>;
