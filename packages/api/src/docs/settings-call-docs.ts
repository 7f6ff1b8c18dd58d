import { documentCalls } from '../contract/call.js';
import { SETTINGS_CALLS } from '../contract/settings-calls.js';

const sessions = [
  {
    session_id: 41,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    created_at: '2026-11-02T08:15:00Z',
    last_seen_at: '2026-11-29T18:40:00Z',
    current: true,
  },
  {
    session_id: 37,
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
    created_at: '2026-10-20T21:02:00Z',
    last_seen_at: '2026-11-27T07:12:00Z',
    current: false,
  },
];

const exported = {
  export_id: 12,
  state: 'ready' as const,
  requested_at: '2026-11-28T09:00:00Z',
  expires_at: '2026-12-05T09:01:00Z',
};
const deletion = { due_at: '2026-12-13T10:00:00Z', keep_uploads: true };

const privacy = { favourites: true, watch_later: true, friends: false, subscriptions: false };

/** What the OpenAPI document and the mock API say of the account settings (settings-calls.ts). */
export const SETTINGS_CALL_DOCS = /* @__PURE__ */ documentCalls(SETTINGS_CALLS, {
  'settings.get': {
    summary: "The member's account settings: privacy of their lists, open sessions, e-mail (never cached)",
    description:
      "`privacy`: per list, true when it is the member's alone (others get 403 `no_permission` on its public path). `sessions`: the open sessions, the asking one `current`, most recently seen first. `pending_email`: a new address whose confirmation link was sent and not yet opened.",
    example: {
      code: 'success',
      privacy,
      sessions,
      email: 'member@example.com',
      pending_email: null,
      deletion: null,
      export: exported,
    },
  },
  'settings.privacy': {
    summary: "Switches the privacy of the member's lists (act privacy)",
    description:
      "`1`: the list is the member's alone; `0`: public. A list left out keeps its setting. Answers all four. Cached public answers of a list made private may be served until their lifetime ends.",
    exampleParams: { favourites: '1', watch_later: '1' },
    example: { code: 'success', privacy },
  },
  'settings.endSession': {
    summary: "Signs one of the member's sessions out (act end_session)",
    description:
      "Its cookie opens nothing any more. 404 `not_found` for a number that is not one of the member's open sessions. Ending the asking session is a logout. Answers the sessions left.",
    exampleParams: { session_id: 37 },
    example: { code: 'success', sessions: sessions.slice(0, 1) },
  },
  'settings.endOtherSessions': {
    summary: 'Signs out every session of the member but the asking one (act end_other_sessions)',
    example: { code: 'success', sessions: sessions.slice(0, 1) },
  },
  'settings.changeEmail': {
    summary: 'Asks to change the e-mail address (act change_email)',
    description:
      "The current password is checked as the password change does (the login's throttle: 429 `too_many_attempts`; 400 `wrong_password`); a member without a password gives none. 400 `eml_invalid` or `eml_taken` (another member's, in any case) on `email`. A link valid for 24 hours goes to the new address and a notice to the old one; the address changes only when the link is opened.",
    exampleParams: { email: 'new-address@example.com', current_password: 'quiet-harbour-lantern' },
    example: { code: 'success', pending_email: 'new-address@example.com' },
  },
  'settings.confirmEmailUrl': {
    summary: "The link of the e-mail change's mail (a navigation, not a fetch)",
    description:
      'To `/my_settings/?email=changed` once the address is changed; to `?email=invalid` for a used, expired or unknown link, or an address another member took meanwhile.',
    exampleParams: { token: 'em41l-ch4ng3_t0ken' },
    exampleUrl: '/api/confirm_email.php?token=em41l-ch4ng3_t0ken',
    example: undefined,
  },
  'settings.scheduleDeletion': {
    summary: 'Schedules the deletion of the account (act delete_account)',
    description:
      'The current password is checked as the e-mail change does (400 `invalid_password` when missing, `wrong_password`, 429 `too_many_attempts`); `keep_uploads` `1`: the uploads stay, shown as by a removed member, `0`: they are removed too. The deletion runs when the grace period (14 days) ends; until then signing in and `cancel_deletion` cancel it. Every other session of the member is signed out and a mail names the date. Scheduling again keeps the first date.',
    exampleParams: { current_password: 'quiet-harbour-lantern', keep_uploads: '1' },
    example: { code: 'success', deletion },
  },
  'settings.cancelDeletion': {
    summary: "Cancels the account's scheduled deletion (act cancel_deletion)",
    description: 'Answers `deletion: null`; nothing to cancel answers the same.',
    example: { code: 'success', deletion: null },
  },
  'settings.requestExport': {
    summary: "Queues an export of the member's data (act export)",
    description:
      'A job builds a ZIP of JSON files (profile, videos, comments, messages, playlists, favourites, watch later, subscriptions, friends, history) and mails its link, which downloads it for this member only, for 7 days. One export at a time and 3 a day: 429 `too_many_attempts`.',
    example: { code: 'success', export: { ...exported, state: 'pending', expires_at: null } },
  },
  'settings.exportUrl': {
    summary: "The export's mailed link: the ZIP (a navigation, not a fetch)",
    description:
      'The ZIP (`application/zip`, never cached) to the member whose export it is, signed in; anyone else, an expired or unknown export: 303 to `/my_settings/?export=unavailable`.',
    exampleParams: { export_id: 12 },
    exampleUrl: '/api/account_export.php?export_id=12',
    example: undefined,
  },
});
