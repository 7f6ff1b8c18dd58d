import * as PopoverPrimitive from '@radix-ui/react-popover';
import { type ReactNode, useId } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { OverlayHeader } from '../internal/OverlayHeader';
import type { PartProps } from '../internal/types';
import * as styles from './Popover.css';

export type PopoverRootProps = PopoverPrimitive.PopoverProps;
export type PopoverTriggerProps = PopoverPrimitive.PopoverTriggerProps;
export type PopoverAnchorProps = PopoverPrimitive.PopoverAnchorProps;
export type PopoverCloseProps = PopoverPrimitive.PopoverCloseProps;

export interface PopoverContentProps extends PartProps<typeof PopoverPrimitive.Content, 'title'> {
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
        <OverlayHeader
          Title="h2"
          titleId={titleId}
          Close={PopoverPrimitive.Close}
          title={title}
          titleClassName={styles.title}
          hideTitle={hideTitle}
          hideCloseButton={hideCloseButton}
          closeLabel={t('popover.close')}
        />
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
