import { PAGING } from '@site/api';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { useMessages } from '../i18n/UiProvider';
import { Pagination } from '../Pagination/Pagination';
import { SkeletonList } from '../Skeleton/Skeleton';
import { VideoCard, type VideoCardData, VideoCardSkeleton } from '../VideoCard/VideoCard';
import * as styles from './RelatedVideos.css';

export const relatedPagings = ['more', 'pages'] as const;
/** `more`: a "Show more" button adds the next page below; `pages`: page through with Pagination. */
export type RelatedPaging = (typeof relatedPagings)[number];

export interface RelatedVideosProps {
  /** The related videos, fetched once (§4: up to 50 kept); paged here, locally. */
  videos?: readonly VideoCardData[];
  /** How many are shown per page. Defaults to 10 (§9 `PAGING.relatedShown`). */
  pageSize?: number;
  paging?: RelatedPaging;
  /** The list is loading: `pageSize` card placeholders. */
  loading?: boolean;
  /** The list failed: its error code (§8); `ErrorState` shows the message. */
  error?: string | null;
  onRetry?: () => void;
  /** The visible heading; defaults to `videoPage.related`. */
  title?: string;
  headingLevel?: 2 | 3;
}

/**
 * The related videos of the video page (§2, §4): fetched once by the page, shown `pageSize` at a time
 * and paged locally, with "Show more" or page buttons. Loading shows placeholders, a failure the error
 * with a retry, no videos a short empty state.
 */
export function RelatedVideos({
  videos = [],
  pageSize = PAGING.relatedShown,
  paging = 'more',
  loading = false,
  error = null,
  onRetry,
  title,
  headingLevel = 2,
}: RelatedVideosProps) {
  const { t, formatNumber } = useMessages();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const size = Math.max(1, Math.floor(pageSize));
  const totalPages = Math.ceil(videos.length / size);
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusIndex = useRef<number | null>(null);

  // A new list (another video) starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list itself changes
  useEffect(() => setPage(1), [videos]);

  // After "Show more", focus goes to the first card added; after a page change, to the heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page has changed
  useEffect(() => {
    if (focusIndex.current === null) return;
    const index = focusIndex.current;
    focusIndex.current = null;
    if (index < 0) {
      headingRef.current?.focus();
      return;
    }
    listRef.current?.children[index]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [page]);

  const clampedPage = Math.min(Math.max(1, page), Math.max(1, totalPages));
  const visible =
    paging === 'more'
      ? videos.slice(0, clampedPage * size)
      : videos.slice((clampedPage - 1) * size, clampedPage * size);

  let body: ReactNode;
  if (loading) {
    body = (
      <SkeletonList count={size} layout="grid" label={t('videoPage.related.loading')}>
        <VideoCardSkeleton />
      </SkeletonList>
    );
  } else if (error) {
    body = <ErrorState code={error} onRetry={onRetry} headingLevel={headingLevel === 2 ? 3 : 4} />;
  } else if (videos.length === 0) {
    body = (
      <EmptyState
        title={t('videoPage.related.empty')}
        description={t('videoPage.related.emptyHint')}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
    );
  } else {
    body = (
      <>
        <ul ref={listRef} className={styles.grid} aria-labelledby={headingId}>
          {visible.map((video) => (
            <VideoCard key={video.video_id} as="li" video={video} headingLevel={headingLevel === 2 ? 3 : 4} />
          ))}
        </ul>
        {totalPages > 1 && (
          <div className={styles.footer}>
            {paging === 'more' ? (
              <>
                <p className={styles.shown}>
                  {t('videoPage.related.shown', {
                    shown: formatNumber(visible.length),
                    total: formatNumber(videos.length),
                  })}
                </p>
                {clampedPage < totalPages && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      focusIndex.current = visible.length;
                      setPage(clampedPage + 1);
                    }}
                  >
                    {t('videoPage.related.more')}
                  </Button>
                )}
              </>
            ) : (
              <Pagination
                page={clampedPage}
                totalPages={totalPages}
                label={t('videoPage.related.pages')}
                onPageChange={(next) => {
                  focusIndex.current = -1;
                  setPage(next);
                }}
              />
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} className={styles.heading} tabIndex={-1}>
        {title ?? t('videoPage.related')}
      </Heading>
      {body}
    </section>
  );
}
