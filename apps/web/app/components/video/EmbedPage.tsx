import type { ApiClient, VideoDetail } from '@site/api';
import { useT } from '../../lib/i18n';
import { videoHref } from '../../lib/urls';
import { useEndScreenVideos } from './useRelatedVideos';
import { useVideoStage, VideoStage } from './VideoStage';
import * as styles from './video.css';

export interface EmbedPageProps {
  video: VideoDetail;
  api: ApiClient;
}

/**
 * The embedded player (§2 /embed/{video_id}/, the 426×265 iframe of §9): the whole frame is the player,
 * with a thin bar under it naming the video and linking to its page on the site (a new tab, out of the
 * frame). The same states as the video page; no site chrome and no view call (the view of §4 is the video
 * page's). When the video ends, the player's end screen offers related videos, opening on the site in a new
 * tab too.
 */
export function EmbedPage({ video, api }: EmbedPageProps) {
  const { stage, retry, retrying } = useVideoStage(api, video);
  const endScreen = useEndScreenVideos(api, video.video_id);
  const href = videoHref(video);
  const { t } = useT();
  return (
    <main className={styles.embed}>
      <div className={styles.embedStage}>
        <VideoStage
          video={video}
          stage={stage}
          onRetry={retry}
          retrying={retrying}
          {...endScreen}
          relatedTarget="_blank"
        />
      </div>
      <div className={styles.embedBar}>
        <h1 className={styles.embedTitle}>{video.title}</h1>
        <a className={styles.embedLink} href={href} target="_blank" rel="noopener">
          {t('embed.watchOn', { site: t('site.name') })}
        </a>
      </div>
    </main>
  );
}
