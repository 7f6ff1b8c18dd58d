import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const block = style({
  display: 'block',
  flex: 'none',
  background: vars.color.skeleton,
  animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** A line of text: as tall as the text around it (1 em), with the line's leading above and below. */
export const line = recipe({
  base: [block, { height: '1em', marginBlock: '0.25em', borderRadius: vars.radius.sm }],
  variants: {
    width: {
      full: { width: '100%' },
      long: { width: '85%' },
      medium: { width: '60%' },
      short: { width: '35%' },
    },
  },
  defaultVariants: { width: 'full' },
});

export const lines = style({ display: 'block', width: '100%' });

export const rect = recipe({
  base: [block, { width: '100%', borderRadius: vars.radius.md }],
  variants: {
    ratio: {
      '16:9': { aspectRatio: '16 / 9' },
      '4:3': { aspectRatio: '4 / 3' },
      '1:1': { aspectRatio: '1 / 1' },
      '3:4': { aspectRatio: '3 / 4' },
      '4:1': { aspectRatio: '4 / 1' },
    },
  },
  defaultVariants: { ratio: '16:9' },
});

export const circle = recipe({
  base: [block, { borderRadius: vars.radius.full }],
  variants: {
    size: {
      sm: { width: vars.space.xxl, height: vars.space.xxl },
      md: { width: `calc(${vars.space.xxl} * 1.5)`, height: `calc(${vars.space.xxl} * 1.5)` },
      lg: { width: `calc(${vars.space.xxl} * 3)`, height: `calc(${vars.space.xxl} * 3)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SkeletonLineVariants = NonNullable<RecipeVariants<typeof line>>;

export const list = style({ position: 'relative' });

export const items = recipe({
  base: { display: 'grid', gap: vars.space.lg, margin: 0, padding: 0 },
  variants: {
    layout: {
      // The listing grid of video cards: as many ~240 px columns as fit, one on a narrow phone.
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' },
      stack: { gridTemplateColumns: '100%' },
    },
  },
  defaultVariants: { layout: 'stack' },
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
