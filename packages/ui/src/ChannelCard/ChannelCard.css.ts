import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The first category names, on one line with an ellipsis. */
export const categories = style({
  margin: 0,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
