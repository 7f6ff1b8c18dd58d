import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 240px', minWidth: 0 });
export const status = style({
  minHeight: '1.5em',
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
