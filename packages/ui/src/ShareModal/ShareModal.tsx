import { DISPLAY, TIMING } from '@site/api';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { type ModalOpenProps, ModalShell } from '../Form/FormModal';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import * as styles from './ShareModal.css';

/** The embed code of §9: the player iframe at 426 × 265. */
export function embedCode(embedUrl: string, title: string): string {
  const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${attr(embedUrl)}" width="${DISPLAY.embedWidth}" height="${DISPLAY.embedHeight}" title="${attr(title)}" frameborder="0" allowfullscreen></iframe>`;
}

const clipboardWrite = (text: string) => navigator.clipboard.writeText(text);

export interface ShareModalProps extends ModalOpenProps {
  /** The video page's full address. */
  url: string;
  /** The embed page's full address (`/embed/{video_id}/`). */
  embedUrl: string;
  /** The video's title: the dialog's description and the iframe's accessible title. */
  videoTitle: string;
  /**
   * Called after a copy succeeded. The modal confirms the copy itself (its status line says the §8
   * `copied` once): this is for the app's own records, not for a second confirmation (#27).
   */
  onCopied?: (what: 'link' | 'embed') => void;
  /** Writes to the clipboard (defaults to `navigator.clipboard.writeText`). */
  copyText?: (text: string) => Promise<void>;
}

/**
 * Share: copy the link, or the 426 × 265 embed code. Each copy is confirmed once: the status line under
 * the buttons says "Copied" (or that the clipboard refused) for the notification time (3 s), seen and
 * announced; the buttons keep their names.
 */
export function ShareModal({
  url,
  embedUrl,
  videoTitle,
  onCopied,
  copyText = clipboardWrite,
  ...open
}: ShareModalProps) {
  const { t } = useMessages(dialogsEn);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const code = embedCode(embedUrl, t('share.embedTitle', { title: videoTitle }));

  const copy = async (what: 'link' | 'embed') => {
    clearTimeout(timer.current);
    try {
      await copyText(what === 'link' ? url : code);
      setCopied('done');
      onCopied?.(what);
    } catch {
      setCopied('failed');
    }
    timer.current = setTimeout(() => setCopied(null), TIMING.notification);
  };

  return (
    <ModalShell {...open} title={t('share.title')} description={videoTitle}>
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField label={t('share.link')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
        </div>
        <Button variant="secondary" onClick={() => copy('link')}>
          {t('share.copyLink')}
        </Button>
      </div>
      <TextArea label={t('share.embed')} value={code} readOnly rows={3} resize="none" />
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => copy('embed')}>
          {t('share.copyEmbed')}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {copied === 'failed' ? t('share.copyFailed') : copied ? t('share.copied') : ''}
      </p>
    </ModalShell>
  );
}
