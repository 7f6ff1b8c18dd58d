import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The reported comment's or message's text, quoted as it is reported. */
export const excerpt = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '8rem',
  overflowY: 'auto',
});
