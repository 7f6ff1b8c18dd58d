import type { VideoDetail } from '@site/api';
import { lazy, Suspense } from 'react';
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
  if (isWithheld(stage)) return null;
  return (
    <Suspense fallback={null}>
      <VideoComments api={api} videoId={video.video_id} />
    </Suspense>
  );
}
