import {
  CSRF_COOKIE,
  CSRF_HEADER,
  captchaChallengeSchema,
  csrfResponseSchema,
  sessionResponseSchema,
} from './auth.js';
import { declareCalls } from './call.js';
import {
  FRIEND_REQUESTS_MAX,
  friendRequestsResponseSchema,
  friendStateResponseSchema,
  friendshipParamsSchema,
} from './friend.js';
import { countsResponseSchema } from './member.js';
import { MODERATION_CALLS } from './moderation-calls.js';
import { videoIdParamsSchema } from './params.js';
import { UPLOAD_STATUSES, uploadsQuerySchema, uploadsResponseSchema } from './upload.js';
import { videoStateResponseSchema } from './video.js';

/** Who is asking, and the token their writes carry: anyone may ask, and the answer is theirs alone. */
const SESSION_CALLS = declareCalls({
  'auth.session': {
    method: 'get',
    path: '/api/session.php',
    summary: 'Who is signed in (never cached)',
    description:
      'The session user (`user_id`, `username`, `avatar`, `status_id`) and their `role`; both are null for a visitor. The page asks it once when it renders, since the session cookie is httpOnly.',
    access: 'public',
    response: sessionResponseSchema,
    errors: [],
    lifetime: 0,
    example: {
      code: 'success',
      user: { user_id: 12, username: 'Warden', avatar: null, status_id: 2 },
      role: 'member',
    },
  },
  'auth.csrf': {
    method: 'get',
    path: '/api/csrf.php',
    summary: 'A CSRF token for the session (never cached)',
    description: `Every non-GET call must send the token as \`${CSRF_HEADER}\`, else it is refused with 403 \`invalid_csrf\`. The server also sets it in the readable cookie \`${CSRF_COOKIE}\`, which the page may read instead; login and logout issue a new one (the token is bound to the session).`,
    access: 'public',
    response: csrfResponseSchema,
    errors: [],
    lifetime: 0,
    example: { code: 'success', token: 'c3rf-t0ken' },
  },
  'auth.captchaChallenge': {
    method: 'get',
    path: '/api/captcha.php',
    summary: 'A fresh ALTCHA v2 challenge for the captcha widget (never cached)',
    description:
      'The body is the challenge itself (altcha-lib 2.x `createChallenge`), without `code`; the widget consumes it as it is. Its base64 solution is the `tok` of login, sign-up and restore and the `captcha` of the report form. 404 `not_found` when the captcha has no challenge.',
    access: 'public',
    response: captchaChallengeSchema,
    errors: ['not_found'],
    lifetime: 0,
    example: {
      parameters: {
        algorithm: 'SHA-256',
        nonce: '6f1c0e9a2b7d4c3e',
        salt: '9b2e4d7a1c3f5e8b',
        cost: 5000,
        keyLength: 32,
        keyPrefix: '00',
      },
      signature: '3f2a9c1e7b5d4a6c8e0f2b4d6a8c0e2f4b6d8a0c2e4f6b8d0a2c4e6f8b0d2a4c',
    },
  },
});

/** The members' own calls. */
const MEMBER_CALLS = declareCalls({
  'videos.state': {
    method: 'get',
    path: '/api/video_state.php',
    summary: "The member's own vote on a video and which of their lists hold it (never cached)",
    description:
      '`vote` is 1 (like), 0 (dislike) or null; `playlists` the ids of their own playlists holding the video.',
    access: 'member',
    params: videoIdParamsSchema,
    response: videoStateResponseSchema,
    errors: ['video_not_found'],
    lifetime: 0,
    exampleParams: { video_id: 7 },
    example: { code: 'success', vote: 1, favourites: false, watch_later: true, playlists: [3] },
  },
  'friends.requests': {
    method: 'get',
    path: '/api/friend_requests.php',
    summary: "The member's waiting friend requests, both ways (never cached)",
    description: `Newest first, at most ${FRIEND_REQUESTS_MAX} each way; the counts are the whole.`,
    access: 'member',
    response: friendRequestsResponseSchema,
    errors: [],
    lifetime: 0,
    example: { code: 'success', incoming: [], outgoing: [], incoming_count: 0, outgoing_count: 0 },
  },
  'friends.state': {
    method: 'get',
    path: '/api/friendship.php',
    summary: 'Where the signed-in member stands with another member (never cached)',
    access: 'member',
    params: friendshipParamsSchema,
    response: friendStateResponseSchema,
    errors: ['self_friend', 'not_found'],
    lifetime: 0,
    exampleParams: { user_id: 12 },
    example: { code: 'success', state: 'none' },
  },
  'uploads.list': {
    method: 'get',
    path: '/api/uploads.php',
    summary: "The member's own uploads and their state, newest first (never cached)",
    description: `One upload with \`upload_id\`. \`status\` is one of ${UPLOAD_STATUSES.map((s) => `\`${s}\``).join(', ')}; \`percent\` is the bytes received while \`uploading\` and the transcoding progress while \`processing\`. An \`error\` carries its §8 code in \`error_code\`, a \`rejected\` video the moderator's \`reject_reason\`.`,
    access: 'member',
    params: uploadsQuerySchema,
    response: uploadsResponseSchema,
    errors: [],
    lifetime: 0,
    exampleParams: { upload_id: 'b7Kq2mXw9PzR4tLs' },
    example: {
      code: 'success',
      uploads: [
        {
          upload_id: 'b7Kq2mXw9PzR4tLs',
          filename: 'harbour.mp4',
          size: 52_000_000,
          status: 'awaiting_review',
          percent: 100,
          video_id: 501,
          title: 'Harbour at dawn',
          info: {
            description: 'The boats leave.',
            categories: ['lakes'],
            orientation: 'str',
            visibility: 0,
            exclusive: 0,
          },
          posters: ['/media/videos/501/posters/1.jpg', '/media/videos/501/posters/2.jpg'],
          poster: 2,
          playable: true,
          error_code: null,
          reject_reason: null,
          created_at: 1772359200000,
        },
      ],
    },
  },
  'profile.counts': {
    method: 'get',
    path: '/api/counts.php',
    summary:
      "What waits for the member, for the header's badges: unread messages, friend requests (never cached)",
    access: 'member',
    response: countsResponseSchema,
    errors: [],
    lifetime: 0,
    example: { code: 'success', unread_messages: 2, friend_requests: 1 },
  },
});

/**
 * The calls declared once (contract/call.ts): each is the whole of its contract. Adding a call here and
 * its handler on the server (`serveCalls`) is all it takes; the client function, the OpenAPI operation and
 * the mock answer follow. The moderation console's calls are declared in moderation-calls.ts. The other
 * calls of §7 are still declared the older way (paths.ts, calls/, openapi/operations.ts,
 * testing/handlers.ts) until they move here.
 *
 * Each group is checked by `declareCalls` where it is written.
 */
export const CALLS = { ...SESSION_CALLS, ...MEMBER_CALLS, ...MODERATION_CALLS };

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
