import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { floating } from '../Popover/Popover.css';
import { vars } from '../theme/contract.css';

/** The menu panel: the floating surface popovers use, sized to the room next to the trigger. */
export const content = style([
  floating,
  {
    minWidth: 'max(200px, var(--radix-dropdown-menu-trigger-width))',
    maxWidth: 'min(320px, var(--radix-dropdown-menu-content-available-width))',
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space.xs,
    fontSize: vars.font.size.sm,
  },
]);

const indicatorGutter = `calc(${vars.space.md} + ${vars.space.lg})`;

export const item = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 36,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    // Also when the item is a link (`asChild`): menu items look alike whatever they are.
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    // Radix moves focus to the highlighted item; the highlight is the focus indicator.
    selectors: {
      '&[data-highlighted]': { background: vars.color.accent, color: vars.color.accentText },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-state="open"]:not([data-highlighted])': { background: vars.color.surface },
    },
  },
  variants: {
    tone: {
      neutral: {},
      danger: {
        color: vars.color.danger,
        selectors: {
          '&[data-highlighted]': { background: vars.color.danger, color: vars.color.surfaceRaised },
        },
      },
    },
    /** Checkbox and radio items keep a gutter at the start for their indicator. */
    indicator: { false: {}, true: { paddingInlineStart: indicatorGutter } },
  },
  defaultVariants: { tone: 'neutral', indicator: false },
});

export type MenuItemRecipeVariants = NonNullable<RecipeVariants<typeof item>>;

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: 0,
  bottom: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.lg,
});

export const label = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

export const chevron = style({ marginInlineStart: 'auto', flex: 'none' });
