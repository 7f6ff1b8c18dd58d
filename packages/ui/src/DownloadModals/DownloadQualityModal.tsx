import { type ModalOpenProps, ModalShell } from '../Form/FormModal';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './DownloadModals.css';

/** One MP4 of a video a member may download: its quality ("720p"), address and size in bytes if known. */
export interface DownloadRendition {
  quality: string;
  href: string;
  size?: number | undefined;
}

export interface DownloadQualityModalProps extends ModalOpenProps {
  /** The qualities the video really has (videofile.php's MP4s), in any order: shown tallest first. */
  renditions: readonly DownloadRendition[];
  /** The member picked one: the app starts that file's download. */
  onChoose: (rendition: DownloadRendition) => void;
}

const heightOf = (quality: string) => Number.parseInt(quality, 10) || 0;

/** A file size in the language's units: kB under a megabyte, GB from a thousand megabytes, else MB. */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < 1e6
      ? [bytes / 1e3, 'kilobyte']
      : bytes < 1e9
        ? [bytes / 1e6, 'megabyte']
        : [bytes / 1e9, 'gigabyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/**
 * The download's choice of quality (#32 item 8): each MP4 the video has, tallest first, with its size
 * where known; choosing one hands it to the app, which starts the download. Shown to a member the server
 * lets download the video; nothing here decides who may.
 */
export function DownloadQualityModal({ renditions, onChoose, ...open }: DownloadQualityModalProps) {
  const { t, locale } = useMessages(dialogsEn);
  const sorted = [...renditions].sort((a, b) => heightOf(b.quality) - heightOf(a.quality));
  return (
    <ModalShell {...open} title={t('downloadQuality.title')}>
      {sorted.length === 0 ? (
        <p className={styles.text} role="status">
          {t('downloadQuality.none')}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t('downloadQuality.hint')}</p>
          <ul className={styles.qualities}>
            {sorted.map((rendition) => {
              const size =
                rendition.size === undefined
                  ? t('downloadQuality.sizeUnknown')
                  : formatFileSize(rendition.size, locale);
              return (
                <li key={rendition.quality}>
                  <button type="button" className={styles.option} onClick={() => onChoose(rendition)}>
                    {/* Named by what it shows ("720p HD · 21 MB"), in a dialog titled for the choice. */}
                    <span className={styles.optionTitle}>{rendition.quality}</span>{' '}
                    <span className={styles.optionHint}>
                      {heightOf(rendition.quality) >= 720 ? `${t('downloadQuality.hd')} · ${size}` : size}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ModalShell>
  );
}
