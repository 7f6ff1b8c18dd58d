import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const bannerSuccess = style({ borderColor: vars.color.success });

export const bannerIcon = style({
  flex: 'none',
  width: 18,
  height: 18,
  marginTop: 2,
  color: vars.color.danger,
});
export const bannerIconSuccess = style({ color: vars.color.success });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
});

export const text = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
