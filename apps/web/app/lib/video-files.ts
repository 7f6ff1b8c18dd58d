import { DELETED_STATUS_ID, errorCode, isApiError, type VideoFile } from '@site/api';
import { decodeVideoUrl, withDownloadFlag } from '@site/api/display';
import type { VideoSourceType } from '@site/ui/video';

/** What the player gets from the §7 videofile list. */
export interface PlayerFiles {
  src: string;
  type: VideoSourceType;
  /** The storyboard WebVTT (timeline thumbnails), when the list has one. */
  storyboard?: string;
  /** §4: the current player file with the download flag; only when a download file (mp4) is listed. */
  download?: string;
  /** Every MP4 listed (#32 item 8: the member chooses the quality), as the list orders them. */
  downloads?: PlayerDownload[];
}

/** One MP4 a member may choose to download: its quality, address (with the download flag) and size. */
export interface PlayerDownload {
  quality: string;
  href: string;
  size?: number;
}

const decode = (file: VideoFile | undefined): string | undefined => {
  if (!file) return undefined;
  try {
    return decodeVideoUrl(file.video_url);
  } catch {
    return undefined;
  }
};

/**
 * The player's files from the videofile answer: the HLS playlist (`format: 'hls'`), else the first plain
 * file (older answers list MP4s only); the storyboard VTT; the download link when an MP4 is listed, and
 * every MP4 listed for the choice of quality.
 * Null when nothing in the list can be played.
 */
export function playerFiles(list: readonly VideoFile[]): PlayerFiles | null {
  const hls = list.find((f) => f.format === 'hls');
  const mp4 = list.find((f) => f.format === 'mp4');
  const vtt = list.find((f) => f.format === 'vtt');
  const hlsUrl = decode(hls);
  const mp4Url = decode(mp4);
  const src = hlsUrl ?? mp4Url;
  if (!src) return null;
  const storyboard = decode(vtt);
  const downloads: PlayerDownload[] = [];
  for (const file of list) {
    const url = file.format === 'mp4' ? decode(file) : undefined;
    if (!url) continue;
    downloads.push({
      quality: file.quality,
      href: /[?&]download=1(?:&|$)/.test(url) ? url : withDownloadFlag(url),
      ...(file.size === undefined ? {} : { size: file.size }),
    });
  }
  return {
    src,
    type: hlsUrl ? 'hls' : 'mp4',
    ...(storyboard ? { storyboard } : {}),
    ...(mp4Url ? { download: withDownloadFlag(src), downloads } : {}),
  };
}

/** The video area of the video and embed pages (§2, §4). */
export type StageState =
  | { kind: 'loading' }
  | { kind: 'ready'; files: PlayerFiles }
  /** 409 not_ready: the upload is still being transcoded. */
  | { kind: 'not_ready' }
  /** 403: private for this viewer (§4). */
  | { kind: 'private' }
  /** status 5, or 410 from the file call. */
  | { kind: 'deleted' }
  /** 404 from the file call (e.g. in moderation and not the viewer's). */
  | { kind: 'not_found' }
  | { kind: 'error'; code: string };

/** The state of a failed videofile call. */
export function stageOfFileError(error: unknown): StageState {
  const code = errorCode(error);
  const status = isApiError(error) ? error.status : 0;
  if (code === 'not_ready' || status === 409) return { kind: 'not_ready' };
  if (status === 410 || code === 'video_deleted') return { kind: 'deleted' };
  if (status === 403 || code === 'no_permission' || code === 'need_auth' || status === 401) {
    return { kind: 'private' };
  }
  if (status === 404 || code.includes('not_found')) return { kind: 'not_found' };
  return { kind: 'error', code };
}

/** The stage of a video: deleted from its own status, else from the videofile query. */
export function stageOf(
  video: { status_id: number },
  file: { data?: readonly VideoFile[] | undefined; error: unknown; status: 'pending' | 'error' | 'success' },
): StageState {
  if (video.status_id === DELETED_STATUS_ID) return { kind: 'deleted' };
  if (file.status === 'error') return stageOfFileError(file.error);
  if (file.status === 'success' && file.data) {
    const files = playerFiles(file.data);
    return files ? { kind: 'ready', files } : { kind: 'not_ready' };
  }
  return { kind: 'loading' };
}

/** States in which the page shows a video to count a view of (§4). */
export function countsAView(stage: StageState): boolean {
  return stage.kind === 'loading' || stage.kind === 'ready';
}

/**
 * What the download button does (§4, §6): a visitor signs in; the owner, or a member the server lets
 * download this video (paid, trusted, subscribed, a request approved), gets the current player file with
 * the download flag; any other member gets a modal.
 */
export type DownloadChoice = 'sign_in' | 'file' | 'modal';

export function downloadChoice(input: {
  user: { user_id: number } | null;
  video: { user_id: number };
  /** Whether the member may download this video (cb.php act status: may_download); null when unknown. */
  allowed: boolean | null;
  /** The file with the download flag, when the list has an MP4. */
  file: string | undefined;
}): DownloadChoice {
  if (!input.user) return 'sign_in';
  if (input.file && (input.user.user_id === input.video.user_id || input.allowed === true)) return 'file';
  return 'modal';
}
