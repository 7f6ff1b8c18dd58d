import { useMessages } from '../i18n/UiProvider';
import * as styles from './NavigationProgress.css';

export interface NavigationProgressProps {
  /** A page is on its way (a client navigation is loading). */
  active: boolean;
}

/**
 * The thin bar along the top of the window while the next page loads (#27): fixed over the page, so it
 * never moves the layout, and an unlabelled wait is never silent (`progressbar`, named "Loading page").
 * Nothing is rendered while idle.
 */
export function NavigationProgress({ active }: NavigationProgressProps) {
  const { t } = useMessages();
  if (!active) return null;
  return (
    <div className={styles.root} role="progressbar" aria-label={t('navigationProgress.label')}>
      <div className={styles.indicator} />
    </div>
  );
}
