import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { ModalContent } from '../internal/ModalContent';
import type { PartProps } from '../internal/types';
import * as styles from './Sheet.css';

/** The sides a sheet can slide in from; stories and callers reuse this list. */
export const sheetSides = ['left', 'right'] as const;
export type SheetSide = (typeof sheetSides)[number];

export type SheetRootProps = DialogPrimitive.DialogProps;
export type SheetTriggerProps = DialogPrimitive.DialogTriggerProps;
export type SheetCloseProps = DialogPrimitive.DialogCloseProps;

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

function SheetContent({ side = 'left', ...rest }: SheetContentProps) {
  const { t } = useMessages();
  return (
    <ModalContent
      {...rest}
      closeLabel={t('sheet.close')}
      className={styles.content({ side })}
      bodyClassName={styles.scrollBody}
      data-side={side}
    />
  );
}
SheetContent.displayName = 'Sheet.Content';

/**
 * A modal panel that slides in from the left or right edge, e.g. the mobile navigation. Built on Radix
 * Dialog: focus trap, Escape and backdrop click close it, focus returns to the trigger, `aria-controls`,
 * `aria-expanded` and `data-state` are wired. Controlled (`open`/`onOpenChange`) or uncontrolled
 * (`defaultOpen`). With reduced motion it fades instead of sliding.
 */
export const Sheet = {
  Root: DialogPrimitive.Root,
  Trigger: DialogPrimitive.Trigger,
  Content: SheetContent,
  Close: DialogPrimitive.Close,
};
