import { media, vars } from '@site/ui';
import { style } from '@vanilla-extract/css';

/** The keyboard focus outline of the site's own links and buttons (shared by the pages' styles). */
export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

/** A wrapping row with its parts at both ends, e.g. a heading beside its sort and filters. */
export const spacedRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
} as const;

/** A page of one column up to 1200 px, centred (the video page, the members part). */
export const column = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 1200,
  margin: '0 auto',
  '@media': { [media.mobile]: { gap: vars.space.sm } },
} as const;

export const body = style({
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  minHeight: '100vh',
});

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const brand = style({
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
});

export const main = style({
  flex: 1,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: 1600,
  margin: '0 auto',
});

export const footer = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const toolbar = style({ ...spacedRow, marginBottom: vars.space.lg });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

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
      color: vars.color.accentText,
      borderColor: vars.color.accent,
    },
    '&:focus-visible': focusRing,
  },
});

export const pager = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});

export const pagerLink = style({
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const error = style({ color: vars.color.danger, padding: vars.space.lg });
