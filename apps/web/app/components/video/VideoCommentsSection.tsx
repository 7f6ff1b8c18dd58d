import type { VideoDetail } from '@site/api';
import { lazy, Suspense, useMemo } from 'react';
import { useVideoStage } from './VideoStage';
import { isWithheld, useVideoPage } from './video-page-context';

/**
 * The comments (their list, form, votes and dialogs, with their texts): a chunk apart from the page's first
 * scripts (#28 item 7). The server still renders them in the page; they hydrate once their chunk is in.
 */
const VideoComments = lazy(() => import('./VideoComments').then((m) => ({ default: m.VideoComments })));

/** The video's comments (§2), none for a video its file list withholds. */
export function VideoCommentsSection({ video }: { video: Pick<VideoDetail, 'video_id' | 'status_id'> }) {
  const { api } = useVideoPage();
  const { stage } = useVideoStage(api, video, { poll: false });
  // One element for as long as the video is the same: this re-renders once hydrated and when the file list
  // answers, maybe before the comments' chunk is in, and a boundary not yet hydrated that receives new props
  // drops the server's HTML and renders again in the browser, so the comments would blink out.
  const thread = useMemo(
    () => (
      <Suspense fallback={null}>
        <VideoComments api={api} videoId={video.video_id} />
      </Suspense>
    ),
    [api, video.video_id],
  );
  return isWithheld(stage) ? null : thread;
}
