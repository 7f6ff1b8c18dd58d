import { media, vars } from '@site/ui';
import { style } from '@vanilla-extract/css';
import { focusRing, spacedRow } from '../../styles/layout.css';

/** A catalog page: its header, toolbar, listing and pager one under the other. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The heading row of a listing: title on one side, sort and filters on the other. */
export const toolbar = style(spacedRow);

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const subheading = style({ margin: 0, fontSize: vars.font.size.xl });

/** The letter bar of the models list: A–Z links that wrap. */
export const letters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const letter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});

/** The header of a channel, model or playlist: picture beside the name, facts and actions. */
export const entityHeader = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 240px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.md } },
});

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
  '@media': { [media.mobile]: { maxWidth: 200 } },
});

export const logo = style([picture, { aspectRatio: '16 / 9', objectFit: 'contain' }]);

export const entityBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** Facts as a term/value grid (two columns of pairs on desktop, one on mobile). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const fact = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, margin: 0 });

export const value = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tagLink = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
  },
});

export const seeAll = style({
  alignSelf: 'flex-start',
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
});

/** A playlist's card with the owner's remove button under it. */
export const removable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});
