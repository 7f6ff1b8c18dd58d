import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const fileRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });
export const fileInput = style({
  maxWidth: '100%',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const fileName = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
