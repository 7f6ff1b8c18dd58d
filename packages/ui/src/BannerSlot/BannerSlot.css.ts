import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    margin: '0 auto',
    color: vars.color.textMuted,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.xs,
  },
  variants: {
    variant: {
      any: {},
      desktop: { '@media': { [media.mobile]: { display: 'none' } } },
      mobile: { '@media': { [media.desktop]: { display: 'none' } } },
    },
  },
  defaultVariants: { variant: 'any' },
});

export const label = style({
  alignSelf: 'stretch',
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const frame = style({
  display: 'block',
  maxWidth: '100%',
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const link = style({
  display: 'block',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
});

export const placeholder = style({
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});
