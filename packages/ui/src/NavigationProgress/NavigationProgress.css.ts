import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** The segment runs along the bar and starts again, as long as the page is on its way. */
const run = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** Shows at once; the fade keeps a navigation answered from the cache from flashing hard. */
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  height: '3px',
  overflow: 'hidden',
  pointerEvents: 'none',
  background: `color-mix(in srgb, ${vars.color.accent} 25%, transparent)`,
  animation: `${appear} 80ms linear`,
});

export const indicator = style({
  width: '40%',
  height: '100%',
  background: vars.color.accent,
  animation: `${run} 1.2s ${vars.motion.easing.standard} infinite`,
  '@media': {
    // No motion: the whole bar, still.
    [media.reducedMotion]: { width: '100%', animation: 'none' },
  },
});
