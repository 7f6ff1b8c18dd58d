import { documentCalls } from '../contract/call.js';
import { MODERATION_CALLS } from '../contract/moderation-calls.js';
import {
  MODERATION_PAGE_SIZE,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  STRIKES_LIMIT,
} from '../contract/values.js';
import {
  AT,
  appealItem,
  memberStanding,
  reportItem,
  uploaderItem,
  STAFF as WARDEN,
} from './moderation-fixtures.js';

const PAGING = `\`page\` is 1-based, ${MODERATION_PAGE_SIZE} rows a page.`;

const memberExample = memberStanding(2, {
  username: 'Hero',
  email: 'hero@example.com',
  standing: 'banned',
  sanction_reason: 'Spam in comments',
  strikes: 1,
});

const reportExample = reportItem(1, {
  subject: 'Copyright',
  email: 'owner@example.com',
  message: 'This video is mine and was uploaded without my consent.',
  video_id: 501,
  age_seconds: 3600,
});

/** What the OpenAPI document and the mock API say of the moderation calls (moderation-calls.ts). */
export const MODERATION_CALL_DOCS = /* @__PURE__ */ documentCalls(MODERATION_CALLS, {
  'moderation.queue': {
    summary: 'The review queue: videos awaiting review, longest waiting first',
    description: `Each with its uploader (trusted flag, active strikes), waiting time and signed addresses of its poster, storyboard VTT and HLS master (valid some hours) to watch and scrub it. ${PAGING}`,
    exampleParams: { page: 2 },
    example: { code: 'success', videos: [], total: 0, page: 2 },
  },
  'moderation.reports': {
    summary: 'The report queue (contact and report form), newest first',
    description: `\`triage_seconds\` is the time from the report to the first staff act (null until then). ${PAGING}`,
    exampleParams: { status: 'open', assignee_id: 12 },
    example: {
      code: 'success',
      reports: [reportExample],
      total: 1,
      page: 1,
      overdue: 0,
      median_close_seconds: 172800,
    },
  },
  'moderation.report': {
    summary: 'One report with its e-mail thread and takedowns',
    description: '404 `not_found` for no such report.',
    exampleParams: { report_id: 31 },
    example: {
      code: 'success',
      report: reportExample,
      thread: [
        {
          message_id: 1,
          kind: 'note',
          body: 'Asked the uploader for the original files.',
          author: WARDEN,
          created_at: AT,
        },
      ],
      takedowns: [],
    },
  },
  'moderation.takedowns': {
    summary: 'Copyright takedowns (strikes), newest first',
    description: `\`pending=1\`: those with a counter-notice and not restored. ${PAGING}`,
    exampleParams: { pending: 1 },
    example: { code: 'success', takedowns: [], total: 0, page: 1 },
  },
  'moderation.members': {
    summary: 'Members with their role, trust, standing and strikes',
    description: `\`q\`: a username prefix. ${PAGING}`,
    exampleParams: { q: 'hero', filter: 'sanctioned' },
    example: {
      code: 'success',
      members: [memberExample],
      total: 1,
      page: 1,
    },
  },
  'moderation.words': {
    summary: 'The forbidden words of comments, messages and upload titles',
    example: { code: 'success', words: [{ word: 'casino', added_by: WARDEN, created_at: AT }] },
  },
  'moderation.hiddenChannels': {
    summary: 'The hidden channels: left out of listings, search, sitemaps and related videos',
    description: 'Each with the count of all its videos, and who hid it when (null for the demo data).',
    example: {
      code: 'success',
      channels: [
        {
          channel_id: 9,
          dir: 'quiet-harbour-studio',
          title: 'Quiet Harbour Studio',
          gender: 'str',
          videos: 12,
          hidden_by: WARDEN,
          hidden_at: AT,
        },
      ],
    },
  },
  'moderation.audit': {
    summary: 'The audit log of staff acts, newest first',
    description: PAGING,
    exampleParams: { target_type: 'video', target_id: '501' },
    example: {
      code: 'success',
      entries: [
        {
          audit_id: 1,
          actor: WARDEN,
          action: 'approve',
          target_type: 'video',
          target_id: '501',
          details: {},
          created_at: AT,
        },
      ],
      total: 1,
      page: 1,
    },
  },
  'moderation.analytics': {
    summary:
      "The site's own analytics: page views and goals by day, and the period's views by page, country, language and referring host",
    description:
      'Counted from the reports the pages send to POST /api/analytics.php (not from crawlers, nor from visitors asking not to be tracked); `days` 1 to 90, default 30, today included. No row names a person.',
    exampleParams: { days: 7 },
    example: {
      code: 'success',
      days: [
        {
          day: '2026-11-28',
          views: 120,
          adblock: 9,
          goals: { signup: 2, upload: 1, download: 4, payment: 1 },
        },
      ],
      pages: [{ name: 'video', views: 80 }],
      countries: [{ name: 'de', views: 40 }],
      languages: [{ name: 'en', views: 70 }],
      referrers: [{ name: '', views: 100 }],
    },
  },
  'moderation.settings': {
    summary: 'The moderation settings',
    example: {
      code: 'success',
      settings: {
        trusted_skip_review: 0,
        complaint_days: 7,
        appeal_hides_video: 1,
        age_policy: [{ region: 'GB', mode: 'verified' }],
      },
    },
  },
  'moderation.appeals': {
    summary: 'Removal appeals of one status (default pending: the oldest first; decided ones newest first)',
    description: `${PAGING} \`proof\` is the staff-only address of the appellant's picture.`,
    exampleParams: { status: 'removed', page: 2 },
    example: { code: 'success', appeals: [appealItem(1)], total: 1, page: 1 },
  },
  'moderation.appealDecide': {
    summary: 'act appeal_decide: restore the video (the appeal is turned down) or remove it',
    description:
      'The appellant is mailed the outcome with the optional `note`; a removed video goes on the re-upload block list. 409 `already_decided` for an appeal decided before.',
    exampleParams: { appeal_id: 1, decision: 'remove' },
    example: {
      code: 'success',
      appeal: appealItem(1, { status: 'removed', decided_at: AT, decided_by: WARDEN }),
    },
  },
  'moderation.uploaders': {
    summary:
      'Verified-uploader applications of one status (default pending: the oldest first; decided ones newest first)',
    description: `${PAGING} The legal name and date of birth are opened from their seal for staff; \`id_document\` and \`selfie\` are the staff-only addresses of the pictures (GET /api/moderation/uploader-image.php, never cached). \`provider\` is \`local\` (staff review) or the identity-verification provider asked.`,
    exampleParams: { status: 'approved', page: 2 },
    example: { code: 'success', applications: [uploaderItem(1)], total: 1, page: 1 },
  },
  'moderation.uploaderDecide': {
    summary: 'act uploader_decide: approve an uploader, or reject the application with a reason',
    description:
      'A pending application only (409 `already_decided` otherwise; 404 `not_found`). To reject, `reason` is required (400 `required` on it): it is mailed to the member and shown on their application, which they may correct and send again. Approving lets the member upload while UPLOADS_VERIFIED_ONLY is on. Audited (`uploader_approve`, `uploader_reject`).',
    exampleParams: { application_id: 1, decision: 'reject', reason: 'The document photo is blurred.' },
    example: {
      code: 'success',
      application: uploaderItem(1, {
        status: 'rejected',
        decided_at: AT,
        decided_by: WARDEN,
        reason: 'The document photo is blurred.',
      }),
    },
  },
  'moderation.downloadRequests': {
    summary: "Members' download requests (a description instead of paying), by status",
    description: `\`status\` defaults to pending (oldest first); approved and rejected are newest first. ${MODERATION_PAGE_SIZE} a page and no total: a full page means there may be another.`,
    exampleParams: { status: 'approved', page: 2 },
    example: {
      code: 'success',
      requests: [
        {
          request_id: 41,
          user_id: 102,
          username: 'Hero',
          video_id: 501,
          title: 'Harbour at dawn',
          description:
            'For a film club evening about harbours: we would show it once, credited, to about thirty members, and need a file because the hall has no network.',
          status: 'approved',
          created_at: AT,
          decided_at: AT,
          decided_by: 12,
        },
      ],
    },
  },
  'moderation.decideDownload': {
    summary: 'act approve or reject: a download request decided',
    description: 'An approved member downloads that video for good; the member is mailed either way.',
    exampleParams: { act: 'approve', request_id: 41 },
    example: { code: 'success' },
  },
  'moderation.counterNotice': {
    summary: "The uploader's counter-notice to a takedown of their video",
    description:
      "Once per takedown. 404 `not_found` for a takedown of another member's video, 409 `not_removed` (restored already) or `already_sent`.",
    exampleParams: { takedown_id: 9, statement: 'I recorded this footage myself.' },
    example: { code: 'success' },
  },
  'moderation.approve': {
    summary: 'act approve: a video awaiting review goes live (status_id 1)',
    description:
      '404 `not_found` for no such video, 409 `not_awaiting_review` when it is not (any more) awaiting review.',
    exampleParams: { video_id: 501 },
    example: { code: 'success', video_id: 501, status_id: 1 },
  },
  'moderation.reject': {
    summary: 'act reject: a video awaiting review is refused with the reason its uploader sees (status_id 3)',
    description: `The uploader is mailed the reason. 400 \`invalid_params\` for a reason outside ${MODERATION_REASON_MIN} to ${MODERATION_REASON_MAX} characters (trimmed); 404 and 409 as approve.`,
    exampleParams: { video_id: 501, reason: 'Too dark to make out.' },
    example: { code: 'success', video_id: 501, status_id: 3 },
  },
  'moderation.takedown': {
    summary: 'act takedown: a DMCA takedown removes a video and strikes its uploader',
    description: `The video is deleted (its owner cannot re-add it) and blocked from re-upload; the uploader is mailed; at ${STRIKES_LIMIT} active strikes the account is disabled (\`disabled\` 1). With \`report_id\` the report is resolved (400 \`invalid_params\` for no such report).`,
    exampleParams: { video_id: 501, report_id: 31, reason: 'Notice from the owner' },
    example: { code: 'success', takedown_id: 9, video_id: 501, strikes: 1, disabled: 0 },
  },
  'moderation.restore': {
    summary: 'act restore: a taken-down video comes back and its strike is lifted',
    description: '409 `not_removed`: restored already.',
    exampleParams: { takedown_id: 9 },
    example: { code: 'success', video_id: 501, status_id: 1, strikes: 0 },
  },
  'moderation.sanction': {
    summary: 'act sanction: ban, temporary ban until a time, disable, or lift',
    description:
      "A sanction ends the member's sessions; login then answers `banned`, `temp_banned` or `disabled_user`. `until` (ISO 8601, in the future) is required for temp_ban. 409 `own_account`; only admins sanction staff (403 `no_permission`).",
    exampleParams: { user_id: 102, sanction: 'temp_ban', until: '2030-01-02T03:04:05Z', reason: 'Spam' },
    example: {
      code: 'success',
      user_id: 102,
      standing: 'temp_banned',
      banned_until: '2030-01-02T03:04:05.000Z',
    },
  },
  'moderation.trust': {
    summary: "act trust: a member's trusted flag (their uploads may skip review)",
    exampleParams: { user_id: 102, trusted: 1 },
    example: {
      code: 'success',
      member: { ...memberExample, standing: 'ok', sanction_reason: null, is_trusted: 1 },
    },
  },
  'moderation.role': {
    summary: "act role: a member's staff role",
    description:
      "409 `own_account` for one's own role. The first admin is made on the command line (apps/server src/moderation/cli.ts).",
    exampleParams: { user_id: 102, role: 'moderator' },
    example: {
      code: 'success',
      member: { ...memberExample, standing: 'ok', sanction_reason: null, role: 'moderator' },
    },
  },
  'moderation.setting': {
    summary:
      "act setting: trusted_skip_review 0/1 (trusted members' uploads go live without review), complaint_days 1 to 60 (the complaint clock)",
    exampleParams: { name: 'trusted_skip_review', value: 1 },
    example: {
      code: 'success',
      settings: { trusted_skip_review: 1, complaint_days: 7, appeal_hides_video: 1, age_policy: [] },
    },
  },
  'moderation.agePolicy': {
    summary:
      'act age_policy: the age gate of a region (a country GB or a subdivision US-TX): none, self (the 18+ question), verified (an age-assurance provider), or default',
    description:
      "Without a mode of its own a region gets the default: `self` in the 28 countries of §9, `none` elsewhere. A subdivision's mode wins over its country's. Recorded in the audit log as a setting `age_policy.<region>`.",
    exampleParams: { region: 'US-TX', mode: 'verified' },
    example: {
      code: 'success',
      settings: {
        trusted_skip_review: 0,
        complaint_days: 7,
        appeal_hides_video: 1,
        age_policy: [{ region: 'US-TX', mode: 'verified' }],
      },
    },
  },
  'moderation.addWord': {
    summary: 'act word_add: a forbidden word',
    description: 'One word of letters and digits; 409 `already_listed`.',
    exampleParams: { word: 'lottery' },
    example: { code: 'success' },
  },
  'moderation.removeWord': {
    summary: 'act word_remove: a forbidden word',
    description: '404 `not_found` when it is not listed.',
    exampleParams: { word: 'casino' },
    example: { code: 'success' },
  },
  'moderation.hideChannel': {
    summary: 'act channel_hide: a channel onto the hidden list',
    description:
      "By its dir; its videos leave every listing, search, sitemap and related list at once (within the caches' lifetimes) and stay reachable by direct link. 404 `not_found` for no such channel (or `usersupload`), 409 `already_listed`.",
    exampleParams: { dir: 'quiet-harbour-studio' },
    example: { code: 'success' },
  },
  'moderation.showChannel': {
    summary: 'act channel_unhide: a channel off the hidden list',
    description: '404 `not_found` when no such channel is hidden.',
    exampleParams: { dir: 'quiet-harbour-studio' },
    example: { code: 'success' },
  },
  'moderation.assign': {
    summary: 'act assign: a report to a staff member (default: oneself; 0: nobody)',
    description:
      'An open report moves to in_progress. 400 `invalid_params` for an assignee who is not staff.',
    exampleParams: { report_id: 31 },
    example: { code: 'success', report: { ...reportExample, status: 'in_progress', assignee: WARDEN } },
  },
  'moderation.reportStatus': {
    summary: "act report_status: a report's status",
    exampleParams: { report_id: 31, status: 'resolved' },
    example: { code: 'success', report: { ...reportExample, status: 'resolved' } },
  },
  'moderation.reply': {
    summary:
      'act reply: an e-mail to the reporter (kind reply) or a staff note (kind note), kept in the thread',
    description: '502 `mail_error` when the mail could not be sent (nothing is stored).',
    exampleParams: { report_id: 31, message: 'Thanks, fixed.', kind: 'reply' },
    example: { code: 'success', report: { ...reportExample, status: 'in_progress' } },
  },
});
