import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 560,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.text,
  fontFamily: vars.font.family,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.icon.lg} * 2)`,
  height: `calc(${vars.size.icon.lg} * 2)`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
});

globalStyle(`${iconBase} svg`, { width: vars.size.icon.lg, height: vars.size.icon.lg });

export const icon = styleVariants({
  neutral: [iconBase, { color: vars.color.textMuted }],
  danger: [iconBase, { color: vars.color.danger }],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
