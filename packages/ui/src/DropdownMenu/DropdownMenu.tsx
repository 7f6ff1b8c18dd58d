import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './DropdownMenu.css';

/** The tones an item can take (`danger` for destructive actions such as "Delete video"). */
export const dropdownMenuItemTones = ['neutral', 'danger'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

type Unstyled<T> = Omit<T, 'className' | 'style'>;

export type DropdownMenuRootProps = MenuPrimitive.DropdownMenuProps;
export type DropdownMenuTriggerProps = MenuPrimitive.DropdownMenuTriggerProps;
export type DropdownMenuGroupProps = MenuPrimitive.DropdownMenuGroupProps;
export type DropdownMenuRadioGroupProps = MenuPrimitive.DropdownMenuRadioGroupProps;
export type DropdownMenuSubProps = MenuPrimitive.DropdownMenuSubProps;

export type DropdownMenuContentProps = Unstyled<ComponentPropsWithRef<typeof MenuPrimitive.Content>>;
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

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3.2 3.2L13 4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function DotIcon() {
  return (
    <svg width="8" height="8" viewBox="0 0 8 8" aria-hidden="true" focusable="false">
      <circle cx="4" cy="4" r="4" fill="currentColor" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg
      className={styles.chevron}
      width="14"
      height="14"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 3.5L10.5 8 6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Non-modal by default: a modal Radix menu marks the rest of the page `aria-hidden` while its own trigger
 * stays focusable in it (axe `aria-hidden-focus`, radix-ui/primitives#2459). Non-modal, it still takes
 * focus, moves with the arrow keys, closes on Escape and on a click outside, and returns focus to the
 * trigger. Pass `modal` to block the page behind the menu.
 */
function DropdownMenuRoot({ modal = false, ...rest }: DropdownMenuRootProps) {
  return <MenuPrimitive.Root {...rest} modal={modal} />;
}
DropdownMenuRoot.displayName = 'DropdownMenu.Root';

function DropdownMenuContent({
  sideOffset = 6,
  collisionPadding = 8,
  align = 'start',
  ...rest
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        {...rest}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        align={align}
        className={styles.content}
      />
    </MenuPrimitive.Portal>
  );
}
DropdownMenuContent.displayName = 'DropdownMenu.Content';

function DropdownMenuSubContent({
  sideOffset = 2,
  collisionPadding = 8,
  alignOffset = -5,
  ...rest
}: DropdownMenuSubContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent
        {...rest}
        sideOffset={sideOffset}
        alignOffset={alignOffset}
        collisionPadding={collisionPadding}
        className={styles.content}
      />
    </MenuPrimitive.Portal>
  );
}
DropdownMenuSubContent.displayName = 'DropdownMenu.SubContent';

function DropdownMenuItem({ tone = 'neutral', ...rest }: DropdownMenuItemProps) {
  return <MenuPrimitive.Item {...rest} className={styles.item({ tone })} data-tone={tone} />;
}
DropdownMenuItem.displayName = 'DropdownMenu.Item';

function DropdownMenuCheckboxItem({ tone = 'neutral', children, ...rest }: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem {...rest} className={styles.item({ tone, indicator: true })} data-tone={tone}>
      <MenuPrimitive.ItemIndicator className={styles.indicator}>
        <CheckIcon />
      </MenuPrimitive.ItemIndicator>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}
DropdownMenuCheckboxItem.displayName = 'DropdownMenu.CheckboxItem';

function DropdownMenuRadioItem({ tone = 'neutral', children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem {...rest} className={styles.item({ tone, indicator: true })} data-tone={tone}>
      <MenuPrimitive.ItemIndicator className={styles.indicator}>
        <DotIcon />
      </MenuPrimitive.ItemIndicator>
      {children}
    </MenuPrimitive.RadioItem>
  );
}
DropdownMenuRadioItem.displayName = 'DropdownMenu.RadioItem';

function DropdownMenuSubTrigger({ children, ...rest }: DropdownMenuSubTriggerProps) {
  return (
    <MenuPrimitive.SubTrigger {...rest} className={styles.item()}>
      {children}
      <ChevronIcon />
    </MenuPrimitive.SubTrigger>
  );
}
DropdownMenuSubTrigger.displayName = 'DropdownMenu.SubTrigger';

function DropdownMenuLabel(props: DropdownMenuLabelProps) {
  return <MenuPrimitive.Label {...props} className={styles.label} />;
}
DropdownMenuLabel.displayName = 'DropdownMenu.Label';

function DropdownMenuSeparator(props: DropdownMenuSeparatorProps) {
  return <MenuPrimitive.Separator {...props} className={styles.separator} />;
}
DropdownMenuSeparator.displayName = 'DropdownMenu.Separator';

/**
 * A menu of actions or choices opened from a button (the user menu, the language and gender dropdowns,
 * the video actions menu). Built on Radix DropdownMenu: arrow keys move between items, typing jumps to an
 * item, Enter/Space activate, Escape closes and focus returns to the trigger; `aria-expanded`,
 * `aria-controls`, roles and `data-state` are wired. Non-modal unless `modal` is set. Controlled (`open`/`onOpenChange`) or uncontrolled
 * (`defaultOpen`).
 */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: MenuPrimitive.Trigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  CheckboxItem: DropdownMenuCheckboxItem,
  RadioGroup: MenuPrimitive.RadioGroup,
  RadioItem: DropdownMenuRadioItem,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
  Group: MenuPrimitive.Group,
  Sub: MenuPrimitive.Sub,
  SubTrigger: DropdownMenuSubTrigger,
  SubContent: DropdownMenuSubContent,
};
