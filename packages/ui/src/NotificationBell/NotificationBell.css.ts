import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A square target of the header's controls' height, the bell in its middle. */
export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.md,
  height: vars.size.control.md,
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const icon = style({ width: vars.size.icon.md, height: vars.size.icon.md });

/** The unread count over the bell's top corner, growing away from the bell ("99+" leaves it visible). */
export const count = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: '55%',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
  boxSizing: 'border-box',
});
