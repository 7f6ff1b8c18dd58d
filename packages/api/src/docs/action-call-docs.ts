import { ACTION_CALLS } from '../contract/action-calls.js';
import { documentCalls } from '../contract/call.js';
import { COMMENT_EDIT_MINUTES, COMMENT_RATE, TEXT_LIMITS } from '../contract/constants.js';

/** What the OpenAPI document and the mock API say of the shared action calls (action-calls.ts). */
export const ACTION_CALL_DOCS = /* @__PURE__ */ documentCalls(ACTION_CALLS, {
  'actions.vote': {
    summary: 'act vote: 1 like, 0 dislike',
    description:
      'One vote per member and object (409 `already_voted`); a deleted comment takes none (404 `not_found`). Answers the new counts.',
    exampleParams: { section: 'video', object_id: 7, vote: 1 },
    example: { code: 'success', statistics: { likes: 11, dislikes: 2 } },
  },
  'actions.subscribe': {
    summary: 'act subscribe',
    description:
      "`object_id` is a model's or channel's dir or id, a member's id. 400 `self_subscribe`, 404 `not_found`, 409 `already_subscribed`. Answers the new `subscribers` count.",
    exampleParams: { section: 'model', object_id: 'jade-fox' },
    example: { code: 'success', subscribers: 42 },
  },
  'actions.unsubscribe': {
    summary: 'act unsubscribe',
    description: '404 `not_found`, 409 `not_subscribed`. Answers the new `subscribers` count.',
    exampleParams: { section: 'member', object_id: 101 },
    example: { code: 'success', subscribers: 42 },
  },
  'actions.view': {
    summary: 'act view',
    description:
      "Sent 5 s after the page shows; counted once per viewer, object and day. `user_id` is accepted and ignored (who views is the session's).",
    exampleParams: { section: 'video', object_id: 7, nogeo: '1', user_id: 101 },
    example: { code: 'success' },
  },
  'actions.position': {
    summary: 'act position: where the member stopped in a video (continue watching)',
    description:
      'Whole seconds, `position` at most `duration`; sent every 5 s while the player plays and on pause or when the page is hidden. 404 `not_found` for a video the member cannot see. The newest 50 positions per member are kept.',
    exampleParams: { video_id: 7, position: 95, duration: 600 },
    example: { code: 'success' },
  },
  'actions.comment': {
    summary: 'act comm: answers comment_id; with parent_id a reply (a reply to a reply joins its parent)',
    description: `\`msg\` is ${TEXT_LIMITS.commentMin} to ${TEXT_LIMITS.commentMax} characters (trimmed); 400 \`forbidden_words\`, 404 \`not_found\`, 429 \`comment_limit\` past ${COMMENT_RATE.count} in ${COMMENT_RATE.windowSeconds / 60} minutes.`,
    exampleParams: { section: 'video', object_id: 7, msg: 'Lovely harbor light' },
    example: { code: 'success', comment_id: 9001, parent_id: null },
  },
  'actions.editComment': {
    summary: 'act comm_edit: the author changes the text of their comment; answers the text stored',
    description: `Within ${COMMENT_EDIT_MINUTES} minutes of posting (then 403 \`edit_window_passed\`); \`msg\` as for comm; 400 \`forbidden_words\`, 403 \`no_permission\` for anyone else's, 404 \`not_found\` (also a deleted one). The comment shows as edited.`,
    exampleParams: { comment_id: 31, msg: 'Lovely harbour light' },
    example: { code: 'success', comment: 'Lovely harbour light' },
  },
  'actions.deleteComment': {
    summary:
      "act comm_del: the author deletes their comment (403 no_permission for anyone else's); with replies it stays as a placeholder",
    exampleParams: { comment_id: 31 },
    example: { code: 'success', placeholder: 0 },
  },
  'actions.add': {
    summary: 'act add: to favourites, watch later or a playlist (object_id)',
    description:
      "404 `not_found`, 403 `not_owner` (another's playlist), 409 `already_in_favourites`, `already_in_watch_later` or `already_in_playlist`.",
    exampleParams: { section: 'playlist', video_id: 7, object_id: 77 },
    example: { code: 'success' },
  },
  'actions.remove': {
    summary: 'act rem: out of favourites, watch later or a playlist (object_id)',
    description: '404 `not_found`, 403 `not_owner`, 409 `nothing_to_remove`.',
    exampleParams: { section: 'watch_later', video_id: 7 },
    example: { code: 'success' },
  },
  'actions.addFriend': {
    summary: 'act add_friend',
    description:
      "Asks the member (`state` `request_sent`), or accepts when they had already asked (`state` `friends`). 400 `self_friend`, 404 `not_found` (no such member), 409 `already_friends` (friends already, or one's own request waits).",
    exampleParams: { object_id: 102 },
    example: { code: 'success', state: 'request_sent' },
  },
  'downloads.request': {
    summary: 'act download: the download description step',
    description: `\`desc\` is ${TEXT_LIMITS.downloadDescMin} to ${TEXT_LIMITS.downloadDescMax} characters. 404 \`not_found\`, 409 \`already_requested\` or \`already_approved\`, 429 \`download_request_limit\`.`,
    exampleParams: { video_id: 7, desc: 'd'.repeat(TEXT_LIMITS.downloadDescMin) },
    example: { code: 'success' },
  },
});
