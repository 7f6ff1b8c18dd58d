import type * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { PartProps } from '../internal/types';

// Its own module so that Dialog.tsx and the ModalContent it renders (internal/ModalContent.tsx) both
// import it, and neither imports the other back.
export interface DialogContentProps extends PartProps<typeof DialogPrimitive.Content, 'title'> {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Hide the close button in the corner (e.g. when the body has its own). Escape still closes. */
  hideCloseButton?: boolean;
  children?: ReactNode;
}
