import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xs } },
});

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
  '@media': { [media.mobile]: { marginTop: vars.space.xs } },
});

export const details = style({ margin: 0, minWidth: 0 });

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});
