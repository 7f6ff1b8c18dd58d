// Synthetic rows of the moderation console for stories and tests (neutral names, synthetic media).
import type { CustodianRecord, CustodianRecordItem } from '@site/api';
import type {
  AppealItem,
  AuditEntry,
  ForbiddenWordRow,
  MemberRef,
  MemberStanding,
  ReportItem,
  ReportThreadMessage,
  ReviewItem,
  TakedownItem,
  UploaderItem,
} from './types';

/** Synthetic media of packages/ui/fixtures/media, served by Storybook at /media. */
export const media = {
  hls: 'media/hls/master.m3u8',
  poster: 'media/poster.png',
  storyboard: 'media/storyboard.vtt',
};

export const viewer: MemberRef = { user_id: 1, username: 'mod_ada' };
export const otherStaff: MemberRef = { user_id: 2, username: 'admin_bo' };
export const staff: readonly MemberRef[] = [viewer, otherStaff];

const uploader = (user_id: number, username: string, is_trusted: 0 | 1 = 0, strikes = 0) => ({
  user_id,
  username,
  is_trusted,
  strikes,
});

export function reviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    video_id: 101,
    title: 'Harbour timelapse at dusk',
    description: 'Boats come in while the lights turn on.',
    duration: 5,
    is_private: 0,
    updated_at: '2026-11-21T09:00:00Z',
    waiting_seconds: 2 * 86400 + 3 * 3600,
    uploader: uploader(11, 'river_lens', 0, 1),
    poster: media.poster,
    storyboard: media.storyboard,
    hls: media.hls,
    performers: [{ kind: 'uploader', id: 11, name: 'river_lens', status: 'verified' }],
    ...overrides,
  };
}

export const reviewItems: readonly ReviewItem[] = [
  reviewItem(),
  reviewItem({
    video_id: 102,
    title: 'Test pattern with a tone',
    waiting_seconds: 5 * 3600 + 20 * 60,
    uploader: uploader(12, 'pattern_maker', 1, 0),
    is_private: 1,
    performers: [
      { kind: 'uploader', id: 12, name: 'pattern_maker', status: 'verified' },
      { kind: 'record', id: 4, name: 'Robin Heron', status: 'incomplete' },
    ],
  }),
  reviewItem({ video_id: 103, title: 'Clouds over the hills', waiting_seconds: 42 * 60, poster: null }),
];

export const LONG =
  'A very long title that goes on and on to check how the console wraps text that is much longer than usual without breaking the layout '.repeat(
    2,
  );

export function reportItem(overrides: Partial<ReportItem> = {}): ReportItem {
  return {
    report_id: 501,
    subject: 'DMCA / Copyright Infringement',
    email: 'rights@example.com',
    message: 'This video uses our footage without permission. The original is on our channel.',
    ref: 'https://example.com/video/101/',
    has_image: 1,
    user: null,
    video_id: 101,
    status: 'open',
    assignee: null,
    created_at: '2026-11-20T08:30:00Z',
    first_action_at: null,
    triage_seconds: null,
    age_seconds: 3 * 3600,
    due_at: '2026-11-27T08:30:00Z',
    overdue: 0,
    ...overrides,
  };
}

export const reports: readonly ReportItem[] = [
  reportItem(),
  reportItem({
    report_id: 502,
    subject: 'Technical Problems',
    email: 'viewer@example.com',
    has_image: 0,
    video_id: null,
    status: 'in_progress',
    assignee: viewer,
    user: { user_id: 21, username: 'quiet_viewer' },
    first_action_at: '2026-11-19T10:00:00Z',
    triage_seconds: 25 * 60,
  }),
  reportItem({
    report_id: 503,
    subject: 'Support Request',
    email: 'member@example.com',
    status: 'resolved',
    assignee: otherStaff,
    has_image: 0,
    video_id: null,
    triage_seconds: 26 * 3600,
  }),
];

export const thread: readonly ReportThreadMessage[] = [
  {
    message_id: 1,
    kind: 'note',
    body: 'Checked the original upload date: theirs is older.',
    author: viewer,
    created_at: '2026-11-20T09:00:00Z',
  },
  {
    message_id: 2,
    kind: 'reply',
    body: 'Thank you, we are looking into it.',
    author: otherStaff,
    created_at: '2026-11-20T09:05:00Z',
  },
];

export function takedown(overrides: Partial<TakedownItem> = {}): TakedownItem {
  return {
    takedown_id: 71,
    video_id: 101,
    video_title: 'Harbour timelapse at dusk',
    uploader: { user_id: 11, username: 'river_lens' },
    report_id: 501,
    reason: 'Footage owned by the reporter.',
    created_by: viewer,
    created_at: '2026-11-20T10:00:00Z',
    counter_notice: null,
    counter_notice_at: null,
    restored_at: null,
    strikes: 1,
    ...overrides,
  };
}

export const takedowns: readonly TakedownItem[] = [
  takedown({
    counter_notice: 'I filmed this myself from my balcony; the raw files are available on request.',
    counter_notice_at: '2026-11-21T10:00:00Z',
  }),
  takedown({ takedown_id: 72, video_id: 104, video_title: 'Night market walk', report_id: null, strikes: 2 }),
  takedown({
    takedown_id: 73,
    video_id: 105,
    video_title: 'River rapids',
    report_id: 502,
    restored_at: '2026-11-21T12:00:00Z',
    counter_notice: 'My own recording.',
    counter_notice_at: '2026-11-20T12:00:00Z',
    strikes: 0,
  }),
];

export function member(overrides: Partial<MemberStanding> = {}): MemberStanding {
  return {
    user_id: 11,
    username: 'river_lens',
    email: 'river@example.com',
    role: 'member',
    is_trusted: 0,
    is_custodian: 0,
    standing: 'ok',
    banned_until: null,
    sanction_reason: null,
    strikes: 1,
    created_at: '2025-03-01T12:00:00Z',
    ...overrides,
  };
}

export const members: readonly MemberStanding[] = [
  member(),
  member({ user_id: 12, username: 'pattern_maker', email: 'pattern@example.com', is_trusted: 1, strikes: 0 }),
  member({
    user_id: 13,
    username: 'loud_poster',
    email: null,
    standing: 'temp_banned',
    banned_until: '2026-12-01T00:00:00Z',
    sanction_reason: 'Spam in comments',
  }),
  member({ user_id: 1, username: 'mod_ada', email: 'ada@example.com', role: 'moderator' }),
];

export const words: readonly ForbiddenWordRow[] = [
  { word: 'spamword', added_by: viewer, created_at: '2026-11-01T08:00:00Z' },
  { word: 'scamlink', added_by: null, created_at: '2026-01-01T00:00:00Z' },
];

export const auditEntries: readonly AuditEntry[] = [
  {
    audit_id: 9001,
    actor: viewer,
    action: 'approve',
    target_type: 'video',
    target_id: '102',
    details: {},
    created_at: '2026-11-21T11:00:00Z',
  },
  {
    audit_id: 9002,
    actor: otherStaff,
    action: 'sanction_temp_ban',
    target_type: 'member',
    target_id: '13',
    details: { until: '2026-12-01T00:00:00Z', reason: 'Spam in comments' },
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    audit_id: 9003,
    actor: null,
    action: 'word_add',
    target_type: 'word',
    target_id: 'scamlink',
    details: {},
    created_at: '2026-11-20T10:00:00Z',
  },
];

export function appeal(overrides: Partial<AppealItem> = {}): AppealItem {
  return {
    appeal_id: 71,
    video_id: 101,
    video_title: 'Harbour at dawn',
    uploader: { user_id: 31, username: 'river_maker' },
    name: 'Robin Heron',
    email: 'robin@example.com',
    statement: 'I am the person in this video and I never agreed to its publication. Please remove it.',
    status: 'pending',
    hid_video: 1,
    created_at: '2026-11-20T08:30:00Z',
    decided_at: null,
    decided_by: null,
    note: null,
    proof: '/api/moderation/appeal-proof.php?appeal_id=71',
    ...overrides,
  };
}

export const appeals: readonly AppealItem[] = [
  appeal(),
  appeal({ appeal_id: 72, video_id: 102, video_title: 'Quiet pier', name: 'Sam Wren', hid_video: 0 }),
];

export function uploaderApplication(overrides: Partial<UploaderItem> = {}): UploaderItem {
  return {
    application_id: 81,
    member: { user_id: 41, username: 'quill_maker' },
    status: 'pending',
    legal_name: 'Robin Heron',
    birth_date: '1990-04-12',
    terms_version: '2026-11',
    terms_accepted_at: '2026-11-20T08:25:00Z',
    submitted_at: '2026-11-20T08:30:00Z',
    decided_at: null,
    decided_by: null,
    reason: null,
    provider: 'local',
    id_document: '/api/moderation/uploader-image.php?application_id=81&image=id_document',
    selfie: '/api/moderation/uploader-image.php?application_id=81&image=selfie',
    ...overrides,
  };
}

export const uploaders: readonly UploaderItem[] = [
  uploaderApplication(),
  uploaderApplication({
    application_id: 82,
    member: { user_id: 42, username: 'harbor_lens' },
    legal_name: 'Sam Wren',
    provider: 'idcheck',
  }),
];

/** Consent records as a custodian of records sees them (#31 item 2). */
export const custodianRecords: readonly CustodianRecordItem[] = [
  {
    record_id: 9,
    status: 'complete',
    keeper: { user_id: 31, username: 'quill_maker' },
    legal_name: 'Morgan Reed',
    birth_date: '1994-06-01',
    recorded_on: '2026-10-02',
    created_at: '2026-11-02T09:00:00Z',
    completed_at: '2026-11-02T09:10:00Z',
    video_ids: [501, 502],
  },
  {
    record_id: 8,
    status: 'draft',
    keeper: { user_id: 32, username: 'harbor_lens' },
    legal_name: '',
    birth_date: '1990-01-15',
    recorded_on: '',
    created_at: '2026-11-01T09:00:00Z',
    completed_at: null,
    video_ids: [],
  },
];

/** Record 9 opened, with its pictures' staff-only addresses. */
export const openedRecord: CustodianRecord = {
  ...(custodianRecords[0] as CustodianRecordItem),
  id_document: '/api/records/image.php?record_id=9&image=id_document',
  release: '/api/records/image.php?record_id=9&image=release',
};
