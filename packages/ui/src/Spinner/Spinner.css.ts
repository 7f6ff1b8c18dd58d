import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  verticalAlign: 'middle',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});

export const spinner = recipe({
  base: {
    flex: 'none',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.accent,
    animation: `${spin} 0.8s linear infinite`,
    // With reduced motion it does not turn; a slow fade still tells that something is going on.
    '@media': { [media.reducedMotion]: { animation: `${pulse} 2s ease-in-out infinite` } },
  },
  variants: {
    size: {
      sm: { width: vars.space.lg, height: vars.space.lg, borderWidth: 2 },
      md: { width: vars.space.xl, height: vars.space.xl, borderWidth: 3 },
      lg: {
        width: `calc(${vars.space.xxl} * 1.5)`,
        height: `calc(${vars.space.xxl} * 1.5)`,
        borderWidth: 4,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerRecipeVariants = NonNullable<RecipeVariants<typeof spinner>>;
