import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
// Button's styles first, so the square's padding and size win over the button sizes at equal specificity.
import '../Button/Button.css';

/**
 * Only what differs from `Button`: a square of the button's height, no padding, and an icon sized to the
 * text. Colours, borders, focus, hover and disabled states come from Button's recipe.
 */
export const square = recipe({
  base: { padding: 0, flex: 'none' },
  variants: {
    size: {
      sm: { width: vars.size.control.sm, height: vars.size.control.sm, minHeight: vars.size.control.sm },
      md: { width: vars.size.control.md, height: vars.size.control.md, minHeight: vars.size.control.md },
      lg: { width: vars.size.control.lg, height: vars.size.control.lg, minHeight: vars.size.control.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25em',
  height: '1.25em',
  // The icon keeps its size whatever padding the square ends up with (a stylesheet that repeats Button's
  // sizes after these rules once squeezed it to 6 px).
  flexShrink: 0,
});

// An SVG icon fills the slot and takes the text colour.
globalStyle(`${icon} > svg`, { width: '100%', height: '100%', fill: 'currentColor' });
