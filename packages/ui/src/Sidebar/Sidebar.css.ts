import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

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

export const link = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.targetMin,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
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
 * A category's link: the name (`name`, in the text colour) then its count as the link's own text, muted,
 * kept on one line.
 */
export const countedLink = style([
  link,
  {
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);

globalStyle(`${countedLink} > ${name}`, { color: vars.color.text });

export const none = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
});

/** A top list's picture (24 px, round). */
export const avatar = style({
  flex: 'none',
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.skeleton,
});
