import type { ApiClient, VideoDetail } from '@site/api';
import { categoryHref, modelHref, videoAuthor } from '@site/api/display';
import { Button, TagList, VideoInfo, VisuallyHidden } from '@site/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { withCsrf } from '../../lib/api';
import { tSite } from '../../lib/messages';
import { useViewCount } from '../../lib/use-view-count';
import { countsAView } from '../../lib/video-files';
import { useVideoStage, VideoStage } from './VideoStage';
import * as styles from './video.css';

export interface VideoPageProps {
  video: VideoDetail;
  /** The browser's client (the file list and the view call); tests pass a fake. */
  api: ApiClient;
}

/**
 * The video page (§2): the player, the title and statistics, the download link, the description, the
 * uploader or channel, categories and models. The view is counted 5 s after the page is shown (§4).
 */
export function VideoPage({ video, api }: VideoPageProps) {
  const { stage, retry, retrying } = useVideoStage(api, video);
  const categoriesId = useId();
  const modelsId = useId();

  useViewCount(video.video_id, countsAView(stage), (videoId) => {
    withCsrf(() => api.actions.view({ section: 'video', object_id: videoId }), api).catch(() => {
      // A view that did not count is not the visitor's problem: nothing to show.
    });
  });

  const author = videoAuthor(video);
  const download = stage.kind === 'ready' ? stage.files.download : undefined;
  const withheld = stage.kind === 'deleted' || stage.kind === 'private' || stage.kind === 'not_found';

  return (
    <article className={styles.page}>
      <VideoStage video={video} stage={stage} onRetry={retry} retrying={retrying} />
      <VideoInfo video={video} />
      {download && (
        <div className={styles.actions}>
          <Button asChild variant="secondary" size="sm">
            <a href={download} rel="nofollow">
              {tSite('video.download')}
            </a>
          </Button>
        </div>
      )}
      {!withheld && video.description && <p className={styles.description}>{video.description}</p>}
      {!withheld && (
        <dl className={styles.details}>
          <dt className={styles.term}>
            {author.kind === 'channel' ? tSite('video.channel') : tSite('video.uploader')}
          </dt>
          <dd className={styles.definition}>
            <Link className={styles.authorLink} to={author.href}>
              {author.name}
            </Link>
            {author.kind === 'member' && author.trusted && (
              <>
                <span aria-hidden="true"> ✓</span>
                <VisuallyHidden>{` ${tSite('video.trusted')}`}</VisuallyHidden>
              </>
            )}
          </dd>
          {video.categories.length > 0 && (
            <>
              <dt className={styles.term} id={categoriesId}>
                {tSite('video.categories')}
              </dt>
              <dd className={styles.definition}>
                <TagList
                  labelledBy={categoriesId}
                  tags={video.categories.map((c) => ({ label: c.title, href: categoryHref(c.dir) }))}
                />
              </dd>
            </>
          )}
          {video.models.length > 0 && (
            <>
              <dt className={styles.term} id={modelsId}>
                {tSite('video.models')}
              </dt>
              <dd className={styles.definition}>
                <TagList
                  labelledBy={modelsId}
                  tags={video.models.map((m) => ({ label: m.title, href: modelHref(m.dir) }))}
                />
              </dd>
            </>
          )}
        </dl>
      )}
    </article>
  );
}
