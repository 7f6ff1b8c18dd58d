import { AdblockNotice } from '@site/ui';
import * as styles from '../../styles/shell.css';

/** The ad-blocker notice under the header (#33); its own chunk, loaded only when a blocker is seen. */
export default function AdblockNoticeView({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className={styles.adblockNotice}>
      <AdblockNotice onDismiss={onDismiss} />
    </div>
  );
}
