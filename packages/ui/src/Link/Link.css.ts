import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    fontFamily: 'inherit',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.18em',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
  variants: {
    tone: {
      /** Brand colour: links in running text and calls to action. */
      accent: { color: vars.color.link },
      /** The text colour: links that sit among other text, e.g. a title or a list. */
      neutral: { color: vars.color.text },
      /** Secondary links: footers, metadata. */
      muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
    },
    underline: {
      /** Always underlined: the safe choice inside running text (WCAG 1.4.1). */
      always: { textDecorationLine: 'underline' },
      /** Underlined on hover and focus only: for navigation where links are clearly links. */
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginInlineStart: '0.2em',
  verticalAlign: '-0.05em',
});
