import type { ApiClient, VideoDetail } from '@site/api';
import { videoAuthor } from '@site/api/display';
import { TagList, VisuallyHidden } from '@site/ui';
import { VideoInfo } from '@site/ui/video';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { appealUrl, categoryHref, modelHref } from '../../lib/urls';
import { useViewCount } from '../../lib/use-view-count';
import { countsAView } from '../../lib/video-files';
import { SubscribeControl, type SubscribeSubject } from '../SubscribeControl';
import { UploadNotice } from './UploadNotice';
import { useRelatedVideos } from './useRelatedVideos';
import { useWatchPosition } from './useWatchPosition';
import { VideoPageActions } from './VideoPageActions';
import { VideoRelated } from './VideoRelated';
import { useVideoStage, VideoStage } from './VideoStage';
import * as styles from './video.css';

/**
 * The comments (their list, form, votes and dialogs, with their texts): a chunk apart from the page's first
 * scripts (#28 item 7). The server still renders them in the page; below the player, they hydrate once their
 * chunk is in, and the page's first scripts are ~5 kB (gzip) lighter.
 */
const VideoComments = lazy(() => import('./VideoComments').then((m) => ({ default: m.VideoComments })));
/** The playlist beside the player, only with `?playlist=`: its own chunk, server-rendered as the comments are. */
const PlaylistPanel = lazy(() => import('./PlaylistPanel').then((m) => ({ default: m.PlaylistPanel })));

/** The local watch history (a visitor's), loaded when the view counts, 5 s into the video: not a first script. */
const recordWatched = (video: VideoDetail) =>
  void import('../../lib/watch-history').then((m) => m.recordWatched(video)).catch(() => {});

export interface VideoPageProps {
  video: VideoDetail;
  /** The browser's client (the file list, the view call, member actions); tests pass a fake. */
  api: ApiClient;
  /** `?playlist={id}`: the playlist the video is watched in (§2). */
  playlistId?: number | null;
  /** Called once when the page is shown, with the view call (the local watch history of §3). */
  onShown?: (video: VideoDetail) => void;
  /** Goes to the download file (§4 "redirects to the current player file with a download flag"). */
  startDownload?: (href: string) => void;
  /** Copies text to the clipboard (share and the menu's copy link); tests pass a fake. */
  copyText?: (text: string) => Promise<void>;
}

const goTo = (href: string) => window.location.assign(href);

/** Who to subscribe to from the author line: the channel, else the uploader (§2). */
function authorSubject(video: VideoDetail): SubscribeSubject | null {
  if (video.channel) {
    return {
      target: 'channel',
      objectId: video.channel.dir,
      name: video.channel.title,
      subscribers: video.channel.statistics.subscribers,
    };
  }
  if (video.user) {
    return {
      target: 'member',
      objectId: video.user.user_id,
      name: video.user.username,
      subscribers: video.user.subscribers_count,
    };
  }
  return null;
}

/**
 * The video page (§2): the player (and, with `?playlist=`, the playlist beside it), the title and
 * statistics, votes and actions, the description, the uploader or channel with subscribe, categories,
 * models, the comments and the related videos. The view is counted 5 s after the page is shown (§4).
 */
export function VideoPage({
  video,
  api,
  playlistId = null,
  onShown = recordWatched,
  startDownload = goTo,
  copyText,
}: VideoPageProps) {
  const { t } = useT();
  const { stage, retry, retrying } = useVideoStage(api, video);
  // The list beside the page, which the server's render already holds: the end screen offers its first.
  const { videos: related } = useRelatedVideos(api, video.video_id);
  // A visitor who stops before the view counts (5 s) still finds the video in home's Continue watching.
  const watching = useWatchPosition(api, video.video_id, () => onShown?.(video));
  const categoriesId = useId();
  const modelsId = useId();

  useViewCount(video.video_id, countsAView(stage), (videoId) => {
    api.actions.view({ section: 'video', object_id: videoId }).catch(() => {
      // A view that did not count is not the visitor's problem: nothing to show.
    });
    onShown?.(video);
  });

  const author = videoAuthor(video);
  const subject = authorSubject(video);
  const withheld = stage.kind === 'deleted' || stage.kind === 'private' || stage.kind === 'not_found';
  // One element each for as long as the video is the same: the page re-renders while the comments' and the
  // playlist's chunks are still on their way (the player's state), and a boundary not yet hydrated that
  // receives new props drops the server's HTML and renders again in the browser, so they would blink out.
  const comments = useMemo(
    () => (
      <Suspense fallback={null}>
        <VideoComments api={api} videoId={video.video_id} />
      </Suspense>
    ),
    [api, video.video_id],
  );
  const playlist = useMemo(
    () =>
      playlistId !== null && (
        <Suspense fallback={null}>
          <PlaylistPanel api={api} playlistId={playlistId} videoId={video.video_id} />
        </Suspense>
      ),
    [api, playlistId, video.video_id],
  );
  const downloadFile = stage.kind === 'ready' ? stage.files.download : undefined;
  const downloadChoices = stage.kind === 'ready' ? stage.files.downloads : undefined;

  return (
    <div className={playlistId ? styles.layoutWithPlaylist : styles.layout}>
      <article className={styles.page}>
        <VideoStage
          video={video}
          stage={stage}
          onRetry={retry}
          retrying={retrying}
          related={related}
          {...watching}
        />
        <UploadNotice video={video} />
        <VideoInfo video={video} />
        {!withheld && (
          <VideoPageActions
            video={video}
            api={api}
            downloadFile={downloadFile}
            {...(downloadChoices ? { downloadChoices } : {})}
            filesReady={stage.kind === 'ready'}
            startDownload={startDownload}
            {...(copyText ? { copyText } : {})}
          />
        )}
        {!withheld && (
          <p className={styles.description}>
            {t('video.appeal.question')} <Link to={appealUrl(video.video_id)}>{t('video.appeal.link')}</Link>
          </p>
        )}
        {!withheld && video.description && <p className={styles.description}>{video.description}</p>}
        {!withheld && (
          <dl className={styles.details}>
            <dt className={styles.term}>
              {author.kind === 'channel' ? t('video.channel') : t('video.uploader')}
            </dt>
            <dd className={styles.definition}>
              <span className={styles.author}>
                <Link className={styles.authorLink} to={author.href}>
                  {author.name}
                </Link>
                {author.kind === 'member' && author.trusted && (
                  <>
                    <span aria-hidden="true"> ✓</span>
                    <VisuallyHidden>{` ${t('video.trusted')}`}</VisuallyHidden>
                  </>
                )}
                {subject && <SubscribeControl api={api} subject={subject} />}
              </span>
            </dd>
            {video.categories.length > 0 && (
              <>
                <dt className={styles.term} id={categoriesId}>
                  {t('video.categories')}
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
                  {t('video.models')}
                </dt>
                <dd className={styles.definition}>
                  <TagList
                    labelledBy={modelsId}
                    tags={video.models.map((m) => ({ label: m.title, href: modelHref(m.dir) }))}
                  />
                  <ul className={styles.modelSubscribes}>
                    {video.models.map((m) => (
                      <li key={m.dir}>
                        <SubscribeControl
                          api={api}
                          subject={{
                            target: 'model',
                            objectId: m.dir,
                            name: m.title,
                            subscribers: m.statistics.subscribers,
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
          </dl>
        )}
        {!withheld && comments}
      </article>
      {playlist}
      <div className={styles.related}>
        <VideoRelated api={api} videoId={video.video_id} />
      </div>
    </div>
  );
}
