import type { ReactNode } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './Skeleton.css';

/** The shapes a placeholder takes; stories and callers reuse these lists. */
export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

/** Widths of a text line (the last of several lines is `medium`). */
export const skeletonWidths = ['full', 'long', 'medium', 'short'] as const;
export type SkeletonWidth = (typeof skeletonWidths)[number];

/** Aspect ratios of a rect: thumbnails 16:9, model photos 3:4, member covers 4:1. */
export const skeletonRatios = ['16:9', '4:3', '1:1', '3:4', '4:1'] as const;
export type SkeletonRatio = (typeof skeletonRatios)[number];

export const skeletonSizes = ['sm', 'md', 'lg'] as const;
export type SkeletonSize = (typeof skeletonSizes)[number];

export const skeletonListLayouts = ['grid', 'stack'] as const;
export type SkeletonListLayout = (typeof skeletonListLayouts)[number];

export type SkeletonProps =
  | {
      /** Lines of text (the default shape), as tall as the surrounding text. */
      shape?: 'text';
      width?: SkeletonWidth;
      /** How many lines; the last of several is shorter, like a paragraph. Defaults to 1. */
      lines?: number;
    }
  | {
      /** A block as wide as its container (a thumbnail, a cover). */
      shape: 'rect';
      ratio?: SkeletonRatio;
    }
  | {
      /** A round placeholder (an avatar). */
      shape: 'circle';
      size?: SkeletonSize;
    };

/**
 * A loading placeholder in the shape of what is coming. Hidden from assistive technology: a
 * `SkeletonList` (or the page) says "Loading" once instead of every placeholder.
 */
export function Skeleton(props: SkeletonProps) {
  if (props.shape === 'rect') {
    const ratio = props.ratio ?? '16:9';
    return (
      <span className={styles.rect({ ratio })} aria-hidden="true" data-skeleton="rect" data-ratio={ratio} />
    );
  }
  if (props.shape === 'circle') {
    const size = props.size ?? 'md';
    return (
      <span className={styles.circle({ size })} aria-hidden="true" data-skeleton="circle" data-size={size} />
    );
  }
  const count = Math.max(1, Math.floor(props.lines ?? 1));
  const width = props.width ?? 'full';
  if (count === 1) {
    return <span className={styles.line({ width })} aria-hidden="true" data-skeleton="text" />;
  }
  return (
    <span className={styles.lines} aria-hidden="true" data-skeleton="text" data-lines={count}>
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders; the position is the identity
          key={index}
          className={styles.line({ width: index === count - 1 ? 'medium' : width })}
        />
      ))}
    </span>
  );
}

export interface SkeletonListProps {
  /** How many placeholders: the page size the listing requested (§2), so nothing jumps when it loads. */
  count: number;
  /** `grid` for card listings, `stack` for rows. Defaults to `stack`. */
  layout?: SkeletonListLayout;
  /** What is loading, said once for the whole list. Defaults to the `skeleton.loading` message. */
  label?: string;
  /** One placeholder item, repeated `count` times. Defaults to a line of text. */
  children?: ReactNode;
}

/**
 * `count` placeholders of a listing while its page loads. The placeholders are hidden from assistive
 * technology; one visually hidden `status` says "Loading" for the whole list.
 */
export function SkeletonList({ count, layout = 'stack', label, children }: SkeletonListProps) {
  const { t } = useMessages();
  const total = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return (
    <div className={styles.list} data-skeleton-list="" data-count={total}>
      <span role="status" className={visuallyHidden}>
        {label ?? t('skeleton.loading')}
      </span>
      <div className={styles.items({ layout })} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders; the position is the identity
          <div key={index} className={styles.item} data-skeleton-item="">
            {children ?? <Skeleton />}
          </div>
        ))}
      </div>
    </div>
  );
}
