import type { ApiClient, VideoDetail } from '@site/api';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { videoHref } from '../../lib/urls';
import { useRelatedVideos } from './useRelatedVideos';
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
  // The end screen's related videos, asked for once the video plays (most embeds are never played).
  const [played, setPlayed] = useState(false);
  const { videos: related } = useRelatedVideos(api, video.video_id, { enabled: played });
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
          related={related}
          relatedTarget="_blank"
          onPlay={() => setPlayed(true)}
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
