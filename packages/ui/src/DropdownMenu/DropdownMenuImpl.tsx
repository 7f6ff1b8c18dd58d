// The part of DropdownMenu loaded when a menu is first wanted (DropdownMenu.tsx, internal/lazyOverlay.tsx):
// the Radix root and content, and the parts that only render inside the content.
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { LineIcon } from '../icons/LineIcon';
import { type OverlayState, TriggerRef } from '../internal/lazyOverlay';
import type {
  DropdownMenuCheckboxItemProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuLabelProps,
  DropdownMenuRadioItemProps,
  DropdownMenuSeparatorProps,
  DropdownMenuSubContentProps,
  DropdownMenuSubTriggerProps,
} from './DropdownMenu';
import * as styles from './DropdownMenu.css';

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

/** The first item a keyboard user lands on, as Radix's own trigger gives it. */
const FIRST_ITEM =
  ':is([role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"]):not([data-disabled])';

export function DropdownMenuContent({
  overlay,
  sideOffset = 6,
  align = 'start',
  container,
  ...rest
}: DropdownMenuContentProps & { overlay: OverlayState }) {
  // Radix's menu content takes it, though DropdownMenu's types leave it out.
  const openAutoFocus = {
    onOpenAutoFocus: (event: Event) => {
      // Radix moves a keyboard user to the first item only if its root saw the key; this root may have
      // mounted after it (the key opened the menu before its module was loaded).
      if (!overlay.byKeyboard.current) return;
      const content = event.currentTarget as HTMLElement | null;
      const first = content?.querySelector<HTMLElement>(FIRST_ITEM) ?? content;
      if (!first) return;
      event.preventDefault();
      first.focus({ preventScroll: true });
    },
  } as object;
  return (
    <MenuPrimitive.Root open={overlay.open} onOpenChange={overlay.setOpen} modal={overlay.modal}>
      <MenuPrimitive.Trigger asChild>
        <TriggerRef target={overlay.triggerRef} />
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Portal container={container}>
        <MenuPrimitive.Content
          id={overlay.contentId}
          aria-labelledby={overlay.triggerId}
          {...panel(rest)}
          sideOffset={sideOffset}
          align={align}
          {...openAutoFocus}
        />
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

export function DropdownMenuSubContent({
  sideOffset = 2,
  alignOffset = -5,
  ...rest
}: DropdownMenuSubContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent {...panel(rest)} sideOffset={sideOffset} alignOffset={alignOffset} />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ tone = 'neutral', ...rest }: DropdownMenuItemProps) {
  return <MenuPrimitive.Item {...rest} {...toned(tone)} />;
}

export function DropdownMenuCheckboxItem({
  tone = 'neutral',
  children,
  ...rest
}: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem {...rest} {...toned(tone, true)}>
      <ItemIndicator icon={<CheckIcon />} />
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({ tone = 'neutral', children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem {...rest} {...toned(tone, true)}>
      <ItemIndicator icon={<DotIcon />} />
      {children}
    </MenuPrimitive.RadioItem>
  );
}

function ItemIndicator({ icon }: { icon: ReactNode }) {
  return <MenuPrimitive.ItemIndicator className={styles.indicator}>{icon}</MenuPrimitive.ItemIndicator>;
}

export function DropdownMenuSubTrigger({ children, ...rest }: DropdownMenuSubTriggerProps) {
  return (
    <MenuPrimitive.SubTrigger {...rest} className={styles.item()}>
      {children}
      <ChevronIcon />
    </MenuPrimitive.SubTrigger>
  );
}

export function DropdownMenuLabel(props: DropdownMenuLabelProps) {
  return <MenuPrimitive.Label {...props} className={styles.label} />;
}

export function DropdownMenuSeparator(props: DropdownMenuSeparatorProps) {
  return <MenuPrimitive.Separator {...props} className={styles.separator} />;
}

export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuSub = MenuPrimitive.Sub;
