// Synthetic download requests (#13) for the stories and tests (neutral names).
import type { DownloadRequestItem } from '../ModerationCommon/types';

const DESCRIPTION =
  'I teach an evening film class and would like to show this clip offline in the classroom, where the network is unreliable. It is for one lesson on framing and light; the file stays on the school computer.';

export function downloadRequest(overrides: Partial<DownloadRequestItem> = {}): DownloadRequestItem {
  return {
    request_id: 41,
    user_id: 21,
    username: 'film_teacher',
    video_id: 101,
    title: 'Harbour timelapse at dusk',
    description: DESCRIPTION,
    status: 'pending',
    created_at: '2026-11-20T08:30:00Z',
    decided_at: null,
    decided_by: null,
    ...overrides,
  };
}

const decided = { decided_at: '2026-11-21T10:15:00Z', decided_by: 1 };

/** Every status: two waiting (oldest first), one approved, one rejected. */
export const downloadRequests: readonly DownloadRequestItem[] = [
  downloadRequest(),
  downloadRequest({
    request_id: 42,
    user_id: 22,
    username: 'quiet_editor',
    video_id: 102,
    title: 'Test pattern with a tone',
    description:
      'I am cutting a short documentary about broadcast history and need a clean copy of this test pattern for a two-second insert. I will credit the uploader in the end titles.',
    created_at: '2026-11-20T11:05:00Z',
  }),
  downloadRequest({
    request_id: 43,
    user_id: 23,
    username: 'hill_walker',
    video_id: 103,
    title: 'Clouds over the hills',
    status: 'approved',
    ...decided,
  }),
  downloadRequest({
    request_id: 44,
    user_id: 24,
    username: 'just_curious',
    video_id: 103,
    title: 'Clouds over the hills',
    description:
      'I want it. I want it. I want it. I want it. I want it. I want it. I want it. I want it. I want it. I want it. I want it. I want it. I want it. I want it. I want it.',
    status: 'rejected',
    ...decided,
  }),
];

export const pendingRequests = downloadRequests.filter((r) => r.status === 'pending');
