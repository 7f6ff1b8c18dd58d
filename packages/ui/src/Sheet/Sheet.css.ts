import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import * as dialog from '../Dialog/Dialog.css';
import { raisedPanel } from '../internal/panel.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

// A sheet is a modal dialog docked to a side: the backdrop, heading, description and close button are
// Dialog's own styles (both render `ModalContent`), so the two stay alike; only the panel differs.

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    top: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(360px, calc(100vw - 48px))',
    height: '100%',
    padding: vars.space.lg,
    gap: vars.space.lg,
    ...raisedPanel,
    boxShadow: vars.shadow.lg,
    animationDuration: vars.motion.duration.slow,
    animationTimingFunction: vars.motion.easing.standard,
    selectors: { '&:focus': { outline: 'none' } },
    // No sliding for those who asked for less motion: the panel fades in where it stands.
    '@media': {
      [media.reducedMotion]: { animationName: fadeIn, animationDuration: vars.motion.duration.fast },
    },
  },
  variants: {
    side: {
      left: { left: 0, borderRight: `1px solid ${vars.color.border}`, animationName: slideFromLeft },
      right: { right: 0, borderLeft: `1px solid ${vars.color.border}`, animationName: slideFromRight },
    },
  },
  defaultVariants: { side: 'left' },
});

export type SheetRecipeVariants = NonNullable<RecipeVariants<typeof content>>;

/** The body scrolls; the header with its close button stays put. */
export const scrollBody = style([
  dialog.body,
  { flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' },
]);
