import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dots = style({ width: 20, height: 20 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  maxWidth: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const scroll = style({ maxHeight: 320, overflowY: 'auto' });

export const itemRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
