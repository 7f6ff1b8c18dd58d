import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../theme/a11y.css';

/** The theme's class, reused: hidden visually, still read by assistive technology. */
export const hidden = visuallyHidden;

/**
 * Hidden until it or something inside it takes keyboard focus (a skip link), then shown in place, on a
 * raised surface so it reads over whatever is under it.
 */
export const focusable = style({
  selectors: {
    '&:focus-within, &:focus': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});
