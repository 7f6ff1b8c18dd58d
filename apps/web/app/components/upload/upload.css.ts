import { media, vars } from '@site/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

/** One column, readable width; full width on phones. */
export const page = style({
  maxWidth: '44rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ margin: 0 });

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

/** Step headings take focus when their step begins (tabIndex -1): a visible ring only for the keyboard. */
export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

/** The connection dropped mid-upload: said in a bordered line above the hints, not as an error. */
export const reconnecting = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});

export const fileLabel = style({ fontWeight: vars.font.weight.semibold });

export const fileInput = style({
  display: 'block',
  width: '100%',
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

/** The alert region: always in the page, so a message put into it is announced. */
export const alert = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:empty': { display: 'none' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { flexDirection: 'column', gap: vars.space.md } },
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});

export const posters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.sm,
});

/** A poster choice: the whole card is the label of its radio. */
export const poster = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSubtle },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const posterImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const posterChoice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
