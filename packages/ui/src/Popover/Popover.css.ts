import { keyframes, style } from '@vanilla-extract/css';
import { floatingEdge, raisedPanel } from '../internal/panel.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

// The header and its close button are Dialog's (`OverlayHeader`); only the panel and the title differ.

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The raised panel every floating layer shares (Popover, DropdownMenu). Layers sit on the modal layer so
 * they also show above a dialog or sheet they are opened from; among layers, the later (portalled last)
 * wins.
 */
export const floating = style({
  boxSizing: 'border-box',
  zIndex: vars.zIndex.modal,
  ...raisedPanel,
  ...floatingEdge,
  // Radix's popper sets where the panel grows from (next to its trigger).
  transformOrigin: 'var(--radix-popper-transform-origin)',
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const content = style([
  floating,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: 'max-content',
    minWidth: 240,
    maxWidth: 'min(360px, var(--radix-popover-content-available-width))',
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space.lg,
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  alignSelf: 'center',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
