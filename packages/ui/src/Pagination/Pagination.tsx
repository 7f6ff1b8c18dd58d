import { paginationWindow } from '@site/api/display';
import type { MouseEvent, ReactNode } from 'react';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './Pagination.css';

export const paginationVariants = ['full', 'compact'] as const;
export type PaginationVariant = (typeof paginationVariants)[number];

export interface PaginationProps {
  /** The current page, from 1. Out of range values are clamped. */
  page: number;
  /** How many pages there are. With one page or none, nothing is rendered. */
  totalPages: number;
  /** The link of a page: with it, every page is a real link (crawlable, opens in a new tab). */
  hrefForPage?: (page: number) => string;
  /**
   * Called with the page chosen. Without `hrefForPage` the pages are buttons that only call this; with
   * it, plain clicks on the links also call it (modified clicks, e.g. to open a new tab, do not).
   */
  onPageChange?: (page: number) => void;
  /**
   * `full`: previous, the first page, two pages each side of the current one (a window of 5, §9), the
   * last page, next. `compact` (for the mobile layout): first, previous, "Page 3 of 10", next, last.
   */
  variant?: PaginationVariant;
  /** The navigation's accessible name; defaults to `pagination.label`. Give one per page if there are two. */
  label?: string;
}

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * The items of the full variant: the window of §9 (`paginationWindow` of @site/api), plus the first and
 * last pages and an ellipsis for each gap. A gap of a single page shows that page instead, since it
 * takes the same room and says more.
 */
export function paginationItems(page: number, totalPages: number): PaginationItem[] {
  const pages = paginationWindow(page, totalPages);
  const first = pages[0];
  const last = pages[pages.length - 1];
  if (first === undefined || last === undefined) return [];
  const items: PaginationItem[] = [];
  if (first > 1) items.push({ type: 'page', page: 1 });
  if (first === 3) items.push({ type: 'page', page: 2 });
  else if (first > 3) items.push({ type: 'ellipsis', position: 'start' });
  for (const p of pages) items.push({ type: 'page', page: p });
  if (last === totalPages - 2) items.push({ type: 'page', page: totalPages - 1 });
  else if (last < totalPages - 2) items.push({ type: 'ellipsis', position: 'end' });
  if (last < totalPages) items.push({ type: 'page', page: totalPages });
  return items;
}

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

type Arrow = 'previous' | 'next' | 'first' | 'last';

const arrowPaths: Record<Arrow, string> = {
  previous: 'M10 4L6 8l4 4',
  next: 'M6 4l4 4-4 4',
  first: 'M12 4L8 8l4 4M6 4v8',
  last: 'M4 4l4 4-4 4M10 4v8',
};

function ArrowIcon({ arrow }: { arrow: Arrow }) {
  return <LineIcon className={styles.icon} d={arrowPaths[arrow]} strokeWidth="1.8" />;
}

interface ControlProps {
  target: number;
  disabled?: boolean;
  current?: boolean;
  rel?: 'prev' | 'next';
  ariaLabel?: string;
  children: ReactNode;
}

/**
 * The pages of a listing (§9: two pages each side of the current one, the first and last with
 * ellipses, previous and next), in a `nav` named "Pagination". The current page has
 * `aria-current="page"`; previous is disabled on the first page and next on the last. Numbers are
 * written in the locale's digits.
 */
export function Pagination({
  page: requestedPage,
  totalPages: requestedTotal,
  hrefForPage,
  onPageChange,
  variant = 'full',
  label,
}: PaginationProps) {
  const { t, formatNumber } = useMessages();
  const Link = useLinkComponent();
  const totalPages = Number.isFinite(requestedTotal) ? Math.max(0, Math.floor(requestedTotal)) : 0;
  if (totalPages <= 1) return null;
  const page = Number.isFinite(requestedPage)
    ? Math.min(Math.max(1, Math.floor(requestedPage)), totalPages)
    : 1;

  // A render function, not a component defined here: a component type made per render would remount
  // every control on each render and lose the keyboard focus.
  const control = ({ target, disabled = false, current = false, rel, ariaLabel, children }: ControlProps) => {
    const common = {
      className: styles.control,
      'aria-label': ariaLabel,
      'aria-current': current ? ('page' as const) : undefined,
    };
    if (hrefForPage) {
      if (disabled) {
        // A link with nowhere to go: no href (so not focusable), announced as a disabled link.
        return (
          <a {...common} role="link" aria-disabled="true">
            {children}
          </a>
        );
      }
      return (
        <Link
          {...common}
          href={hrefForPage(target)}
          rel={rel}
          onClick={(event) => {
            if (!current && onPageChange && isPlainClick(event)) onPageChange(target);
          }}
        >
          {children}
        </Link>
      );
    }
    return (
      <button
        {...common}
        type="button"
        disabled={disabled}
        onClick={() => {
          if (!current) onPageChange?.(target);
        }}
      >
        {children}
      </button>
    );
  };

  const pageLabel = (p: number) => t('pagination.page', { page: formatNumber(p) });
  const previous = (
    <li className={styles.item}>
      {control({
        target: page - 1,
        disabled: page <= 1,
        rel: 'prev',
        children: (
          <>
            <ArrowIcon arrow="previous" />
            <span className={variant === 'full' ? styles.controlText : visuallyHidden}>
              {t('pagination.previous')}
            </span>
          </>
        ),
      })}
    </li>
  );
  const next = (
    <li className={styles.item}>
      {control({
        target: page + 1,
        disabled: page >= totalPages,
        rel: 'next',
        children: (
          <>
            <span className={variant === 'full' ? styles.controlText : visuallyHidden}>
              {t('pagination.next')}
            </span>
            <ArrowIcon arrow="next" />
          </>
        ),
      })}
    </li>
  );

  return (
    <nav className={styles.nav} aria-label={label ?? t('pagination.label')} data-variant={variant}>
      <ul className={styles.list}>
        {variant === 'compact' ? (
          <>
            <li className={styles.item}>
              {control({
                target: 1,
                disabled: page <= 1,
                ariaLabel: t('pagination.first'),
                children: <ArrowIcon arrow="first" />,
              })}
            </li>
            {previous}
            <li className={styles.item}>
              <span className={styles.status} aria-current="page">
                {t('pagination.status', { page: formatNumber(page), total: formatNumber(totalPages) })}
              </span>
            </li>
            {next}
            <li className={styles.item}>
              {control({
                target: totalPages,
                disabled: page >= totalPages,
                ariaLabel: t('pagination.last'),
                children: <ArrowIcon arrow="last" />,
              })}
            </li>
          </>
        ) : (
          <>
            {previous}
            {paginationItems(page, totalPages).map((item) =>
              item.type === 'ellipsis' ? (
                <li key={`ellipsis-${item.position}`} className={styles.ellipsis} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item.page} className={styles.item}>
                  {control({
                    target: item.page,
                    current: item.page === page,
                    ariaLabel: pageLabel(item.page),
                    children: formatNumber(item.page),
                  })}
                </li>
              ),
            )}
            {next}
          </>
        )}
      </ul>
    </nav>
  );
}
