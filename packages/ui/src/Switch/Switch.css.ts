import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/**
 * Off: a muted track (3:1 against the surface) with the thumb at the start. On: the accent track with
 * the thumb at the end, so the state shows by position and not by colour alone.
 */
export const track = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    margin: 0,
    padding: 2,
    border: 'none',
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:hover:not(:disabled)': { background: vars.color.textMuted },
      '&[data-state="checked"]': { background: vars.color.accent },
      '&[data-state="checked"]:hover:not(:disabled)': {
        background: vars.color.accentHover,
      },
      '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.danger}` },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    size: {
      sm: { width: 32, height: 18 },
      md: { width: 40, height: 22 },
      lg: { width: 48, height: 26 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const thumb = style({
  display: 'block',
  height: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accentText },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** How far the thumb travels: the track width minus its height (the thumb is square to the height). */
const travelBy = (px: number) => ({
  selectors: {
    '&[data-state="checked"]': { transform: `translateX(${px}px)` },
    '[dir="rtl"] &[data-state="checked"]': { transform: `translateX(-${px}px)` },
  },
});

export const travel = recipe({
  variants: { size: { sm: travelBy(14), md: travelBy(18), lg: travelBy(22) } },
  defaultVariants: { size: 'md' },
});
