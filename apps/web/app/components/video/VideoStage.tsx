import { type ApiClient, DELETED_STATUS_ID, errorCode, type VideoDetail } from '@site/api';
import { shouldRetry, videoQueries } from '@site/api/query';
import { Button, Spinner } from '@site/ui';
import { type EndScreenVideo, VideoPlayer } from '@site/ui/video';
import { useQuery } from '@tanstack/react-query';
import { useHydrating } from '../../lib/hydrating';
import { useT } from '../../lib/i18n';
import { type StageState, stageOf } from '../../lib/video-files';
import type { SiteMessageKey } from '../../messages';
import * as styles from './video.css';

/** The file list as the server's render has it: not asked for. */
const UNASKED = { data: undefined, error: null, status: 'pending' } as const;

/** While a video is still being processed, its file list is asked for again this often. */
export const NOT_READY_POLL_MS = 15_000;

/**
 * The video's files (§7 videofile, asked for in the browser only) as the stage to show. A deleted video
 * asks for nothing; 4xx answers are not retried; `not_ready` is asked again every 15 s, by the player
 * (the page's other parts read the same query with `poll: false`).
 */
export function useVideoStage(
  api: ApiClient,
  video: Pick<VideoDetail, 'video_id' | 'status_id'>,
  { poll = true }: { poll?: boolean } = {},
) {
  const query = useQuery({
    ...videoQueries.file(api, video.video_id),
    enabled: video.status_id !== DELETED_STATUS_ID,
    retry: shouldRetry,
    refetchInterval: (q) => (poll && errorCode(q.state.error) === 'not_ready' ? NOT_READY_POLL_MS : false),
  });
  // The server never has the file list: a hydration renders the stage it rendered.
  const hydrating = useHydrating();
  return {
    stage: stageOf(video, hydrating ? UNASKED : query),
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

const panelText: Record<
  Exclude<StageState['kind'], 'ready' | 'loading'>,
  [SiteMessageKey, SiteMessageKey]
> = {
  not_ready: ['video.notReady.title', 'video.notReady.body'],
  private: ['video.private.title', 'video.private.body'],
  deleted: ['video.deleted.title', 'video.deleted.body'],
  not_found: ['video.notFound.title', 'video.notFound.body'],
  error: ['video.error.title', 'video.error.body'],
};

export interface VideoStageProps {
  video: Pick<VideoDetail, 'title' | 'thumb' | 'duration'>;
  stage: StageState;
  onRetry?: () => void;
  retrying?: boolean;
  /** Heading level of a state's title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** The related videos the player's end screen offers (#27). */
  related?: readonly EndScreenVideo[];
  /** `_blank` in the embed: the end screen's links open the site out of the frame. */
  relatedTarget?: '_blank';
  /** Playback started (the embed asks for the end screen's videos then). */
  onPlay?: () => void;
  /** Continue watching (#32 item 3): where to start, and where playback stands as it plays and pauses. */
  startAt?: number | null | undefined;
  onTimeUpdate?: ((position: number, duration: number) => void) | undefined;
  onPause?: (() => void) | undefined;
}

/**
 * The player (HLS, its quality and speed menus, storyboard thumbnails and end screen are the player's own;
 * the end screen's related videos come from the page), or in its place the
 * state of the video: still processing, private, deleted, gone, or an error with a retry. While the file
 * list loads (and in the server's render) the player shows the poster and a spinner.
 */
export function VideoStage({
  video,
  stage,
  onRetry,
  retrying = false,
  headingLevel = 2,
  related,
  relatedTarget,
  onPlay,
  startAt,
  onTimeUpdate,
  onPause,
}: VideoStageProps) {
  const { t } = useT();
  if (stage.kind === 'ready' || stage.kind === 'loading') {
    const files = stage.kind === 'ready' ? stage.files : undefined;
    return (
      <VideoPlayer
        title={video.title}
        // The video's thumbnail (`scr` is a storage hint, not an address): the still before play.
        poster={video.thumb || undefined}
        duration={video.duration}
        // hls.js wherever Media Source Extensions exist, so the quality menu lists the ladder's rungs
        // (native HLS, where it is the only way, e.g. iOS, has no levels to choose from).
        preferHlsJs
        {...(files ? { src: files.src, type: files.type } : {})}
        {...(files?.storyboard ? { storyboard: files.storyboard } : {})}
        {...(related ? { related } : {})}
        {...(relatedTarget ? { relatedTarget } : {})}
        {...(onPlay ? { onPlay } : {})}
        startAt={startAt}
        onTimeUpdate={onTimeUpdate}
        onPause={onPause}
      />
    );
  }
  const [title, body] = panelText[stage.kind];
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.panel}
      data-state={stage.kind}
      role={stage.kind === 'error' ? 'alert' : 'status'}
    >
      {stage.kind === 'not_ready' && <Spinner size="md" />}
      <Heading className={styles.panelTitle}>{t(title)}</Heading>
      <p className={styles.panelBody}>{t(body)}</p>
      {stage.kind === 'error' && onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {t('video.error.retry')}
        </Button>
      )}
    </section>
  );
}
