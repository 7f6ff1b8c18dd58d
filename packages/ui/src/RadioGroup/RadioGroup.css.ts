import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { choiceBox, choiceBoxSize } from '../internal/choiceBox';
import { vars } from '../theme/contract.css';

export const group = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm },
});

export const radio = recipe({
  base: choiceBox(
    { borderRadius: vars.radius.full, transitionProperty: 'border-color' },
    {
      '&[data-state="checked"]': { borderColor: vars.color.accent },
      '&[aria-invalid="true"], [aria-invalid="true"] &': { borderColor: vars.color.danger },
    },
  ),
  variants: { size: choiceBoxSize },
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
