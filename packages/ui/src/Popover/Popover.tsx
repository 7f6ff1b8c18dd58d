import type * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { closeButton, createOverlay, dialogTrigger, type OverlayRootProps } from '../internal/lazyOverlay';
import type { PartProps } from '../internal/types';

export type PopoverRootProps = PopoverPrimitive.PopoverProps;
export type PopoverTriggerProps = PopoverPrimitive.PopoverTriggerProps & { ref?: Ref<HTMLButtonElement> };
export type PopoverAnchorProps = ComponentPropsWithRef<'div'>;
export type PopoverCloseProps = PopoverPrimitive.PopoverCloseProps & { ref?: Ref<HTMLButtonElement> };

export interface PopoverContentProps extends PartProps<typeof PopoverPrimitive.Content, 'title'> {
  /** The panel's accessible name, shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  /** Hide the close button in the corner. Escape and a click outside still close the popover. */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

const overlay = createOverlay('Popover', () => import('./PopoverImpl'));

/** Non-modal unless `modal` is set, as Radix's. */
function PopoverRoot({ modal = false, ...rest }: OverlayRootProps) {
  return <overlay.Root {...rest} modal={modal} />;
}
PopoverRoot.displayName = 'Popover.Root';

/** An element the panel is placed against instead of the trigger. */
function PopoverAnchor({ ref, ...rest }: PopoverAnchorProps) {
  const state = overlay.useOverlay('Anchor');
  return (
    <div
      {...rest}
      ref={(node) => {
        state.anchorRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
    />
  );
}
PopoverAnchor.displayName = 'Popover.Anchor';

/**
 * A titled, non-modal panel anchored to its trigger (the mobile filter menu, the country and category
 * selects). Built on Radix Popover: the content is a dialog named by its title, focus moves into it on open
 * and back to the trigger on close, Escape and a click outside close it, and the trigger carries
 * `aria-expanded`/`aria-controls`. Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`).
 * Like Dialog, its Radix part loads when the popover is first wanted (internal/lazyOverlay.tsx).
 */
export const Popover = {
  Root: PopoverRoot,
  Trigger: dialogTrigger(overlay.useOverlay, 'Popover'),
  Anchor: PopoverAnchor,
  Content: overlay.lazyPart<PopoverContentProps>('Content', (loaded) => loaded.PopoverContent),
  Close: closeButton(overlay.useOverlay, 'Popover'),
};
