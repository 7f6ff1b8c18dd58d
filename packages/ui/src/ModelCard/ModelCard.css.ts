import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { card, skeletonBlock } from '../VideoCard/VideoCard.css';

/** A portrait photo (3:4), sized before it loads so nothing shifts. */
export const photo = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** The name, then the flag at the end of its first line. */
export const nameRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const skeletonPhoto = style([skeletonBlock, { aspectRatio: '3 / 4', borderRadius: vars.radius.md }]);
