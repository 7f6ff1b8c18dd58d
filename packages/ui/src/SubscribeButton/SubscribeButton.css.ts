import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const icon = style({ width: 16, height: 16, flexShrink: 0 });
