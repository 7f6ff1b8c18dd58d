import { style } from '@vanilla-extract/css';
import { floatingEdge, raisedPanel } from '../internal/panel.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 640,
  fontFamily: vars.font.family,
});

export const field = style({ position: 'relative', flex: '1 1 auto', minWidth: 0 });

export const popup = style({
  ...raisedPanel,
  ...floatingEdge,
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  top: `calc(100% + ${vars.space.xs})`,
  insetInline: 0,
  boxSizing: 'border-box',
  padding: vars.space.xs,
  maxHeight: 360,
  overflowY: 'auto',
});

export const heading = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const listbox = style({ listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.font.size.md,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:hover:not([aria-selected="true"])': { background: vars.color.surfaceHover },
  },
  '@media': { [media.mobile]: { minHeight: 44 } },
});

export const optionText = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionType = style({
  flex: 'none',
  fontSize: vars.font.size.xs,
  opacity: 0.85,
});

export const message = style({
  margin: 0,
  padding: `${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const icon = style({ width: '1em', height: '1em', flex: 'none' });
