import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { LineIcon } from '../icons/LineIcon';
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

function CheckIcon() {
  return <LineIcon size={14} d="M3 8.5l3.2 3.2L13 4.8" strokeWidth="2" />;
}

function DotIcon() {
  return (
    <svg width="8" height="8" viewBox="0 0 8 8" aria-hidden="true" focusable="false">
      <circle cx="4" cy="4" r="4" fill="currentColor" />
    </svg>
  );
}

function ChevronIcon() {
  return <LineIcon className={styles.chevron} size={14} d="M6 3.5L10.5 8 6 12.5" strokeWidth="2" />;
}

/** The panel look of Content and SubContent, and the room they keep from the viewport's edges. */
function panel<P extends { collisionPadding?: MenuPrimitive.DropdownMenuContentProps['collisionPadding'] }>({
  collisionPadding = 8,
  ...rest
}: P) {
  return { ...rest, collisionPadding, className: styles.content };
}

/** An item's tone (a class and `data-tone`); checkbox and radio items keep a gutter for their indicator. */
function toned(tone: DropdownMenuItemTone, indicator = false) {
  return { className: styles.item({ tone, indicator }), 'data-tone': tone };
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
  align = 'start',
  container,
  ...rest
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content {...panel(rest)} sideOffset={sideOffset} align={align} />
    </MenuPrimitive.Portal>
  );
}
DropdownMenuContent.displayName = 'DropdownMenu.Content';

function DropdownMenuSubContent({ sideOffset = 2, alignOffset = -5, ...rest }: DropdownMenuSubContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent {...panel(rest)} sideOffset={sideOffset} alignOffset={alignOffset} />
    </MenuPrimitive.Portal>
  );
}
DropdownMenuSubContent.displayName = 'DropdownMenu.SubContent';

function DropdownMenuItem({ tone = 'neutral', ...rest }: DropdownMenuItemProps) {
  return <MenuPrimitive.Item {...rest} {...toned(tone)} />;
}
DropdownMenuItem.displayName = 'DropdownMenu.Item';

function DropdownMenuCheckboxItem({ tone = 'neutral', children, ...rest }: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem {...rest} {...toned(tone, true)}>
      <ItemIndicator icon={<CheckIcon />} />
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}
DropdownMenuCheckboxItem.displayName = 'DropdownMenu.CheckboxItem';

function DropdownMenuRadioItem({ tone = 'neutral', children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem {...rest} {...toned(tone, true)}>
      <ItemIndicator icon={<DotIcon />} />
      {children}
    </MenuPrimitive.RadioItem>
  );
}
DropdownMenuRadioItem.displayName = 'DropdownMenu.RadioItem';

function ItemIndicator({ icon }: { icon: ReactNode }) {
  return <MenuPrimitive.ItemIndicator className={styles.indicator}>{icon}</MenuPrimitive.ItemIndicator>;
}

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
