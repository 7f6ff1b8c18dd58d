import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const button = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space.md}`,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:first-of-type': { borderRadius: `${vars.radius.full} 0 0 ${vars.radius.full}` },
    '&:last-of-type': { borderRadius: `0 ${vars.radius.full} ${vars.radius.full} 0`, marginLeft: -1 },
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, zIndex: 1 },
    '&[aria-pressed="true"]': {
      background: vars.color.accentSubtle,
      borderColor: vars.color.accent,
      zIndex: 1,
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  '@media': { [media.mobile]: { padding: `0 ${vars.space.sm}` } },
});

export const icon = style({ width: 18, height: 18, flexShrink: 0 });

export const iconDown = style([icon, { transform: 'rotate(180deg)' }]);
