import { keyframes, style } from '@vanilla-extract/css';
import { raisedPanel } from '../internal/panel.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const content = style({
  boxSizing: 'border-box',
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(560px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 64px)',
  overflow: 'auto',
  padding: vars.space.xl,
  gap: vars.space.lg,
  ...raisedPanel,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    // §2: mobile layout at 1024 px or less; dialogs take the whole screen there.
    [media.mobile]: {
      inset: 0,
      transform: 'none',
      width: '100%',
      height: '100%',
      maxHeight: 'none',
      borderRadius: 0,
      border: 'none',
      padding: vars.space.lg,
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const closeButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  margin: `calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.xs}) 0 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** With the title visually hidden (Sheet, Popover), the close button alone keeps to the end of the header. */
export const closeButtonAlone = style([closeButton, { marginInlineStart: 'auto' }]);
