import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** The filled slots, 300 px columns centred (one ad sits in the middle, four fill a desktop row). */
export const banners = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 300px))',
  justifyContent: 'center',
  gap: vars.space.md,
  alignItems: 'start',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** How the footer's links look: its own, and any a site puts in it (`children`). */
const linkLook = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.text,
  textDecoration: 'none',
} as const;
const linkHover = { textDecoration: 'underline' } as const;
const linkFocus = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
  borderRadius: vars.radius.sm,
} as const;

export const link = style({
  ...linkLook,
  selectors: { '&:hover': linkHover, '&:focus-visible': linkFocus },
});

export const extra = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

// A link a site adds (the site's removal request) looks like the footer's, not the browser's blue.
globalStyle(`${extra} > a`, linkLook);
globalStyle(`${extra} > a:hover`, linkHover);
globalStyle(`${extra} > a:focus-visible`, linkFocus);

export const note = style({ margin: 0, textAlign: 'center', overflowWrap: 'anywhere' });
