// The part of Popover loaded when a popover is first wanted (Popover.tsx, internal/lazyOverlay.tsx).
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useId } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { type OverlayState, TriggerRef } from '../internal/lazyOverlay';
import { OverlayHeader } from '../internal/OverlayHeader';
import type { PopoverContentProps } from './Popover';
import * as styles from './Popover.css';

export function PopoverContent({
  overlay,
  title,
  hideTitle = false,
  hideCloseButton = false,
  sideOffset = 6,
  collisionPadding = 8,
  align = 'start',
  children,
  ...rest
}: PopoverContentProps & { overlay: OverlayState }) {
  const { t } = useMessages();
  const titleId = useId();
  return (
    <PopoverPrimitive.Root open={overlay.open} onOpenChange={overlay.setOpen} modal={overlay.modal}>
      {overlay.anchorRef.current && <PopoverPrimitive.Anchor virtualRef={overlay.anchorRef} />}
      <PopoverPrimitive.Trigger asChild>
        <TriggerRef target={overlay.triggerRef} />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          id={overlay.contentId}
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
    </PopoverPrimitive.Root>
  );
}
