import type { StyleRule } from '@vanilla-extract/css';
import { focusRing } from '../TextField/Field.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

// The box of Checkbox and RadioGroup. A function, so it lives outside the `.css.ts` files (they may export
// only styles and plain values).

/**
 * The base of the box of a checkbox or a radio. Its edge reaches 3:1 against the surface (WCAG 1.4.11):
 * borderStrong, not the decorative border. Hover, focus and disabled look the same on both; `own` gives
 * the shape (and colour) and `states` how checked and invalid are drawn.
 */
export function choiceBox(
  own: { borderRadius: string; color?: string; transitionProperty: string },
  states: NonNullable<StyleRule['selectors']>,
): StyleRule {
  return {
    boxSizing: 'border-box',
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: 0,
    padding: 0,
    border: `2px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    cursor: 'pointer',
    ...own,
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': focusRing,
      ...states,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  };
}

/** The sizes of a checkbox or radio box: the icon sizes. */
export const choiceBoxSize = {
  sm: { width: vars.size.icon.sm, height: vars.size.icon.sm },
  md: { width: vars.size.icon.md, height: vars.size.icon.md },
  lg: { width: vars.size.icon.lg, height: vars.size.icon.lg },
};
