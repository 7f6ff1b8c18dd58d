import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import * as card from '../VideoCard/VideoCard.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const viewport = style({ position: 'relative', minWidth: 0 });

export const track = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.xxs} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const item = style({
  flex: '0 0 240px',
  minWidth: 0,
  scrollSnapAlign: 'start',
  '@media': { [media.mobile]: { flexBasis: '72%' } },
});

const arrowBase = {
  position: 'absolute',
  top: 'calc(240px * 9 / 16 / 2)',
  zIndex: `calc(${vars.zIndex.raised} + 2)`,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
} as const;

export const previous = style({ ...arrowBase, left: vars.space.xs });
export const next = style({ ...arrowBase, right: vars.space.xs });

/** An advertised video's tile, the list item itself: the picture and its label in one cell, the title below. */
export const tile = style([
  item,
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignContent: 'start',
    rowGap: vars.space.xs,
  },
]);

export const image = style({
  gridArea: '1 / 1',
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});

export const sponsored = style({
  gridArea: '1 / 1',
  alignSelf: 'start',
  justifySelf: 'start',
  margin: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.overlay,
  color: vars.color.overlayText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The cards' title: two lines at most. */
export const title = card.title;

/** The cards' stretched title link, without its stacking level: the tile's own order decides. */
export const titleLink = style([card.titleLink, { selectors: { '&::after': { zIndex: 'auto' } } }]);

export const empty = style({ margin: 0, color: vars.color.textMuted });
