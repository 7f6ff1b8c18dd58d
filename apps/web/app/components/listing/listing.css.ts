import { media, renderedWhenNear, vars } from '@site/ui';
import { style } from '@vanilla-extract/css';
import { focusRing, spacedRow } from '../../styles/layout.css';

/** A listing page: heading and controls, the grid, then the pages. */
export const listing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style(spacedRow);

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The home page's main column: the listing, then the slider of advertised videos. */
export const homeMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

/**
 * The home page's sidebar. On the mobile layout it follows the 60 cards, far out of view: it is neither
 * styled, laid out nor painted until the visitor scrolls near it, its height measured on a phone standing
 * for it until then (`renderedWhenNear`).
 */
export const homeAside = style({
  minWidth: 0,
  '@media': {
    [media.mobile]: renderedWhenNear(2900),
  },
});

/** The home page: the listing beside the sidebar on desktop, the sidebar below it on mobile. */
export const withSidebar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** Tabs of the categories page (A to Z, most videos). */
export { tabs } from '../../styles/layout.css';

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
  },
});

export const picker = style({
  maxWidth: 480,
});
