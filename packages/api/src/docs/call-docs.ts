import { CSRF_COOKIE, CSRF_HEADER } from '../contract/auth.js';
import { type CallDocs, documentCalls } from '../contract/call.js';
import { BASE_CALLS, type CallName } from '../contract/calls.js';
import { FRIEND_REQUESTS_MAX, UPLOAD_STATUSES } from '../contract/values.js';
import { ACTION_CALL_DOCS } from './action-call-docs.js';
import { AUTH_CALL_DOCS } from './auth-call-docs.js';
import { CATALOG_CALL_DOCS } from './catalog-call-docs.js';
import { COMMUNITY_CALL_DOCS } from './community-call-docs.js';
import { CONSENT_CALL_DOCS } from './consent-call-docs.js';
import { COUNTRY_CALL_DOCS } from './country-call-docs.js';
import { MESSAGE_CALL_DOCS } from './message-call-docs.js';
import { MODERATION_CALL_DOCS } from './moderation-call-docs.js';
import { NOTIFICATION_CALL_DOCS } from './notification-call-docs.js';
import { PAYMENT_CALL_DOCS } from './payment-call-docs.js';
import { SAFETY_CALL_DOCS } from './safety-call-docs.js';
import { SETTINGS_CALL_DOCS } from './settings-call-docs.js';
import { UPLOAD_CALL_DOCS } from './upload-call-docs.js';
import { VERIFICATION_CALL_DOCS } from './verification-call-docs.js';
import { VIDEO_CALL_DOCS } from './video-call-docs.js';

/** The docs of the calls of calls.ts itself; each area's are in `<area>-call-docs.ts`. */
const OWN_DOCS = /* @__PURE__ */ documentCalls(BASE_CALLS, {
  'auth.session': {
    summary: 'Who is signed in (never cached)',
    description:
      'The session user (`user_id`, `username`, `avatar`, `status_id`) and their `role`; both are null for a visitor. The page asks it once when it renders, since the session cookie is httpOnly.',
    example: {
      code: 'success',
      user: { user_id: 12, username: 'Warden', avatar: null, status_id: 2 },
      role: 'member',
    },
  },
  'auth.csrf': {
    summary: 'A CSRF token for the session (never cached)',
    description: `Every non-GET call must send the token as \`${CSRF_HEADER}\`, else it is refused with 403 \`invalid_csrf\`. The server also sets it in the readable cookie \`${CSRF_COOKIE}\`, which the page may read instead; login and logout issue a new one (the token is bound to the session).`,
    example: { code: 'success', token: 'c3rf-t0ken' },
  },
  'auth.captchaChallenge': {
    summary: 'A fresh ALTCHA v2 challenge for the captcha widget (never cached)',
    description:
      'The body is the challenge itself (altcha-lib 2.x `createChallenge`), without `code`; the widget consumes it as it is. Its base64 solution is the `tok` of login, sign-up and restore and the `captcha` of the report form. 404 `not_found` when the captcha has no challenge.',
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
  'videos.state': {
    summary: "The member's own vote on a video and which of their lists hold it (never cached)",
    description:
      '`vote` is 1 (like), 0 (dislike) or null; `playlists` the ids of their own playlists holding the video; `position` where they stopped in it (s), null when never, at its start or near its end.',
    exampleParams: { video_id: 7 },
    example: { code: 'success', vote: 1, favourites: false, watch_later: true, playlists: [3], position: 95 },
  },
  'friends.requests': {
    summary: "The member's waiting friend requests, both ways (never cached)",
    description: `Newest first, at most ${FRIEND_REQUESTS_MAX} each way; the counts are the whole.`,
    example: { code: 'success', incoming: [], outgoing: [], incoming_count: 0, outgoing_count: 0 },
  },
  'friends.state': {
    summary: 'Where the signed-in member stands with another member (never cached)',
    exampleParams: { user_id: 12 },
    example: { code: 'success', state: 'none' },
  },
  'uploads.list': {
    summary: "The member's own uploads and their state, newest first (never cached)",
    description: `One upload with \`upload_id\`. \`status\` is one of ${UPLOAD_STATUSES.map((s) => `\`${s}\``).join(', ')}; \`percent\` is the bytes received while \`uploading\` and the transcoding progress while \`processing\`. An \`error\` carries its §8 code in \`error_code\`, a \`rejected\` video the moderator's \`reject_reason\`.`,
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
    summary:
      "What waits for the member, for the header's badges: unread messages, friend requests, unread notifications (never cached)",
    example: { code: 'success', unread_messages: 2, friend_requests: 1, notifications: 3 },
  },
});

/**
 * What the OpenAPI document, the mock API and the tests say of each declared call (calls.ts): its summary,
 * notes and an example. Kept apart from the declarations, which the browser's client loads, and built by
 * calls marked pure, so that none of this text ships in a page (4.3 kB gzip of every page's common chunk).
 */
export const CALL_DOCS: { readonly [K in CallName]: CallDocs } = /* @__PURE__ */ Object.assign(
  {},
  OWN_DOCS,
  MODERATION_CALL_DOCS,
  VIDEO_CALL_DOCS,
  COUNTRY_CALL_DOCS,
  CATALOG_CALL_DOCS,
  COMMUNITY_CALL_DOCS,
  MESSAGE_CALL_DOCS,
  AUTH_CALL_DOCS,
  ACTION_CALL_DOCS,
  PAYMENT_CALL_DOCS,
  UPLOAD_CALL_DOCS,
  VERIFICATION_CALL_DOCS,
  NOTIFICATION_CALL_DOCS,
  SAFETY_CALL_DOCS,
  SETTINGS_CALL_DOCS,
  CONSENT_CALL_DOCS,
);
