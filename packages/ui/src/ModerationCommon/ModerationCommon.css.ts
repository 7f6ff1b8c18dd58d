import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** A console section: heading, controls, the list. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A row of filters and buttons that wraps on narrow screens. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const toolbarItem = style({ flex: '0 1 220px', minWidth: 160 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A table that scrolls sideways inside its own box on narrow screens, not the page. */
export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, {
  background: vars.color.surfaceRaised,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** Stacked cards (a list on every screen size). */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const cardSelected = style({
  borderColor: vars.color.accent,
  boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
});

export const quote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  whiteSpace: 'pre-wrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formButtons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { justifyContent: 'stretch' } },
});

export const definition = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

globalStyle(`${definition} dt`, { color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
globalStyle(`${definition} dd`, { margin: 0, whiteSpace: 'pre-wrap' });

export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const code = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.xs });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.regular });
