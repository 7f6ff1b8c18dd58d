import type { AppealItem } from '../contract/appeal.js';
import type {
  AuditEntry,
  DownloadRequestItem,
  MemberStanding,
  ReportItem,
  ReviewItem,
  TakedownItem,
} from '../contract/moderation.js';
import type { UploaderItem } from '../contract/verification.js';

/** Fixtures of the moderation console (#12) for the mock API and stories. */

/** The moment the console's examples happen at, and the staff member who acts in them. */
export const AT = '2026-03-01T10:00:00.000Z';
export const STAFF = { user_id: 12, username: 'Warden' };

export const reviewItem = (id: number, over: Partial<ReviewItem> = {}): ReviewItem => ({
  video_id: 500 + id,
  title: `Harbour at dawn ${id}`,
  description: 'Boats leave the harbour at first light.',
  duration: 725,
  is_private: 0,
  updated_at: AT,
  waiting_seconds: 3600 * id,
  uploader: { user_id: 100 + id, username: `Maker${id}`, is_trusted: 0, strikes: 0 },
  poster: `/media/v/${500 + id}/1900000000.${'a'.repeat(32)}/posters/1.jpg`,
  storyboard: `/media/v/${500 + id}/1900000000.${'a'.repeat(32)}/storyboard.vtt`,
  hls: `/media/v/${500 + id}/1900000000.${'a'.repeat(32)}/master.m3u8`,
  performers: [{ kind: 'uploader', id: 100 + id, name: `Maker${id}`, status: 'verified' }],
  ...over,
});

export const reportItem = (id: number, over: Partial<ReportItem> = {}): ReportItem => ({
  report_id: 30 + id,
  subject: 'DMCA / Copyright Infringement',
  email: 'heron@example.test',
  message: 'This video uses my recording without permission.',
  ref: '/videos/501/harbour-at-dawn/',
  has_image: 0,
  user: null,
  video_id: null,
  status: 'open',
  assignee: null,
  created_at: AT,
  first_action_at: null,
  triage_seconds: null,
  age_seconds: 7200,
  due_at: '2026-03-08T08:00:00.000Z',
  overdue: 0,
  ...over,
});

export const appealItem = (id: number, over: Partial<AppealItem> = {}): AppealItem => ({
  appeal_id: id,
  video_id: 501,
  video_title: 'Harbour at dawn',
  uploader: { user_id: 102, username: 'Maker' },
  name: 'Robin Heron',
  email: 'heron@example.test',
  statement: 'I am the person in this video and I never agreed to its publication.',
  status: 'pending',
  hid_video: 1,
  created_at: AT,
  decided_at: null,
  decided_by: null,
  note: null,
  proof: `/api/moderation/appeal-proof.php?appeal_id=${id}`,
  ...over,
});

export const uploaderItem = (id: number, over: Partial<UploaderItem> = {}): UploaderItem => ({
  application_id: id,
  member: { user_id: 102, username: 'Maker' },
  status: 'pending',
  legal_name: 'Robin Heron',
  birth_date: '1990-04-12',
  terms_version: '2026-11',
  terms_accepted_at: AT,
  submitted_at: AT,
  decided_at: null,
  decided_by: null,
  reason: null,
  provider: 'local',
  id_document: `/api/moderation/uploader-image.php?application_id=${id}&image=id_document`,
  selfie: `/api/moderation/uploader-image.php?application_id=${id}&image=selfie`,
  ...over,
});

export const takedownItem = (id: number, over: Partial<TakedownItem> = {}): TakedownItem => ({
  takedown_id: id,
  video_id: 500 + id,
  video_title: `Harbour at dawn ${id}`,
  uploader: { user_id: 101, username: 'Maker1' },
  report_id: 31,
  reason: 'The soundtrack belongs to the notifier.',
  created_by: STAFF,
  created_at: AT,
  counter_notice: null,
  counter_notice_at: null,
  restored_at: null,
  strikes: 1,
  ...over,
});

export const memberStanding = (id: number, over: Partial<MemberStanding> = {}): MemberStanding => ({
  user_id: 100 + id,
  username: `Maker${id}`,
  email: `maker${id}@example.test`,
  role: 'member',
  is_trusted: 0,
  is_custodian: 0,
  standing: 'ok',
  banned_until: null,
  sanction_reason: null,
  strikes: 0,
  created_at: AT,
  ...over,
});

export const auditEntry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  audit_id: id,
  actor: STAFF,
  action: 'approve',
  target_type: 'video',
  target_id: String(500 + id),
  details: {},
  created_at: AT,
  ...over,
});

export const downloadRequestItem = (
  id: number,
  over: Partial<DownloadRequestItem> = {},
): DownloadRequestItem => ({
  request_id: 40 + id,
  user_id: 100 + id,
  username: `Viewer${id}`,
  video_id: 500 + id,
  title: `Harbour at dawn ${id}`,
  description:
    'I teach a film class and would like to show this clip offline in the classroom, where the network is unreliable. It is for one lesson on framing and light, and the file stays on the school computer.',
  status: 'pending',
  created_at: AT,
  decided_at: null,
  decided_by: null,
  ...over,
});
