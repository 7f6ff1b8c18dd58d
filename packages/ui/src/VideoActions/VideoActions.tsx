import { Button } from '../Button/Button';
import type { MessageKey } from '../i18n/en';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import * as styles from './VideoActions.css';

export const videoActions = ['share', 'report', 'addTo', 'download'] as const;
export type VideoAction = (typeof videoActions)[number];

export interface VideoActionsProps {
  /** Opens the share modal. */
  onShare?: () => void;
  /** Opens the report / contact-support modal. */
  onReport?: () => void;
  /** Opens the add-to modal (favourites, watch later, playlists); the page sends visitors to sign in (§4). */
  onAddTo?: () => void;
  /** Starts the download (§4: the current player file with a download flag) or opens its modal. */
  onDownload?: () => void;
  /** An action under way (e.g. the download being prepared): that button is busy and ignores clicks. */
  pending?: VideoAction | null;
  /** Leave out actions that do not apply (e.g. `download` where downloads are off). */
  hidden?: readonly VideoAction[];
}

const icons: Record<VideoAction, string[]> = {
  share: ['M5 10v8.5a1.5 1.5 0 0 0 1.5 1.5h11a1.5 1.5 0 0 0 1.5-1.5V10', 'M12 14V3.5', 'M8 7l4-4 4 4'],
  report: ['M5 21V4', 'M5 4.5h11.5l-2 4 2 4H5'],
  addTo: ['M4 6h11M4 11h11M4 16h7', 'M18 13v7M14.5 16.5h7'],
  download: ['M12 3.5V15', 'M7.5 10.5L12 15l4.5-4.5', 'M5 19.5h14'],
};

const labels: Record<VideoAction, MessageKey> = {
  share: 'videoPage.actions.share',
  report: 'videoPage.actions.report',
  addTo: 'videoPage.actions.addTo',
  download: 'videoPage.actions.download',
};

/**
 * The video page's action buttons (§2): share, report, add to and download. Each only calls back; the
 * modals they open are the page's.
 */
export function VideoActions({
  onShare,
  onReport,
  onAddTo,
  onDownload,
  pending = null,
  hidden = [],
}: VideoActionsProps) {
  const { t } = useMessages();
  const handlers: Record<VideoAction, (() => void) | undefined> = {
    share: onShare,
    report: onReport,
    addTo: onAddTo,
    download: onDownload,
  };
  const shown = videoActions.filter((action) => !hidden.includes(action));
  if (shown.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('videoPage.actions')}>
      {shown.map((action) => (
        <li key={action} className={styles.item}>
          <Button
            variant="secondary"
            size="sm"
            loading={pending === action}
            data-action={action}
            onClick={() => handlers[action]?.()}
          >
            <LineIcon className={styles.icon} viewBox="0 0 24 24" strokeWidth="1.8" d={icons[action]} />
            <span className={styles.label}>{t(labels[action])}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
