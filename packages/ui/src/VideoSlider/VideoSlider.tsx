import type { SliderVideo } from '@site/api';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ErrorState } from '../ErrorState/ErrorState';
import { IconButton } from '../IconButton/IconButton';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { isInternalHref } from '../Link/Link';
import { VideoCard, type VideoCardData, VideoCardSkeleton } from '../VideoCard/VideoCard';
import * as styles from './VideoSlider.css';

/** An item of the slider: an advertised video (§3: url, thumb, title) or a listing video. */
export type VideoSliderItem = SliderVideo | VideoCardData;

const isListingVideo = (item: VideoSliderItem): item is VideoCardData => 'video_id' in item;
const itemKey = (item: VideoSliderItem) => (isListingVideo(item) ? `v${item.video_id}` : `a${item.url}`);

export interface VideoSliderProps {
  videos: readonly VideoSliderItem[];
  /** A visible heading; without one the slider is named "Advertised videos". */
  title?: string;
  headingLevel?: 2 | 3;
  status?: 'loading' | 'error' | 'success';
  errorCode?: string | null;
  onRetry?: () => void;
  /** How many placeholders while loading. Defaults to 6. */
  placeholderCount?: number;
}

/** How far one press moves: most of the visible width, so one card stays in view for context. */
const PAGE_SHARE = 0.85;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Where the track is: at its start, at its end (both when everything fits). */
export function scrollEdges(el: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) {
  const max = el.scrollWidth - el.clientWidth;
  // Fractional scroll positions (zoom, high-DPI) land a pixel short of the end.
  return { atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft >= max - 1 };
}

function AdTile({ video }: { video: SliderVideo }) {
  const { t } = useMessages();
  const RouterLink = useLinkComponent();
  const internal = isInternalHref(video.url);
  const linkProps = { href: video.url, className: styles.titleLink };
  return (
    // The list item is the tile: a grid whose first cell holds the picture with the label over it.
    <li className={styles.tile}>
      <img className={styles.image} src={video.thumb} alt="" width={320} height={180} loading="lazy" />
      <span className={styles.sponsored}>{t('videoSlider.sponsored')}</span>
      <h3 className={styles.title}>
        {internal ? (
          <RouterLink {...linkProps}>{video.title}</RouterLink>
        ) : (
          <a {...linkProps} target="_blank" rel="sponsored noopener noreferrer">
            {video.title}
          </a>
        )}
      </h3>
    </li>
  );
}

/**
 * A horizontal slider of advertised videos (§2) with previous and next buttons: previous is hidden at the
 * start and next at the end. Keyboard: the buttons, Tab through the cards (each scrolls into view), and
 * the arrow keys, Home and End on the focused track.
 */
export function VideoSlider({
  videos,
  title,
  headingLevel = 2,
  status = 'success',
  errorCode,
  onRetry,
  placeholderCount = 6,
}: VideoSliderProps) {
  const { t } = useMessages();
  const headingId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const Heading = `h${headingLevel}` as const;

  const measure = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    const next = scrollEdges(el);
    setEdges((was) => (was.atStart === next.atStart && was.atEnd === next.atEnd ? was : next));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the items or the state change
  useLayoutEffect(() => {
    measure();
    const el = trackRef.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, videos, status]);

  // A button that disappears under the keyboard focus hands the focus to the other one.
  useEffect(() => {
    if (pressed.current === 'previous' && edges.atStart && !edges.atEnd) nextRef.current?.focus();
    if (pressed.current === 'next' && edges.atEnd && !edges.atStart) prevRef.current?.focus();
  }, [edges]);

  const scroll = (direction: -1 | 1, amount?: number) => {
    const el = trackRef.current;
    if (!el) return;
    el.scrollBy({
      left: direction * (amount ?? el.clientWidth * PAGE_SHARE),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const el = trackRef.current;
    if (!el || event.target !== el) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step) {
      event.preventDefault();
      scroll(step as -1 | 1, 240);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      el.scrollTo({
        left: event.key === 'Home' ? 0 : el.scrollWidth,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    }
  };

  const label = title ? undefined : t('videoSlider.label');

  return (
    <section
      className={styles.root}
      aria-labelledby={title ? headingId : undefined}
      aria-label={label}
      aria-busy={status === 'loading' || undefined}
    >
      {title && (
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
      )}
      {status === 'loading' && (
        <div className={styles.viewport}>
          <ul className={styles.track} aria-hidden="true">
            {Array.from({ length: placeholderCount }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <li key={i} className={styles.item}>
                <VideoCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      )}
      {status === 'error' && <ErrorState code={errorCode} onRetry={onRetry} headingLevel={3} />}
      {status === 'success' && videos.length === 0 && (
        <p className={styles.empty}>{t('videoSlider.empty')}</p>
      )}
      {status === 'success' && videos.length > 0 && (
        <div className={styles.viewport}>
          {!edges.atStart && (
            <span className={styles.previous}>
              <IconButton
                ref={prevRef}
                label={t('videoSlider.previous')}
                variant="secondary"
                aria-controls={trackId}
                onClick={() => {
                  pressed.current = 'previous';
                  scroll(-1);
                }}
              >
                <LineIcon size={18} d="M10 3.5L5.5 8l4.5 4.5" strokeWidth="2" />
              </IconButton>
            </span>
          )}
          <ul
            id={trackId}
            ref={trackRef}
            className={styles.track}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable track must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            aria-label={title ?? t('videoSlider.label')}
            onKeyDown={onKeyDown}
          >
            {videos.map((item) =>
              isListingVideo(item) ? (
                <li key={itemKey(item)} className={styles.item}>
                  <VideoCard video={item} />
                </li>
              ) : (
                <AdTile key={itemKey(item)} video={item} />
              ),
            )}
          </ul>
          {!edges.atEnd && (
            <span className={styles.next}>
              <IconButton
                ref={nextRef}
                label={t('videoSlider.next')}
                variant="secondary"
                aria-controls={trackId}
                onClick={() => {
                  pressed.current = 'next';
                  scroll(1);
                }}
              >
                <LineIcon size={18} d="M6 3.5L10.5 8 6 12.5" strokeWidth="2" />
              </IconButton>
            </span>
          )}
        </div>
      )}
    </section>
  );
}
