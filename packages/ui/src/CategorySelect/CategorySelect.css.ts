import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const tags = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: vars.size.control.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const tagText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
  '@media': { [media.mobile]: { width: 36, height: 36 } },
});

export const removeIcon = style({ width: 12, height: 12 });

export const none = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: 280,
  overflowY: 'auto',
  padding: vars.space.xxs,
  margin: 0,
  border: 'none',
});

export const panelFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
