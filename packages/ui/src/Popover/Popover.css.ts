import { keyframes, style } from '@vanilla-extract/css';
import * as dialog from '../Dialog/Dialog.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export { closeButton, header } from '../Dialog/Dialog.css';

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
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
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

/** With the title visually hidden, the close button alone keeps to the end of the header. */
export const closeButtonAlone = style([dialog.closeButton, { marginInlineStart: 'auto' }]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
