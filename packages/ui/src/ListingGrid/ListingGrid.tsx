import { PAGE_SIZE } from '@site/api';
import { Fragment, type Key, type ReactNode } from 'react';
import { CategoryCardSkeleton } from '../CategoryCard/CategoryCard';
import { ChannelCardSkeleton } from '../ChannelCard/ChannelCard';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { useMessages } from '../i18n/UiProvider';
import { MemberCardSkeleton } from '../MemberCard/MemberCard';
import { ModelCardSkeleton } from '../ModelCard/ModelCard';
import { PlaylistCardSkeleton } from '../PlaylistCard/PlaylistCard';
import { visuallyHidden } from '../theme/a11y.css';
import { VideoCard, type VideoCardData, VideoCardSkeleton } from '../VideoCard/VideoCard';
import * as styles from './ListingGrid.css';
import type { ListingKind } from './listingKinds';

export { type ListingKind, listingKinds } from './listingKinds';

/** A listing's request state (§4: pending, then success or error), as TanStack Query's `status`. */
export type ListingStatus = 'pending' | 'error' | 'success';

/**
 * Placeholders shown while a page loads: the default page sizes of §9. Categories come in one
 * unpaged list; 60 placeholders for them is a decision.
 */
export const listingPageSizes: Readonly<Record<ListingKind, number>> = {
  videos: PAGE_SIZE.videos,
  models: PAGE_SIZE.models,
  channels: PAGE_SIZE.channels,
  categories: 60,
  playlists: PAGE_SIZE.playlists,
  members: PAGE_SIZE.members,
};

const placeholders: Record<ListingKind, () => ReactNode> = {
  videos: () => <VideoCardSkeleton />,
  models: () => <ModelCardSkeleton />,
  channels: () => <ChannelCardSkeleton />,
  categories: () => <CategoryCardSkeleton />,
  playlists: () => <PlaylistCardSkeleton />,
  members: () => <MemberCardSkeleton />,
};

export interface ListingGridProps<T> {
  kind: ListingKind;
  status: ListingStatus;
  /** The page's items; read when `status` is `success`. */
  items?: readonly T[];
  /** One card, e.g. `(model) => <ModelCard model={model} />`. */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * `renderItem` answers the list's `li` itself (e.g. `<VideoCard as="li" />`), not wrapped in one: an
   * element fewer per card. Off by default.
   */
  itemIsListItem?: boolean;
  /** A stable key per item, e.g. `(video) => video.video_id`. */
  getKey: (item: T, index: number) => Key;
  /** How many placeholders while pending: the requested page size (§2). Defaults to §9's for `kind`. */
  pageSize?: number;
  /** One placeholder; defaults to the skeleton of `kind`'s card. */
  renderPlaceholder?: () => ReactNode;
  /** The accessible name of the list, e.g. "Latest videos" (usually the page's heading text). */
  label?: string;
  /** The error code of a failed request (§8); shows its `listing.error.*` message. */
  errorCode?: string | null;
  /** Shows "Try again" on the error state, e.g. the query's `refetch`. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The empty state's title; defaults to `listingGrid.empty.{kind}`. */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Actions of the empty state, e.g. a button to clear the filters. */
  emptyAction?: ReactNode;
  /** Adds the "go to main page" button to the empty and error states. */
  homeHref?: string;
  /** Heading level of the empty and error states' titles. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Another page is on its way: the cards shown dim (no layout moves) and the list is `aria-busy` with a
   * "Loading" status. A loaded grid inside any `aria-busy="true"` region dims the same way.
   */
  busy?: boolean;
  /**
   * Cards out of view skip their styling, layout and painting until the visitor scrolls near them (CSS
   * `content-visibility: auto`, an estimated height standing for each): for long pages, whose cards below
   * the fold would otherwise cost a phone's first seconds. Off by default.
   */
  deferOffscreen?: boolean;
}

/**
 * A listing of cards in responsive columns (fewer and wider on the mobile layout, ≤ 1024 px): while
 * pending, one placeholder per item of the requested page and a single "Loading" status; on error the
 * §8 message with a retry; when the page is empty, the empty state. While another page is on its way
 * (`busy`, or an `aria-busy` region around the grid), the cards shown dim under a veil until it arrives.
 */
export function ListingGrid<T>({
  kind,
  status,
  items,
  renderItem,
  itemIsListItem = false,
  getKey,
  pageSize,
  renderPlaceholder,
  label,
  errorCode,
  onRetry,
  retrying,
  emptyTitle,
  emptyDescription,
  emptyAction,
  homeHref,
  headingLevel = 2,
  busy,
  deferOffscreen = false,
}: ListingGridProps<T>) {
  const { t } = useMessages();
  if (status === 'error') {
    return (
      <ErrorState
        code={errorCode}
        onRetry={onRetry}
        retrying={retrying}
        homeHref={homeHref}
        headingLevel={headingLevel}
      />
    );
  }
  if (status === 'pending') {
    const requested = pageSize ?? listingPageSizes[kind];
    const count = Number.isFinite(requested) ? Math.max(0, Math.floor(requested)) : 0;
    const placeholder = renderPlaceholder ?? placeholders[kind];
    return (
      <div className={styles.root} aria-busy="true" data-status="pending" data-kind={kind}>
        <span role="status" className={visuallyHidden}>
          {t(`listingGrid.loading.${kind}`)}
        </span>
        <ul className={styles.grid[kind]} aria-hidden="true" data-count={count}>
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders; the position is the identity
            <li key={index} className={styles.item}>
              {placeholder()}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const list = items ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        title={emptyTitle ?? t(`listingGrid.empty.${kind}`)}
        description={emptyDescription}
        action={emptyAction}
        homeHref={homeHref}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <div
      className={`${styles.root} ${styles.loaded}`}
      data-status="success"
      data-kind={kind}
      aria-busy={busy || undefined}
    >
      {busy && (
        <span role="status" className={visuallyHidden}>
          {t(`listingGrid.loading.${kind}`)}
        </span>
      )}
      <ul
        className={deferOffscreen ? `${styles.grid[kind]} ${styles.deferred[kind]}` : styles.grid[kind]}
        aria-label={label}
      >
        {list.map((item, index) =>
          itemIsListItem ? (
            <Fragment key={getKey(item, index)}>{renderItem(item, index)}</Fragment>
          ) : (
            <li key={getKey(item, index)} className={styles.item}>
              {renderItem(item, index)}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

export interface VideoGridProps
  extends Omit<
    ListingGridProps<VideoCardData>,
    'kind' | 'items' | 'renderItem' | 'itemIsListItem' | 'getKey'
  > {
  videos?: readonly VideoCardData[];
  /**
   * The first cards load their thumbnails at once (above the fold), the very first one before other
   * images; the rest lazily. Defaults to 0.
   */
  priorityCount?: number;
  /** Heading level of the cards' titles. Defaults to 3. */
  cardHeadingLevel?: 2 | 3 | 4;
  /** Links the videos within this playlist. */
  playlistId?: number;
  /**
   * A card's menu button (VideoCard's `menu` slot), e.g. a `VideoActionsMenu` with the owner's
   * actions on the owner's own uploads page; return nothing for a card without one.
   */
  menuOf?: (video: VideoCardData) => ReactNode;
  /** A video's extra thumbnails and preview clip for the hover preview, when the site has them. */
  previewOf?: (video: VideoCardData) => { thumbs?: readonly string[]; preview?: string } | undefined;
}

/** A `ListingGrid` of `VideoCard`s: the videos listing of §2 with its loading, error and empty states. */
export function VideoGrid({
  videos,
  priorityCount = 0,
  cardHeadingLevel,
  playlistId,
  menuOf,
  previewOf,
  ...rest
}: VideoGridProps) {
  return (
    <ListingGrid<VideoCardData>
      {...rest}
      kind="videos"
      items={videos}
      getKey={(video) => video.video_id}
      itemIsListItem
      renderItem={(video, index) => (
        <VideoCard
          as="li"
          video={video}
          headingLevel={cardHeadingLevel}
          priority={index === 0 && priorityCount > 0 ? 'high' : index < priorityCount}
          playlistId={playlistId}
          menu={menuOf?.(video)}
          {...previewOf?.(video)}
        />
      )}
    />
  );
}
