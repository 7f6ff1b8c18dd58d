import { style, styleVariants } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/**
 * The parts every labelled form control shares (TextField, TextArea, Select, RadioGroup, Checkbox, Switch):
 * label, required marker, description, error and the box of a text-like control.
 *
 * Control boundaries use `borderStrong`, not `border`: WCAG 1.4.11 asks 3:1 for the edge of a control.
 */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const labelSize = styleVariants({
  sm: { fontSize: vars.font.size.xs },
  md: { fontSize: vars.font.size.sm },
  lg: { fontSize: vars.font.size.md },
});

/** Flows after the last word of the label, and never breaks inside itself. */
export const required = style({
  marginInlineStart: vars.space.xs,
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({ flex: 'none', width: '1em', height: '1em', marginTop: '0.25em' });

/** The row under a control: the error on the start side, an optional aside (a counter) on the end. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const footerMain = style({ flex: '1 1 auto', minWidth: 0 });

export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
} as const;

/** The box of a text-like control (input, textarea, select trigger). */
export const control = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    margin: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontFamily: vars.font.family,
    lineHeight: vars.font.lineHeight.normal,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': focusRing,
      '&[aria-invalid="true"]': {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        opacity: 0.55,
        background: vars.color.surfaceRaised,
      },
      '&[readonly]:not(:disabled)': { background: vars.color.surfaceRaised },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    size: {
      sm: {
        minHeight: vars.size.control.sm,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.control.md,
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.size.control.lg,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.font.size.lg,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;

/**
 * A choice (checkbox, radio, switch): the control on the start side, its label, description and error
 * beside it. The whole label is part of the click target.
 */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingTop: 1,
});

export const choiceLabel = style({
  display: 'block',
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    [`${choice}[data-disabled] &`]: { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const choiceLabelSize = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.lg },
});
