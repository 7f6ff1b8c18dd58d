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

/** "{name} wants to be your friend", before the accept and decline buttons. */
export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const icon = style({ width: 16, height: 16, flexShrink: 0 });
export const chevron = style({ width: 14, height: 14, flexShrink: 0, marginInlineStart: -2 });
