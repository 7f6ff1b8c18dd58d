import type { VideoDetail } from '@site/api';
import { useViewCount } from '../../lib/use-view-count';
import { countsAView } from '../../lib/video-files';
import { useEndScreenVideos } from './useRelatedVideos';
import { useWatchPosition } from './useWatchPosition';
import { useVideoStage, VideoStage } from './VideoStage';
import { useVideoPage } from './video-page-context';

/**
 * The video page's player (§2): the stage (the player, or the state of the video), the view counted 5 s
 * after the page is shown (§4), and where playback stands (continue watching). The end screen offers the
 * related list, which the page's render holds; an island of its own asks for it once playback starts.
 */
export function VideoPlayerPart({ video }: { video: VideoDetail }) {
  const { api, onShown } = useVideoPage();
  const { stage, retry, retrying } = useVideoStage(api, video);
  const endScreen = useEndScreenVideos(api, video.video_id);
  // A visitor who stops before the view counts (5 s) still finds the video in home's Continue watching.
  const watching = useWatchPosition(api, video.video_id, () => onShown?.(video));

  useViewCount(video.video_id, countsAView(stage), (videoId) => {
    api.actions.view({ section: 'video', object_id: videoId }).catch(() => {
      // A view that did not count is not the visitor's problem: nothing to show.
    });
    onShown?.(video);
  });

  return (
    <VideoStage
      video={video}
      stage={stage}
      onRetry={retry}
      retrying={retrying}
      {...endScreen}
      {...watching}
    />
  );
}
