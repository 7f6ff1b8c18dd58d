import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const box = recipe({
  base: {
    boxSizing: 'border-box',
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: 0,
    padding: 0,
    // The box edge reaches 3:1 against the surface (WCAG 1.4.11): borderStrong, not the decorative border.
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.accentText,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"][data-state="checked"], &[aria-invalid="true"][data-state="indeterminate"]': {
        background: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.onDanger,
      },
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

export const indicator = style({ display: 'inline-flex', width: '100%', height: '100%' });

export const check = style({
  width: '100%',
  height: '100%',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});

export const dash = style({
  width: '100%',
  height: '100%',
  display: 'none',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'block' } },
});
