import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Holds the input and, at its end, the spinner or the show-password button. */
export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  selectors: {
    // Chrome's own clear button of type=search: keep it, but in the text colour.
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
  },
});

/** Room at the end of the input for what sits over it. */
export const withAdornment = styleVariants({
  sm: { paddingInlineEnd: vars.size.control.sm },
  md: { paddingInlineEnd: vars.size.control.md },
  lg: { paddingInlineEnd: vars.size.control.lg },
});

export const adornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const spinnerSlot = style({
  insetInlineEnd: vars.space.md,
  pointerEvents: 'none',
});
