import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { closeButton as dialogCloseButton } from '../Dialog/Dialog.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(100%)' },
  to: { opacity: 1, transform: 'none' },
});
const swipeOut = keyframes({
  from: { transform: 'translate(var(--radix-toast-swipe-end-x, 0px), var(--radix-toast-swipe-end-y, 0px))' },
  to: {
    opacity: 0,
    transform:
      'translate(calc(var(--radix-toast-swipe-end-x, 0px) * 2), calc(var(--radix-toast-swipe-end-y, 0px) * 2))',
  },
});

/** The notification area: bottom right on desktop, across the bottom on the mobile layout. */
export const viewport = style({
  boxSizing: 'border-box',
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  bottom: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(400px, 100vw)',
  maxHeight: '100vh',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.mobile]: { left: 0, width: '100%', padding: vars.space.md } },
});

export const toast = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      // Follows the finger while swiped, springs back when let go early, slides away when dismissed.
      '&[data-swipe="move"]': {
        transform: 'translate(var(--radix-toast-swipe-move-x, 0px), var(--radix-toast-swipe-move-y, 0px))',
      },
      '&[data-swipe="cancel"]': {
        transform: 'none',
        transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.duration.fast} ease-out forwards` },
    },
    '@media': {
      [media.reducedMotion]: {
        animation: 'none',
        selectors: {
          '&[data-swipe="cancel"]': { transition: 'none' },
          '&[data-swipe="end"]': { animation: 'none' },
        },
      },
    },
  },
  variants: {
    type: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
    },
  },
});

export type ToastRecipeVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { flex: 'none', marginTop: vars.space.xxs },
  variants: {
    type: { success: { color: vars.color.success }, error: { color: vars.color.danger } },
  },
});

/** The check or exclamation mark, cut out of the coloured disc in the toast's own colour. */
export const iconMark = style({ stroke: vars.color.surfaceRaised });

export const text = style({ flex: '1 1 auto', minWidth: 0, alignSelf: 'center', overflowWrap: 'anywhere' });

export const close = style([
  dialogCloseButton,
  { margin: `calc(-1 * ${vars.space.xs}) 0`, alignSelf: 'flex-start' },
]);
