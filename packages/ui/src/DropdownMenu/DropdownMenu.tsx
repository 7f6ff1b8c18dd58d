import type * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, Ref } from 'react';
import {
  composeHandlers,
  createOverlay,
  type OverlayRootProps,
  useTriggerBase,
} from '../internal/lazyOverlay';

/** The tones an item can take (`danger` for destructive actions such as "Delete video"). */
export const dropdownMenuItemTones = ['neutral', 'danger'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

type Unstyled<T> = Omit<T, 'className' | 'style'>;

export type DropdownMenuRootProps = MenuPrimitive.DropdownMenuProps;
export type DropdownMenuTriggerProps = MenuPrimitive.DropdownMenuTriggerProps & {
  ref?: Ref<HTMLButtonElement>;
};
export type DropdownMenuGroupProps = MenuPrimitive.DropdownMenuGroupProps;
export type DropdownMenuRadioGroupProps = MenuPrimitive.DropdownMenuRadioGroupProps;
export type DropdownMenuSubProps = MenuPrimitive.DropdownMenuSubProps;

export type DropdownMenuContentProps = Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.Content>> & {
  /** Where the menu is put (the page's body by default): e.g. an element in full screen, outside which
   * nothing shows. */
  container?: HTMLElement | null;
};
export type DropdownMenuSubContentProps = Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.SubContent>>;
export type DropdownMenuLabelProps = Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.Label>>;
export type DropdownMenuSeparatorProps = Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.Separator>>;
export type DropdownMenuSubTriggerProps = Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.SubTrigger>>;

export interface DropdownMenuItemProps extends Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.Item>> {
  tone?: DropdownMenuItemTone;
}
export interface DropdownMenuCheckboxItemProps
  extends Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.CheckboxItem>> {
  tone?: DropdownMenuItemTone;
}
export interface DropdownMenuRadioItemProps
  extends Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.RadioItem>> {
  tone?: DropdownMenuItemTone;
}

const overlay = createOverlay('DropdownMenu', () => import('./DropdownMenuImpl'));

/**
 * Non-modal by default: a modal Radix menu marks the rest of the page `aria-hidden` while its own trigger
 * stays focusable in it (axe `aria-hidden-focus`, radix-ui/primitives#2459). Non-modal, it still takes
 * focus, moves with the arrow keys, closes on Escape and on a click outside, and returns focus to the
 * trigger. Pass `modal` to block the page behind the menu.
 */
function DropdownMenuRoot({ modal = false, ...rest }: OverlayRootProps) {
  return <overlay.Root {...rest} modal={modal} />;
}
DropdownMenuRoot.displayName = 'DropdownMenu.Root';

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/** Radix's trigger, without Radix: opens on pointer down (left button), Enter, Space and ArrowDown. */
function DropdownMenuTrigger({
  asChild,
  disabled = false,
  ref,
  onPointerDown,
  onKeyDown,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: DropdownMenuTriggerProps) {
  const state = overlay.useOverlay('Trigger');
  const base = useTriggerBase(state, { ref, onPointerEnter, onFocus, onTouchStart });
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type="button"
      id={state.triggerId}
      aria-haspopup="menu"
      aria-expanded={state.open}
      aria-controls={state.open ? state.contentId : undefined}
      data-state={state.open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...props}
      {...base}
      onPointerDown={composeHandlers(onPointerDown, (event) => {
        if (disabled || event.button !== 0 || event.ctrlKey) return;
        state.want();
        state.byKeyboard.current = false;
        state.setOpen(!state.open);
        // Keep focus off the trigger while the menu opens (it moves into the menu).
        if (!state.open) event.preventDefault();
      })}
      onKeyDown={composeHandlers(onKeyDown, (event) => {
        if (disabled) return;
        if (event.key === 'Enter' || event.key === ' ') {
          state.byKeyboard.current = true;
          state.setOpen(!state.open);
        }
        if (event.key === 'ArrowDown') {
          state.byKeyboard.current = true;
          state.setOpen(true);
        }
        if (OPEN_KEYS.includes(event.key)) event.preventDefault();
      })}
    />
  );
}
DropdownMenuTrigger.displayName = 'DropdownMenu.Trigger';

const inner = overlay.innerPart;

/**
 * A menu of actions or choices opened from a button (the user menu, the language and gender dropdowns,
 * the video actions menu). Built on Radix DropdownMenu: arrow keys move between items, typing jumps to an
 * item, Enter/Space activate, Escape closes and focus returns to the trigger; `aria-expanded`,
 * `aria-controls`, roles and `data-state` are wired. Non-modal unless `modal` is set. Controlled (`open`/`onOpenChange`) or uncontrolled
 * (`defaultOpen`).
 *
 * Root and Trigger are light and render without Radix; Content and the parts inside it load Radix with the
 * menu's module when the menu is first wanted (the trigger hovered, focused or touched, or the menu
 * opened), so a page pays for it only once it is used (internal/lazyOverlay.tsx).
 */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: overlay.lazyPart<DropdownMenuContentProps>('Content', (m) => m.DropdownMenuContent),
  Item: inner<DropdownMenuItemProps>('Item', (m) => m.DropdownMenuItem),
  CheckboxItem: inner<DropdownMenuCheckboxItemProps>('CheckboxItem', (m) => m.DropdownMenuCheckboxItem),
  RadioGroup: inner<DropdownMenuRadioGroupProps & { ref?: Ref<HTMLDivElement> }>(
    'RadioGroup',
    (m) => m.DropdownMenuRadioGroup,
  ),
  RadioItem: inner<DropdownMenuRadioItemProps>('RadioItem', (m) => m.DropdownMenuRadioItem),
  Label: inner<DropdownMenuLabelProps>('Label', (m) => m.DropdownMenuLabel),
  Separator: inner<DropdownMenuSeparatorProps>('Separator', (m) => m.DropdownMenuSeparator),
  Group: inner<DropdownMenuGroupProps & { ref?: Ref<HTMLDivElement> }>('Group', (m) => m.DropdownMenuGroup),
  Sub: inner<DropdownMenuSubProps>('Sub', (m) => m.DropdownMenuSub),
  SubTrigger: inner<DropdownMenuSubTriggerProps>('SubTrigger', (m) => m.DropdownMenuSubTrigger),
  SubContent: inner<DropdownMenuSubContentProps>('SubContent', (m) => m.DropdownMenuSubContent),
};
