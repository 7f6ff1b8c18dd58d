import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const name = style({
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ width: 12, height: 12, flexShrink: 0 });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
