import { media, vars } from '@site/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A text page: headings, paragraphs and lists at a readable width. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  maxWidth: '60rem',
  lineHeight: vars.font.lineHeight.relaxed,
});

export const wide = style({ maxWidth: 'none' });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Anchored sections stay clear of the sticky header when jumped to.
  scrollMarginTop: '5rem',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});
export const minorHeading = style({ margin: 0, fontSize: vars.font.size.lg });

globalStyle(`${page} p`, { margin: 0 });
globalStyle(`${page} ul, ${page} ol`, { margin: 0, paddingInlineStart: vars.space.xl });

export const muted = style({ color: vars.color.textMuted });

export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const tocList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  selectors: { [`${page} &`]: { paddingInlineStart: 0 } },
});

/** A table that scrolls sideways on narrow screens instead of overflowing the page. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.xs,
});

export const code = style({ fontFamily: vars.font.familyMono, overflowWrap: 'anywhere' });

export const form = style({ maxWidth: '36rem' });

export const address = style({ fontStyle: 'normal' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The sitemap's groups: columns on desktop, one under the other on mobile. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { [`${page} &`]: { paddingInlineStart: 0 } },
});

/** Categories: many short links that wrap. */
export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  selectors: { [`${page} &`]: { paddingInlineStart: 0 } },
});

/** Dump rows: the thumbnail URL and embed code break anywhere; the code box fills its cell. */
export const dumpThumb = style({
  fontFamily: vars.font.familyMono,
  overflowWrap: 'anywhere',
  minWidth: '12rem',
});

export const embedBox = style({
  width: '100%',
  minWidth: '16rem',
  minHeight: '5rem',
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
  resize: 'vertical',
});

export const nowrap = style({ whiteSpace: 'nowrap' });
