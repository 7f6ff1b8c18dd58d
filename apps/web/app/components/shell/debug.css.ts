import { vars } from '@site/ui';
import { style } from '@vanilla-extract/css';

/** The debug panel under the page, as wide as the page's main area. */
export const slot = style({
  width: '100%',
  maxWidth: 1600,
  margin: '0 auto',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  boxSizing: 'border-box',
});
