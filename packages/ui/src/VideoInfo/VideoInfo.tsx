import type { VideoDetail } from '@site/api';
import { formatRelativeDate, isoDuration } from '@site/api/display';
import { useMessages } from '../i18n/UiProvider';
import { Skeleton } from '../Skeleton/Skeleton';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './VideoInfo.css';

/** What the video page's heading shows: a Pick of the API's `VideoDetail`, so the video passes straight in. */
export type VideoInfoData = Pick<
  VideoDetail,
  'title' | 'video_viewed' | 'added_date' | 'duration' | 'statistics'
>;

export interface VideoInfoProps {
  video: VideoInfoData;
  /** The clock the added date is relative to (§9). Defaults to now; pass a fixed one in tests and stories. */
  now?: Date | number;
  /** Heading level of the title. Defaults to 1: it is the page's title. */
  headingLevel?: 1 | 2;
}

/** The share of likes among votes (0–1), or null when nobody has voted. */
export function likeShare(statistics: { likes: number; dislikes: number }): number | null {
  const total = statistics.likes + statistics.dislikes;
  return total > 0 ? statistics.likes / total : null;
}

/**
 * The video page's title and statistics (§2, §3): views (compact, §9), when it was added (relative, §9),
 * its duration and the percent of likes among votes.
 */
export function VideoInfo({ video, now, headingLevel = 1 }: VideoInfoProps) {
  const { t, pluralCount, formatDuration, formatPercent, locale } = useMessages();
  const Heading = `h${headingLevel}` as const;
  const share = likeShare(video.statistics);
  const added = new Date(video.added_date);
  return (
    <div className={styles.root}>
      <Heading className={styles.title}>{video.title}</Heading>
      <ul className={styles.stats} aria-label={t('videoPage.stats')}>
        <li className={styles.stat}>{pluralCount('videoPage.views', video.video_viewed)}</li>
        {!Number.isNaN(added.getTime()) && (
          <li className={styles.stat}>
            <span className={visuallyHidden}>{t('videoPage.added')}</span>
            <time dateTime={added.toISOString()}>
              {formatRelativeDate(added, { locale, now: now ?? Date.now() })}
            </time>
          </li>
        )}
        <li className={styles.stat}>
          <span className={visuallyHidden}>{t('videoPage.duration')}</span>
          <time dateTime={isoDuration(video.duration)}>{formatDuration(video.duration)}</time>
        </li>
        <li className={styles.stat} data-rating={share === null ? 'none' : Math.round(share * 100)}>
          {share !== null && (
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${share * 100}%` }} />
            </span>
          )}
          {share === null
            ? t('videoPage.noRating')
            : t('videoPage.rating', { percent: formatPercent(share) })}
        </li>
      </ul>
    </div>
  );
}

/** The loading placeholder of `VideoInfo`: a title line and a stats line, with one "Loading" status. */
export function VideoInfoSkeleton() {
  const { t } = useMessages();
  return (
    <div className={styles.root} data-skeleton="">
      <span role="status" className={visuallyHidden}>
        {t('videoPage.loading')}
      </span>
      <Skeleton width="long" />
      <Skeleton width="medium" />
    </div>
  );
}
