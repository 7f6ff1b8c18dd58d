import * as PopoverPrimitive from '@radix-ui/react-popover';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { CloseIcon } from '../icons/CloseIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './Popover.css';

export type PopoverRootProps = PopoverPrimitive.PopoverProps;
export type PopoverTriggerProps = PopoverPrimitive.PopoverTriggerProps;
export type PopoverAnchorProps = PopoverPrimitive.PopoverAnchorProps;
export type PopoverCloseProps = PopoverPrimitive.PopoverCloseProps;

export interface PopoverContentProps
  extends Omit<
    ComponentPropsWithRef<typeof PopoverPrimitive.Content>,
    'title' | 'className' | 'style' | 'asChild'
  > {
  /** The panel's accessible name, shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  /** Hide the close button in the corner. Escape and a click outside still close the popover. */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

function PopoverContent({
  title,
  hideTitle = false,
  hideCloseButton = false,
  sideOffset = 6,
  collisionPadding = 8,
  align = 'start',
  children,
  ...rest
}: PopoverContentProps) {
  const { t } = useMessages();
  const titleId = useId();
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        aria-labelledby={titleId}
        {...rest}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        align={align}
        className={styles.content}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <PopoverPrimitive.Close
              className={hideTitle ? styles.closeButtonAlone : styles.closeButton}
              aria-label={t('popover.close')}
            >
              <CloseIcon />
            </PopoverPrimitive.Close>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
PopoverContent.displayName = 'Popover.Content';

/**
 * A titled, non-modal panel anchored to its trigger (the mobile filter menu, the country and category
 * selects). Built on Radix Popover: the content is a dialog named by its title, focus moves into it on open
 * and back to the trigger on close, Escape and a click outside close it, and the trigger carries
 * `aria-expanded`/`aria-controls`. Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`).
 */
export const Popover = {
  Root: PopoverPrimitive.Root,
  Trigger: PopoverPrimitive.Trigger,
  Anchor: PopoverPrimitive.Anchor,
  Content: PopoverContent,
  Close: PopoverPrimitive.Close,
};
