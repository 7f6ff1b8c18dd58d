import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            // The theme's hover accent, whose contrast with the label is checked (theme/contrast.test.ts).
            background: vars.color.accentHover,
          },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.textMuted },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceRaised },
        },
      },
    },
    size: {
      sm: {
        minHeight: 32,
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: 40,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: 48,
        padding: `${vars.space.md} ${vars.space.xl}`,
        fontSize: vars.font.size.lg,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * While loading, the label keeps its room (no layout shift) and stays the accessible name, but is not
 * painted (opacity, not visibility, so assistive technology still reads it).
 */
export const labelHidden = style({
  opacity: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
});

const spinnerBase = style({
  flex: 'none',
  width: '1.1em',
  height: '1.1em',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});

export const spinner = style([spinnerBase, { position: 'absolute', inset: 0, margin: 'auto' }]);

/** With `asChild` the child owns the label, so the spinner sits beside it. */
export const spinnerInline = spinnerBase;
