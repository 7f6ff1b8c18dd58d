import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

export const poster = style({
  width: 96,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
  display: 'block',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const select = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
