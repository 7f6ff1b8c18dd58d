import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { renderedWhenNear } from '../theme/offscreen';
import type { ListingKind } from './listingKinds';

const veil = keyframes({ from: { opacity: 0 } });

export const root = style({ minWidth: 0 });

/**
 * A loaded page while the next is on its way, told by `aria-busy` on the grid (its `busy` prop) or on a
 * region around it (the site's page during a client navigation): a veil of the page's background over the
 * cards (the text under it keeps its colours, so nothing reads as a contrast failure), fading in; the
 * layout stays as it is, and no card renders again.
 */
const busy = '&[aria-busy="true"], [aria-busy="true"] &';
const veiled = '&[aria-busy="true"]::after, [aria-busy="true"] &::after';
export const loaded = style({
  selectors: {
    [busy]: { position: 'relative', cursor: 'progress' },
    [veiled]: {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: vars.color.surface,
      opacity: 0.55,
      pointerEvents: 'none',
      animation: `${veil} ${vars.motion.duration.fast} linear`,
    },
  },
});

/** A size (px) on desktop and on the mobile layout (≤ 1024 px). */
type Sizes = { desktop: number; mobile: number };

/**
 * Per kind: the narrowest column, and a card's height on the layout those columns give it, measured on the
 * demo site (desktop at 1280 px, the mobile layout at 412 px): what an off-screen card of a `deferOffscreen`
 * grid stands for until it has been rendered once (then the browser remembers its own height). Members'
 * cards take the models' figures: the demo has no grid of them to measure.
 */
const kinds: Record<ListingKind, { column: Sizes; card: Sizes }> = {
  videos: { column: { desktop: 240, mobile: 260 }, card: { desktop: 224, mobile: 271 } },
  models: { column: { desktop: 180, mobile: 150 }, card: { desktop: 340, mobile: 325 } },
  channels: { column: { desktop: 220, mobile: 220 }, card: { desktop: 216, mobile: 297 } },
  categories: { column: { desktop: 200, mobile: 150 }, card: { desktop: 190, mobile: 161 } },
  playlists: { column: { desktop: 240, mobile: 260 }, card: { desktop: 255, mobile: 300 } },
  members: { column: { desktop: 180, mobile: 150 }, card: { desktop: 340, mobile: 325 } },
};

const track = (px: number) => `repeat(auto-fill, minmax(min(100%, ${px}px), 1fr))`;

const base = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gap: vars.space.md } },
});

export const grid = styleVariants(kinds, ({ column }) => [
  base,
  {
    gridTemplateColumns: track(column.desktop),
    '@media': { [media.mobile]: { gridTemplateColumns: track(column.mobile) } },
  },
]);

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/**
 * `deferOffscreen`: a card out of view is neither styled, laid out nor painted until it nears the viewport
 * (`renderedWhenNear`), so a page of 60 cards costs the browser the few on screen.
 */
export const deferred = styleVariants(kinds, () => ({}));
for (const [kind, { card }] of Object.entries(kinds)) {
  globalStyle(`${deferred[kind as ListingKind]} > li`, {
    ...renderedWhenNear(card.desktop),
    '@media': { [media.mobile]: renderedWhenNear(card.mobile) },
  });
}
