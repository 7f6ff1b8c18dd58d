import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** How full the bar is, as a length percentage (`42%`); set inline by the component. */
export const fill = createVar();

/** One period of the indeterminate stripes along the bar (the stripes are 45°, 10 px + 10 px wide). */
const stripePeriod = '28.2843px';
const crawl = keyframes({ to: { backgroundPosition: `${stripePeriod} 0` } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.font.weight.semibold });

export const value = style({
  flex: 'none',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    background: vars.color.border,
    borderRadius: vars.radius.full,
    // Lets the indicator's rounded end show inside the track in high-contrast modes too.
    isolation: 'isolate',
  },
  variants: {
    size: { sm: { height: vars.space.xs }, md: { height: vars.space.sm } },
  },
  defaultVariants: { size: 'md' },
});

export type ProgressBarRecipeVariants = NonNullable<RecipeVariants<typeof track>>;

export const indicator = style({
  height: '100%',
  width: fill,
  background: vars.color.accent,
  borderRadius: 'inherit',
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    // Unknown progress: the whole track striped; the stripes crawl unless motion is reduced.
    '&[data-state="indeterminate"]': {
      width: '100%',
      backgroundColor: 'transparent',
      backgroundImage: `repeating-linear-gradient(-45deg, ${vars.color.accent} 0 10px, color-mix(in srgb, ${vars.color.accent} 45%, transparent) 10px 20px)`,
      animation: `${crawl} 0.8s linear infinite`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      transition: 'none',
      selectors: { '&[data-state="indeterminate"]': { animation: 'none' } },
    },
  },
});
