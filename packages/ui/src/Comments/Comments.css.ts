import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The avatar spans the author line, the text and the votes. */
export const avatar = style({ gridRow: '1 / span 3', display: 'flex' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const author = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const date = style({ color: vars.color.textMuted });

export const text = style({
  gridColumn: 2,
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const votes = style({
  gridColumn: 2,
  display: 'flex',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const vote = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const icon = style({ width: '1em', height: '1em', flex: 'none' });

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const formActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const formError = style({
  margin: 0,
  marginInlineEnd: 'auto',
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});

export const formStatus = style({
  margin: 0,
  marginInlineEnd: 'auto',
  color: vars.color.success,
  fontSize: vars.font.size.sm,
});

export const signIn = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const signInText = style({ margin: 0 });
