import { isFakeLabelled } from '@site/api/display';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './VideoCard.css';

/**
 * A name as the cards show it: with the '(fake)' label of §9 after names containing 'hidden cam'
 * (message `videoCard.fake`). Shared by every card of #8.
 */
export function FakeLabel({ name }: { name: string }) {
  const { t } = useMessages();
  if (!isFakeLabelled(name)) return <>{name}</>;
  return (
    <>
      {name} <span className={styles.fake}>{t('videoCard.fake')}</span>
    </>
  );
}

/** The name with its '(fake)' label as plain text, for alt texts and accessible names. */
export function useFakeLabelText(): (name: string) => string {
  const { t } = useMessages();
  return (name) => (isFakeLabelled(name) ? `${name} ${t('videoCard.fake')}` : name);
}
