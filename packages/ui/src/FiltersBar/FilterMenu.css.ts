import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
});

/** `layout="auto"`: the dropdowns on desktop, the one menu on mobile (≤ 1024 px, §2). */
export const desktopOnly = style({
  display: 'contents',
  '@media': { [media.mobile]: { display: 'none' } },
});
export const mobileOnly = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'contents' } },
});

/** Long labels (a long sort name, a long language) wrap inside the button rather than overflow. */
export const triggerInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  whiteSpace: 'normal',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const chevron = style({ width: '1em', height: '1em', flex: 'none' });

export const counter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  padding: `0 ${vars.space.xxs}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 240,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});
