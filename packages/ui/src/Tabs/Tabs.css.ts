import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xs,
    minWidth: 0,
    // Too many tabs for the width (mobile): the row scrolls instead of wrapping.
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    selectors: {
      '&[data-orientation="vertical"]': { flexDirection: 'column', overflowX: 'visible', flex: 'none' },
    },
  },
  variants: {
    variant: {
      line: {
        boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
        selectors: {
          '&[data-orientation="vertical"]': { boxShadow: `inset -1px 0 0 ${vars.color.border}` },
        },
      },
      pill: { padding: vars.space.xxs },
    },
  },
  defaultVariants: { variant: 'line' },
});

export const trigger = recipe({
  base: {
    boxSizing: 'border-box',
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    margin: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, background-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.text },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
      '&[data-state="active"]': { color: vars.color.text },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-orientation="vertical"]': { justifyContent: 'flex-start' },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: {
      line: {
        borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
        selectors: {
          // The active tab is marked by a bar as well as by colour.
          '&[data-state="active"]': { boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
          '&[data-state="active"][data-orientation="vertical"]': {
            boxShadow: `inset -3px 0 0 ${vars.color.accent}`,
          },
        },
      },
      pill: {
        borderRadius: vars.radius.full,
        selectors: {
          '&:hover:not(:disabled):not([data-state="active"])': { background: vars.color.surfaceHover },
          '&[data-state="active"]': { background: vars.color.accent, color: vars.color.accentText },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.control.sm,
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.control.md,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.font.size.md,
      },
    },
  },
  defaultVariants: { variant: 'line', size: 'md' },
});

export const content = style({
  flex: '1 1 auto',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
