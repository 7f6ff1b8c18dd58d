import { type ApiClient, errorCode, type VideoListParams } from '@site/api';
import { videoQueries } from '@site/api/query';
import { FiltersBar, type VideoFiltersValue, VideoGrid } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { retryOf } from '../../lib/refusals';
import * as styles from './catalog.css';
import { CatalogPager } from './shared';
import '../../messages/use-catalog';

type VideoPageParams = Pick<VideoListParams, 'sort' | 'date' | 'type' | 'duration' | 'page'>;

export interface EntityVideosProps {
  /** The list's parameters: section channel or model, its object, page and filters. */
  params: VideoListParams;
  api: ApiClient;
  /** The section's heading (an h2, or the page's h1 when `headingLevel` is 1). */
  title: string;
  headingLevel?: 1 | 2;
  /** The address of a page with given filters (`/channel/{dir}/{page}/?sort=…`). */
  hrefFor: (p: VideoPageParams) => string;
  /** Shown under the grid, e.g. a link to all of the model's videos. */
  footer?: ReactNode;
  /** Hide the pager (the model page shows its first page and links to the rest). */
  paged?: boolean;
}

/**
 * The videos of a channel or model (§2): the @site/ui filters bar (sort, date, type, duration), the grid
 * with its loading, error and empty states, and the pager. Changing a filter goes to its first page.
 */
export function EntityVideos({
  params,
  api,
  title,
  headingLevel = 2,
  hrefFor,
  footer,
  paged = true,
}: EntityVideosProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const query = useQuery(videoQueries.list(api, params));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const value: VideoFiltersValue = {
    sort: params.sort,
    date: params.date,
    type: params.type,
    duration: params.duration,
  };
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <Heading id={headingId} className={headingLevel === 1 ? styles.heading : styles.subheading}>
          {title}
        </Heading>
        <FiltersBar value={value} onChange={(next) => navigate(hrefFor({ ...next, page: 1 }))} />
      </div>
      <VideoGrid
        status={query.status}
        videos={query.data?.videos}
        pageSize={params.count}
        label={title}
        errorCode={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
        retrying={query.isRefetching}
        priorityCount={headingLevel === 1 ? 4 : 0}
        headingLevel={headingLevel === 1 ? 2 : 3}
        cardHeadingLevel={headingLevel === 1 ? 2 : 3}
      />
      {paged && (
        <CatalogPager
          page={params.page}
          total={query.data?.total_count}
          count={params.count}
          hrefForPage={(page) => hrefFor({ ...value, page })}
        />
      )}
      {footer}
    </section>
  );
}
