import type * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode, Ref } from 'react';
import { closeButton, createOverlay, dialogTrigger } from '../internal/lazyOverlay';
import type { PartProps } from '../internal/types';

/** The sides a sheet can slide in from; stories and callers reuse this list. */
export const sheetSides = ['left', 'right'] as const;
export type SheetSide = (typeof sheetSides)[number];

export type SheetRootProps = DialogPrimitive.DialogProps;
export type SheetTriggerProps = DialogPrimitive.DialogTriggerProps & { ref?: Ref<HTMLButtonElement> };
export type SheetCloseProps = DialogPrimitive.DialogCloseProps & { ref?: Ref<HTMLButtonElement> };

export interface SheetContentProps extends PartProps<typeof DialogPrimitive.Content, 'title'> {
  /** The sheet's accessible name, shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** Keep the title for assistive technology only (e.g. a navigation panel that speaks for itself). */
  hideTitle?: boolean;
  /** Optional text under the title, announced as the sheet's description. */
  description?: ReactNode;
  /** The edge the panel is docked to and slides in from. Defaults to `left`. */
  side?: SheetSide;
  /** Hide the close button (e.g. when the body has its own). Escape and the backdrop still close it. */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

const overlay = createOverlay('Sheet', () => import('./SheetImpl'));

/**
 * A modal panel that slides in from the left or right edge, e.g. the mobile navigation. Built on Radix
 * Dialog: focus trap, Escape and backdrop click close it, focus returns to the trigger, `aria-controls`,
 * `aria-expanded` and `data-state` are wired. Controlled (`open`/`onOpenChange`) or uncontrolled
 * (`defaultOpen`). With reduced motion it fades instead of sliding. Like Dialog, its Radix part loads when
 * the sheet is first wanted (internal/lazyOverlay.tsx).
 */
export const Sheet = {
  Root: overlay.Root,
  Trigger: dialogTrigger(overlay.useOverlay, 'Sheet'),
  Content: overlay.lazyPart<SheetContentProps>('Content', (loaded) => loaded.SheetContent),
  Close: closeButton(overlay.useOverlay, 'Sheet'),
};
