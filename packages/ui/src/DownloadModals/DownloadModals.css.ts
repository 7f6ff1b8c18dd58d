import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const options = style({ display: 'grid', gap: vars.space.sm });

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const optionTitle = style({ fontWeight: vars.font.weight.bold });
export const optionHint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const text = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
export const wallets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const flash = style({
  minHeight: '1.5em',
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weight.semibold,
});
export const state = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weight.semibold });
export const qualities = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
