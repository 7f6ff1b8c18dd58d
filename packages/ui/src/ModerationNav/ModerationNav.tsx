import { moderationEn } from '../i18n/messages/moderation';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { MODERATION_SECTIONS, type ModerationNavProps } from '../ModerationCommon/types';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ModerationNav.css';

/**
 * The console's sections as a navigation of links (the current one `aria-current="page"`); settings
 * only for admins. Counts (e.g. videos waiting) show beside their section.
 */
export function ModerationNav({ current, hrefFor, viewerRole, counts }: ModerationNavProps) {
  const { t, formatNumber } = useMessages(moderationEn);
  const Link = useLinkComponent();
  const sections = MODERATION_SECTIONS.filter((section) => section !== 'settings' || viewerRole === 'admin');
  return (
    <nav aria-label={t('moderation.nav.label')}>
      <ul className={styles.list}>
        {sections.map((section) => {
          const count = counts?.[section];
          return (
            <li key={section}>
              <Link
                href={hrefFor(section)}
                className={styles.link}
                aria-current={section === current ? 'page' : undefined}
              >
                {t(`moderation.nav.${section}`)}
                {count !== undefined && count > 0 && (
                  <>
                    <span className={styles.count} aria-hidden="true">
                      {formatNumber(count)}
                    </span>
                    <VisuallyHidden>{`(${t('moderation.nav.count', { count: formatNumber(count) })})`}</VisuallyHidden>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
