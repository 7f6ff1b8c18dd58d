import { ACTION_CALLS } from './action-calls.js';
import { captchaChallengeSchema, csrfResponseSchema, sessionResponseSchema } from './auth.js';
import { AUTH_CALLS } from './auth-calls.js';
import { declareCalls } from './call.js';
import { CATALOG_CALLS } from './catalog-calls.js';
import { COMMUNITY_CALLS } from './community-calls.js';
import { CONSENT_CALLS } from './consent-calls.js';
import { COUNTRY_CALLS } from './country-calls.js';
import { friendRequestsResponseSchema, friendStateResponseSchema, friendshipParamsSchema } from './friend.js';
import { countsResponseSchema } from './member.js';
import { MESSAGE_CALLS } from './message-calls.js';
import { MODERATION_CALLS } from './moderation-calls.js';
import { NOTIFICATION_CALLS } from './notification-calls.js';
import { videoIdParamsSchema } from './params.js';
import { PAYMENT_CALLS } from './payment-calls.js';
import { SAFETY_CALLS } from './safety-calls.js';
import { SETTINGS_CALLS } from './settings-calls.js';
import { uploadsQuerySchema, uploadsResponseSchema } from './upload.js';
import { UPLOAD_CALLS } from './upload-calls.js';
import { VERIFICATION_CALLS } from './verification-calls.js';
import { videoStateResponseSchema } from './video.js';
import { VIDEO_CALLS } from './video-calls.js';

/** Who is asking, and the token their writes carry: anyone may ask, and the answer is theirs alone. */
const SESSION_CALLS = declareCalls({
  'auth.session': {
    method: 'get',
    path: '/api/session.php',
    access: 'public',
    response: sessionResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'auth.csrf': {
    method: 'get',
    path: '/api/csrf.php',
    access: 'public',
    response: csrfResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'auth.captchaChallenge': {
    method: 'get',
    path: '/api/captcha.php',
    access: 'public',
    response: captchaChallengeSchema,
    errors: ['not_found'],
    lifetime: 0,
  },
});

/** The members' own calls. */
const MEMBER_CALLS = declareCalls({
  'videos.state': {
    method: 'get',
    path: '/api/video_state.php',
    access: 'member',
    params: videoIdParamsSchema,
    response: videoStateResponseSchema,
    errors: ['video_not_found'],
    lifetime: 0,
  },
  'friends.requests': {
    method: 'get',
    path: '/api/friend_requests.php',
    access: 'member',
    response: friendRequestsResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'friends.state': {
    method: 'get',
    path: '/api/friendship.php',
    access: 'member',
    params: friendshipParamsSchema,
    response: friendStateResponseSchema,
    errors: ['self_friend', 'not_found'],
    lifetime: 0,
  },
  'uploads.list': {
    method: 'get',
    path: '/api/uploads.php',
    access: 'member',
    params: uploadsQuerySchema,
    response: uploadsResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'profile.counts': {
    method: 'get',
    path: '/api/counts.php',
    access: 'member',
    response: countsResponseSchema,
    errors: [],
    lifetime: 0,
  },
});

/** The calls of this file, documented in docs/call-docs.ts. */
export const BASE_CALLS = { ...SESSION_CALLS, ...MEMBER_CALLS };

/**
 * The calls declared once (contract/call.ts): each is the whole of its wire contract. Adding a call here,
 * its summary and example in docs/call-docs.ts and its handler on the server (`serveCalls`) is all it
 * takes; the client function, the OpenAPI operation and the mock answer follow. Each area's calls live in a
 * file of their own (`<area>-calls.ts`, documented in `docs/<area>-call-docs.ts`), spread in here. Every
 * call of §7 is declared here; only the tus protocol of a video's bytes (tus-js-client) is documented apart
 * (openapi/operations.ts).
 */
export const CALLS = {
  ...BASE_CALLS,
  ...MODERATION_CALLS,
  ...VIDEO_CALLS,
  ...COUNTRY_CALLS,
  ...CATALOG_CALLS,
  ...COMMUNITY_CALLS,
  ...MESSAGE_CALLS,
  ...AUTH_CALLS,
  ...ACTION_CALLS,
  ...PAYMENT_CALLS,
  ...UPLOAD_CALLS,
  ...VERIFICATION_CALLS,
  ...CONSENT_CALLS,
  ...NOTIFICATION_CALLS,
  ...SAFETY_CALLS,
  ...SETTINGS_CALLS,
};

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
