import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { CloseIcon } from '../icons/CloseIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './Sheet.css';

/** The sides a sheet can slide in from; stories and callers reuse this list. */
export const sheetSides = ['left', 'right'] as const;
export type SheetSide = (typeof sheetSides)[number];

export type SheetRootProps = DialogPrimitive.DialogProps;
export type SheetTriggerProps = DialogPrimitive.DialogTriggerProps;
export type SheetCloseProps = DialogPrimitive.DialogCloseProps;

export interface SheetContentProps
  extends Omit<
    ComponentPropsWithRef<typeof DialogPrimitive.Content>,
    'title' | 'className' | 'style' | 'asChild'
  > {
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

function SheetContent({
  title,
  hideTitle = false,
  description,
  side = 'left',
  hideCloseButton = false,
  children,
  ...rest
}: SheetContentProps) {
  const { t } = useMessages();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        {...rest}
        className={styles.content({ side })}
        data-side={side}
        // Without a description, tell Radix (and assistive technology) there is none on purpose.
        {...(description || rest['aria-describedby'] ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <DialogPrimitive.Title className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </DialogPrimitive.Title>
          {!hideCloseButton && (
            <DialogPrimitive.Close
              className={hideTitle ? styles.closeButtonAlone : styles.closeButton}
              aria-label={t('sheet.close')}
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          )}
        </div>
        {description && (
          <DialogPrimitive.Description className={styles.description}>
            {description}
          </DialogPrimitive.Description>
        )}
        <div className={styles.scrollBody}>{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
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
