import { isoDuration, videoAuthor, videoHref } from '@site/api/display';
import { Badge } from '../Badge/Badge';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './VideoCard.css';

type Flag = 0 | 1;

/**
 * What the listing card shows (§2 "Video listing card"). A structural subset of the API's
 * `VideoCard`, so API objects can be passed straight in.
 */
export interface VideoCardData {
  video_id: number;
  title: string;
  dir: string;
  thumb: string;
  /** Seconds. */
  duration: number;
  video_viewed: number;
  props: { hd: Flag; vr: Flag };
  user_id: number;
  display_name: string;
  is_trusted: Flag;
  content_source_dir: string | null;
  content_source_name: string | null;
}

// The card's links and author rule live in @site/api's display helpers, shared with the site.
export { USER_UPLOAD_SOURCE, type VideoAuthor, videoAuthor, videoHref } from '@site/api/display';

export interface VideoCardProps {
  video: VideoCardData;
  /** Heading level of the title, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Load the thumbnail at once (cards above the fold) instead of lazily. */
  priority?: boolean;
}

/** A video in a listing: thumbnail with HD/VR badges and duration, title, author and views. */
export function VideoCard({ video, headingLevel = 3, priority = false }: VideoCardProps) {
  const { t, plural, formatCount, formatDuration } = useMessages();
  const Link = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const author = videoAuthor(video);
  const views =
    video.video_viewed > 0
      ? plural('video.views', video.video_viewed, { count: formatCount(video.video_viewed) })
      : t('video.justAdded');

  return (
    <article className={styles.card} data-video-id={video.video_id}>
      <div className={styles.thumb}>
        <img
          className={styles.image}
          src={video.thumb}
          alt={video.title}
          width={320}
          height={180}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        {(video.props.hd === 1 || video.props.vr === 1) && (
          <span className={styles.badges}>
            {video.props.hd === 1 && <Badge tone="hd" />}
            {video.props.vr === 1 && <Badge tone="vr" />}
          </span>
        )}
        <span className={styles.duration}>
          <span className={visuallyHidden}>{`${t('video.duration')} `}</span>
          <time dateTime={isoDuration(video.duration)}>{formatDuration(video.duration)}</time>
        </span>
      </div>
      <Heading className={styles.title}>
        <Link href={videoHref(video)} className={styles.titleLink}>
          {video.title}
        </Link>
      </Heading>
      <p className={styles.meta}>
        <Link href={author.href} className={styles.author} data-author-kind={author.kind}>
          <span className={visuallyHidden}>
            {t(author.kind === 'channel' ? 'video.channel' : 'video.member')}
          </span>
          <span className={styles.authorName}>{author.name}</span>
          {author.kind === 'member' && author.trusted && <Badge tone="trusted" />}
        </Link>
        <span className={styles.separator} aria-hidden="true" />
        <span>{views}</span>
      </p>
    </article>
  );
}

/** The loading placeholder of a `VideoCard`: same footprint, no text, hidden from assistive technology. */
export function VideoCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-skeleton="">
      <div className={styles.skeletonThumb} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLineShort} />
    </div>
  );
}
