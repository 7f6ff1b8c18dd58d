import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { choiceBox, choiceBoxSize } from '../internal/choiceBox';
import { vars } from '../theme/contract.css';

export const box = recipe({
  base: choiceBox(
    {
      borderRadius: vars.radius.sm,
      color: vars.color.accentText,
      transitionProperty: 'background-color, border-color',
    },
    {
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
    },
  ),
  variants: { size: choiceBoxSize },
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
