import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Up to 3 thumbnails in a 16:9 frame: the first large on the left, the others stacked on the right
 * (one thumbnail fills the frame; two share it 2:1).
 */
export const mosaic = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2fr 1fr',
  gridTemplateRows: '1fr 1fr',
  gap: 2,
  aspectRatio: '16 / 9',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
  selectors: {
    '&[data-count="1"]': { gridTemplateColumns: '1fr' },
  },
});

export const tile = style({
  display: 'block',
  width: '100%',
  height: '100%',
  minWidth: 0,
  minHeight: 0,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  selectors: {
    '&:first-child': { gridRow: '1 / span 2' },
    [`${mosaic}[data-count="2"] &:nth-child(2)`]: { gridRow: '1 / span 2' },
  },
});
