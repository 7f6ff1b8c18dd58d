import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  minHeight: 44,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: 2 });
export const itemTitle = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
  fontWeight: vars.font.weight.semibold,
});
export const itemMeta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const itemError = style({ color: vars.color.danger, fontSize: vars.font.size.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const pageText = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const createForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const body = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
