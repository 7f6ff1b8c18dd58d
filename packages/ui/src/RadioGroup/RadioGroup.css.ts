import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const group = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm },
});

export const radio = recipe({
  base: {
    boxSizing: 'border-box',
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: 0,
    padding: 0,
    // 3:1 against the surface (WCAG 1.4.11): borderStrong, not the decorative border.
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    cursor: 'pointer',
    transitionProperty: 'border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[data-state="checked"]': { borderColor: vars.color.accent },
      '&[aria-invalid="true"], [aria-invalid="true"] &': { borderColor: vars.color.danger },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    size: {
      sm: { width: vars.size.icon.sm, height: vars.size.icon.sm },
      md: { width: vars.size.icon.md, height: vars.size.icon.md },
      lg: { width: vars.size.icon.lg, height: vars.size.icon.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dot = style({
  display: 'block',
  width: '50%',
  height: '50%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  selectors: { '[aria-invalid="true"] &': { background: vars.color.danger } },
});
