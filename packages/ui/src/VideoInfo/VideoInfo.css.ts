import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { fontSize: vars.font.size.lg } },
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const stat = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const bar = style({
  position: 'relative',
  display: 'inline-block',
  width: 64,
  height: 4,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const barFill = style({
  position: 'absolute',
  inset: 0,
  right: 'auto',
  borderRadius: vars.radius.full,
  background: vars.color.success,
});
