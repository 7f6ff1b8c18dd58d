import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  boxSizing: 'border-box',
  minWidth: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});

export const header = style({ margin: 0, fontSize: 'inherit' });

export const toggle = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.targetMin,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const count = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
});

export const chevron = style({
  width: 14,
  height: 14,
  flexShrink: 0,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(min-content, max-content) minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
});

export const key = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });

export const value = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const empty = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
