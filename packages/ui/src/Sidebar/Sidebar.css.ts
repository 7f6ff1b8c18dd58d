import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The size of a top list's picture (px). */
const AVATAR_SIZE = 24;

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } as const;

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 280,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const heading = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const scrollList = style([list, { maxHeight: 360, overflowY: 'auto', overscrollBehavior: 'contain' }]);

/** A line of the sidebar at least a touch target high: a quick link, a top list's row. */
const line = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.targetMin,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
} as const;

export const link = style({
  ...line,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: vars.color.accentSubtle, fontWeight: vars.font.weight.semibold },
  },
});

export const name = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * A top list's row (categories, models, channels): the link, then what follows it in the row (a category's
 * count, muted; a model's flag). The link stretches over the whole row (`rowLink`), so the row is one target
 * whose hover and focus the row shows.
 */
export const row = style({
  position: 'relative',
  // Its own height in the scrolled list (a column that would shrink rows to their minimum to fit).
  flexShrink: 0,
  ...line,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&:has(> a:hover)': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:has(> a:focus-visible)': focusRing,
  },
});

/**
 * A row's link: its picture and name on one line, the name cut with an ellipsis (no element around it), over
 * the whole row.
 */
export const rowLink = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::before': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
  },
});

// The picture before the name (or its initials when it has none): the line is the picture's height, with
// the name in its middle.
globalStyle(`${rowLink} > *`, { marginInlineEnd: vars.space.sm, verticalAlign: 'top' });
globalStyle(`${rowLink}:has(> *)`, { lineHeight: `${AVATAR_SIZE}px` });

export const none = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
});

/** A top list's picture (24 px, round). */
export const avatar = style({
  flex: 'none',
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.skeleton,
});
