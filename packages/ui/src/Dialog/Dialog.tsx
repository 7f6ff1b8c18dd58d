import type * as DialogPrimitive from '@radix-ui/react-dialog';
import type { Ref } from 'react';
import { closeButton, createOverlay, dialogTrigger } from '../internal/lazyOverlay';
import type { DialogContentProps } from './DialogContentProps';

export type { DialogContentProps } from './DialogContentProps';

export type DialogRootProps = DialogPrimitive.DialogProps;
export type DialogTriggerProps = DialogPrimitive.DialogTriggerProps & { ref?: Ref<HTMLButtonElement> };
export type DialogCloseProps = DialogPrimitive.DialogCloseProps & { ref?: Ref<HTMLButtonElement> };

const overlay = createOverlay('Dialog', () => import('./DialogImpl'));

/**
 * A modal dialog on Radix: focus trap, Escape, focus return, `aria-labelledby`/`aria-describedby` and
 * `data-state`. Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`). Full screen on
 * the mobile layout (≤ 1024 px).
 *
 * Root, Trigger and Close are light and render without Radix; Content loads Radix Dialog with the panel
 * when the dialog is first wanted (the trigger hovered, focused or touched, or the dialog opened), so a
 * page pays for it only once it is used (internal/lazyOverlay.tsx). `preloadOverlays()` loads it ahead.
 */
export const Dialog = {
  Root: overlay.Root,
  Trigger: dialogTrigger(overlay.useOverlay, 'Dialog'),
  Content: overlay.lazyPart<DialogContentProps>('Content', (loaded) => loaded.DialogContent),
  Close: closeButton(overlay.useOverlay, 'Dialog'),
};
