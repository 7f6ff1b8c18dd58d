import { type ApiClient, DELETED_STATUS_ID, type VideoDetail } from '@site/api';
import { commentQueries } from '@site/api/query';
import { VideoInfo } from '@site/ui/video';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { Island } from '../../islands/Island';
import { useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { appealUrl } from '../../lib/urls';
import { UploadNotice } from './UploadNotice';
import { relatedQuery } from './useRelatedVideos';
import { VideoCommentsSection } from './VideoCommentsSection';
import { VideoDetails } from './VideoDetails';
import { VideoActionsPart } from './VideoPageActions';
import { VideoPlayerPart } from './VideoPlayerPart';
import { VideoRelated } from './VideoRelated';
import * as styles from './video.css';
import { SITE_VIDEO_PAGE, VideoPageContext, type VideoPageContextValue } from './video-page-context';

/** The playlist beside the player, only with `?playlist=`: its own chunk, server-rendered as the comments are. */
const PlaylistPanel = lazy(() => import('./PlaylistPanel').then((m) => ({ default: m.PlaylistPanel })));

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

/**
 * The video page (§2): the player (and, with `?playlist=`, the playlist beside it), the title and
 * statistics, votes and actions, the description, the uploader or channel with subscribe, categories,
 * models, the comments and the related videos. Its working parts are islands (app/islands): the player with
 * the page, the actions, details and comments when the browser is idle, the related cards on the first
 * pointer or focus; the title, statistics and description are the server's HTML.
 */
export function VideoPage({
  video,
  api,
  playlistId = null,
  onShown,
  startDownload,
  copyText,
}: VideoPageProps) {
  const { t } = useT();
  const { lang } = useSite();
  const context = useMemo<VideoPageContextValue>(
    () => ({
      ...SITE_VIDEO_PAGE,
      api,
      ...(onShown ? { onShown } : {}),
      ...(startDownload ? { startDownload } : {}),
      ...(copyText ? { copyText } : {}),
    }),
    [api, onShown, startDownload, copyText],
  );
  const deleted = video.status_id === DELETED_STATUS_ID;
  const playlist = useMemo(
    () =>
      playlistId !== null && (
        <Suspense fallback={null}>
          <PlaylistPanel api={api} playlistId={playlistId} videoId={video.video_id} />
        </Suspense>
      ),
    [api, playlistId, video.video_id],
  );

  return (
    <VideoPageContext.Provider value={context}>
      <div className={playlistId ? styles.layoutWithPlaylist : styles.layout}>
        <article className={styles.page}>
          <Island name="videoPlayer" component={VideoPlayerPart} props={{ video }} />
          <UploadNotice video={video} />
          <VideoInfo video={video} />
          <Island name="videoActions" component={VideoActionsPart} props={{ video }} hydrate="idle" />
          {!deleted && (
            <p className={styles.description}>
              {t('video.appeal.question')}{' '}
              <Link to={appealUrl(video.video_id)}>{t('video.appeal.link')}</Link>
            </p>
          )}
          {!deleted && video.description && <p className={styles.description}>{video.description}</p>}
          <Island name="videoDetails" component={VideoDetails} props={{ video }} hydrate="idle" />
          <Island
            name="videoComments"
            component={VideoCommentsSection}
            props={{ video: { video_id: video.video_id, status_id: video.status_id } }}
            queries={[commentQueries.list(api, { section: 'video', object_id: video.video_id }).queryKey]}
            hydrate="idle"
          />
        </article>
        {playlist}
        <div className={styles.related}>
          <Island
            name="videoRelated"
            component={VideoRelated}
            props={{ videoId: video.video_id }}
            queries={[relatedQuery(api, video.video_id, lang).queryKey]}
            hydrate="interaction"
          />
        </div>
      </div>
    </VideoPageContext.Provider>
  );
}
