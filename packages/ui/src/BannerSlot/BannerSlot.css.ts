import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    margin: '0 auto',
    color: vars.color.textMuted,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.xs,
  },
  variants: {
    variant: {
      any: {},
      desktop: { '@media': { [media.mobile]: { display: 'none' } } },
      mobile: { '@media': { [media.desktop]: { display: 'none' } } },
    },
  },
  defaultVariants: { variant: 'any' },
});

export const label = style({
  alignSelf: 'stretch',
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const frame = style({
  display: 'block',
  maxWidth: '100%',
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const link = style({
  display: 'block',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
});

export const placeholder = style({
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});

/** The house ad: the accent's gradient, its text in the accent's text colour, a pill to act. */
export const house = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    maxWidth: '100%',
    padding: vars.space.md,
    overflow: 'hidden',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.accent,
    backgroundImage: `radial-gradient(circle at 100% 0%, color-mix(in srgb, ${vars.color.accentText} 18%, transparent), transparent 45%), linear-gradient(120deg, ${vars.color.accent}, ${vars.color.accentHover})`,
    color: vars.color.accentText,
    textDecoration: 'none',
    textTransform: 'none',
    letterSpacing: 'normal',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
  variants: {
    layout: {
      row: { flexDirection: 'row', paddingBlock: vars.space.sm },
      stack: { flexDirection: 'column', justifyContent: 'center', textAlign: 'center' },
    },
  },
});

export const houseMark = style({ flex: 'none', width: 32, height: 32, opacity: 0.9 });

/** The headline and line: in a row they take the room between the mark and the action. */
export const houseText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '0 1 auto',
  minWidth: 0,
  selectors: { '[data-layout="row"] > &': { flexGrow: 1 } },
});

export const houseTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const houseBody = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const houseAction = style({
  flex: 'none',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});
