import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

export const root = style({
  boxSizing: 'border-box',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': {
    // §4: the mobile header slides out on scroll down and back on scroll up.
    [media.mobile]: { selectors: { '&[data-hidden]': { transform: 'translateY(-100%)' } } },
    [media.reducedMotion]: { transition: 'none' },
  },
});

/**
 * The bar. On the desktop layout it has two rows: the logo, the search and the controls, then the
 * navigation on a row of its own, so no width or language makes the links run under the search box (at
 * 1280 px a member's seven links, a search and four controls do not fit one row).
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  '@media': {
    [media.desktop]: { flexWrap: 'wrap', rowGap: vars.space.xxs, paddingBottom: vars.space.xxs },
    [media.mobile]: { gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.sm}` },
  },
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const search = style({ flex: '1 1 240px', minWidth: 0, maxWidth: 560 });

export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const nav = style([
  desktopOnly,
  {
    minWidth: 0,
    // The second row, its first link's text under the logo.
    '@media': { [media.desktop]: { order: 1, flexBasis: '100%', marginLeft: `calc(${vars.space.sm} * -1)` } },
  },
]);

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.targetMin,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const;

export const navLink = style({
  ...linkBase,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: 4 },
  },
});

export const controls = style([
  desktopOnly,
  { display: 'flex', alignItems: 'center', gap: vars.space.xs, marginLeft: 'auto', flexShrink: 0 },
]);

export const mobileControls = style([
  mobileOnly,
  { display: 'flex', alignItems: 'center', gap: vars.space.xxs, marginLeft: 'auto', flexShrink: 0 },
]);

export const userName = style({
  maxWidth: 140,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ width: 12, height: 12, flexShrink: 0 });

/** A category link's height: the row and its empty place before it shows are this tall plus the padding. */
const categoryLinkHeight = 36;

export const categoryRow = style([
  mobileOnly,
  {
    // The row's content height with or without its links, so showing them moves nothing below (#27).
    minHeight: `calc(${categoryLinkHeight}px + 2 * ${vars.space.xxs})`,
    borderTop: `1px solid ${vars.color.border}`,
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
]);

export const categoryList = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  listStyle: 'none',
});

export const categoryLink = style({
  ...linkBase,
  minHeight: categoryLinkHeight,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
    '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'underline', textUnderlineOffset: 4 },
  },
});

// The slide-in navigation of the mobile layout.
export const sheetNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sheetList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sheetLink = style({
  ...linkBase,
  display: 'flex',
  width: '100%',
  boxSizing: 'border-box',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
    '&[aria-current="page"], &[aria-current="true"]': { color: vars.color.link },
  },
});

export const sheetChoice = style([
  sheetLink,
  {
    justifyContent: 'space-between',
    margin: 0,
    border: 0,
    background: 'transparent',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    cursor: 'pointer',
    textAlign: 'start',
  },
]);

export const section = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

export const sectionToggle = style([sheetChoice, { color: vars.color.textMuted }]);

export const sectionChevron = style({
  width: 12,
  height: 12,
  flexShrink: 0,
  selectors: { [`${sectionToggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const sectionValue = style({ marginLeft: 'auto', marginRight: vars.space.xs, color: vars.color.text });

export const check = style({ width: 16, height: 16, color: vars.color.link });

export const sheetUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
});

export const sheetActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
