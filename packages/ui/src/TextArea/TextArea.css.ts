import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textarea = style({
  display: 'block',
  minHeight: 96,
  paddingBlock: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const resize = styleVariants({
  vertical: { resize: 'vertical' },
  none: { resize: 'none' },
});

export const counter = style({
  flex: 'none',
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    // At the limit the counter says so in the text colour and weight, not by colour alone.
    '&[data-at-limit]': { color: vars.color.text, fontWeight: vars.font.weight.semibold },
    '&[data-over-limit]': { color: vars.color.danger, fontWeight: vars.font.weight.semibold },
  },
});
