import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Inverted colours (text on its own colour) so the tip stands apart from any surface below it. */
export const content = style({
  boxSizing: 'border-box',
  // Above dialogs, menus and notifications it may describe a control of.
  zIndex: vars.zIndex.toast,
  maxWidth: 'min(280px, var(--radix-tooltip-content-available-width))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'break-word',
  transformOrigin: 'var(--radix-popper-transform-origin)',
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
