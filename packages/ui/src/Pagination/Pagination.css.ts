import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const nav = style({ fontFamily: vars.font.family, color: vars.color.text });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const control = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.control.md,
  minHeight: vars.size.control.md,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not([aria-current]):not([aria-disabled="true"]):not(:disabled)': {
      borderColor: vars.color.accent,
      color: vars.color.link,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
      cursor: 'default',
    },
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceRaised,
      borderColor: 'transparent',
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.mobile]: {
      minWidth: vars.size.control.sm,
      minHeight: vars.size.control.sm,
      paddingInline: vars.space.xs,
    },
  },
});

/** Arrows point the way of reading: mirrored in right-to-left languages. */
export const icon = style({
  width: vars.size.icon.sm,
  height: vars.size.icon.sm,
  flex: 'none',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** "Previous"/"Next" beside the arrow; on the mobile layout only the arrow shows (the name stays). */
export const controlText = style({
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: 24,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  userSelect: 'none',
});

/** The compact variant's "Page 3 of 10". */
export const status = style({
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
