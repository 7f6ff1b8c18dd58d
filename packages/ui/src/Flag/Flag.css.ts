import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const flag = style({
  display: 'inline-block',
  flex: 'none',
  verticalAlign: 'middle',
  overflow: 'visible',
  fontFamily: vars.font.family,
});

/** 4:3, as the flag-icons set. */
export const size = styleVariants({
  sm: { width: 20, height: 15 },
  md: { width: 28, height: 21 },
  lg: { width: 40, height: 30 },
});

/**
 * The flag picture: a hairline edge so white fields (Japan, Poland) stand out on a light page, and the
 * skeleton colour while it loads.
 */
export const image = style({
  objectFit: 'cover',
  borderRadius: 2,
  background: vars.color.skeleton,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const unknownField = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  strokeDasharray: '2 2',
});

export const unknownMark = style({
  fill: vars.color.textMuted,
  fontSize: 10,
  fontWeight: vars.font.weight.bold,
});
