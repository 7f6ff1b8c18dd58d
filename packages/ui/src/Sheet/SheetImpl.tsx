// The part of Sheet loaded when a sheet is first wanted (Sheet.tsx, internal/lazyOverlay.tsx).
import { useMessages } from '../i18n/UiProvider';
import type { OverlayState } from '../internal/lazyOverlay';
import { ModalContent } from '../internal/ModalContent';
import type { SheetContentProps } from './Sheet';
import * as styles from './Sheet.css';

export function SheetContent({ side = 'left', ...rest }: SheetContentProps & { overlay: OverlayState }) {
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
