import { keyframes, style } from '@vanilla-extract/css';
import { floatingEdge, raisedPanel } from '../internal/panel.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  flex: 'none',
  display: 'inline-flex',
  width: '1.1em',
  height: '1.1em',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const content = style({
  boxSizing: 'border-box',
  // On the modal layer, as every floating layer (Popover.css.ts): a select in a dialog (the report form's
  // subject) opens above the dialog's overlay, not behind it where no pointer reaches it.
  zIndex: vars.zIndex.modal,
  minWidth: 'var(--radix-select-trigger-width)',
  maxWidth: 'min(480px, calc(100vw - 16px))',
  maxHeight: 'min(360px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  padding: vars.space.xs,
  ...raisedPanel,
  ...floatingEdge,
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const viewport = style({ padding: 0 });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  paddingInlineStart: vars.space.xl,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accent, color: vars.color.accentText },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': { [media.mobile]: { minHeight: 44 } },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
  width: '1em',
  height: '1em',
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 24,
  color: vars.color.textMuted,
  cursor: 'default',
});

export const glyph = style({ width: '100%', height: '100%' });
