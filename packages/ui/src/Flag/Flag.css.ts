import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const flag = style({
  display: 'inline-block',
  flex: 'none',
  verticalAlign: 'middle',
  overflow: 'visible',
  fontFamily: vars.font.family,
});

/** Width by size; the height follows from the 3:2 view box. */
export const size = styleVariants({
  sm: { width: 21, height: 14 },
  md: { width: 30, height: 20 },
  lg: { width: 45, height: 30 },
});

export const field = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
});

export const code = style({
  fill: vars.color.text,
  fontSize: 10,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
});

export const unknownField = style([field, { stroke: vars.color.textMuted, strokeDasharray: '2 2' }]);

export const unknownMark = style([code, { fill: vars.color.textMuted }]);
