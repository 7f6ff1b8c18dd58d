import { media, vars } from '@site/ui';
import { style } from '@vanilla-extract/css';

/** The site's chrome around the pages (header, promo, footer, auth pages). */

export const logo = style({
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const promo = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
});

export const authPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: 560,
  margin: '0 auto',
  padding: `${vars.space.xl} 0`,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} 0` } },
});

export const authActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const authText = style({ margin: 0, color: vars.color.textMuted });

/** A form of an account page (the new password of /restore/): the page's width, not the text's. */
export const authForm = style({ alignSelf: 'stretch' });

/** The ad-blocker notice (#33): under the header, in the page's width. */
export const adblockNotice = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 1400,
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
});
