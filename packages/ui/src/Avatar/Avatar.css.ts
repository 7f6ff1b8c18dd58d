import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  overflow: 'hidden',
  verticalAlign: 'middle',
  borderRadius: vars.radius.full,
  background: vars.color.skeleton,
  userSelect: 'none',
});

/** Pixel sizes of the avatar; initials are 40 % of it. */
const px = { xs: 24, sm: 32, md: 40, lg: 64, xl: 96 } as const;

export const size = styleVariants(px, (side) => ({
  width: side,
  height: side,
  fontSize: Math.round(side * 0.4),
}));

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

/** No usable initials: a silhouette on the neutral surface instead. */
export const anonymous = style([
  fallback,
  {
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
]);

export const silhouette = style({ width: '60%', height: '60%' });
