import type { HiddenChannelItem } from '@site/api';
import { DIR_PATTERN } from '@site/api/display';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import { formatDateTime } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ActionAlert, AddItemForm, ListState } from '../ModerationCommon/parts';
import type { ModerationActState, ModerationLoadState } from '../ModerationCommon/types';
import { visuallyHidden } from '../theme/a11y.css';

/** The longest channel address name (the contract's dir). */
const DIR_MAX = 100;

export interface HiddenChannelsProps extends ModerationLoadState, ModerationActState {
  channels: readonly HiddenChannelItem[];
  /** Hide the channel of this address name (checked as a dir, trimmed). */
  onChannelHide: (dir: string) => void;
  /** Take the channel of this address name off the list. */
  onChannelShow: (dir: string) => void;
  /** Raise to clear the field after a channel was hidden (e.g. the list's length). */
  addResetKey?: string | number;
}

/** Why a channel cannot be hidden from the form: null, or the message key. */
export function hiddenChannelError(
  dir: string,
  hidden: readonly { dir: string }[],
): 'moderation.hiddenChannels.invalid' | 'moderation.hiddenChannels.duplicate' | null {
  const text = dir.trim();
  if (!DIR_PATTERN.test(text)) return 'moderation.hiddenChannels.invalid';
  const lower = text.toLowerCase();
  return hidden.some((row) => row.dir.toLowerCase() === lower) ? 'moderation.hiddenChannels.duplicate' : null;
}

/**
 * The staff's list of hidden channels (#33 item 3): hide one by its address name, show any again. A hidden
 * channel and its videos leave every list, search, the sitemaps and related videos, and keep their pages.
 */
export function HiddenChannels({
  channels,
  onChannelHide,
  onChannelShow,
  addResetKey,
  busy = false,
  actionError,
  loading,
  error,
  onRetry,
}: HiddenChannelsProps) {
  const { t, locale } = useMessages(moderationEn);
  const titleId = useId();
  const when = (row: HiddenChannelItem) =>
    row.hidden_by && row.hidden_at
      ? t('moderation.hiddenChannels.hidden', {
          username: row.hidden_by.username,
          date: formatDateTime(row.hidden_at, locale),
        })
      : row.hidden_at
        ? t('moderation.hiddenChannels.hiddenAt', { date: formatDateTime(row.hidden_at, locale) })
        : t('moderation.hiddenChannels.fromData');
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.hiddenChannels.title')}
      </h2>
      <p className={common.muted}>{t('moderation.hiddenChannels.hint')}</p>
      <AddItemForm
        label={t('moderation.hiddenChannels.add')}
        submitLabel={t('moderation.hiddenChannels.addSubmit')}
        maxLength={DIR_MAX}
        problem={(text) => {
          const key = hiddenChannelError(text, channels);
          return key && t(key);
        }}
        onAdd={onChannelHide}
        busy={busy}
        resetKey={addResetKey}
      />
      <ActionAlert code={actionError} />
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={channels.length === 0}
        emptyTitle={t('moderation.hiddenChannels.empty')}
      >
        <ul className={common.cards}>
          {channels.map((row) => (
            <li key={row.channel_id} className={common.card}>
              <div className={common.spread}>
                <div>
                  <strong>{row.title}</strong> <code className={common.code}>{row.dir}</code>
                  <div className={common.muted}>
                    {t('moderation.hiddenChannels.videos', { count: row.videos })} · {when(row)}
                  </div>
                </div>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => onChannelShow(row.dir)}>
                  {t('moderation.hiddenChannels.show')}
                  {/* The channel's name completes the button's name for assistive technology only: a long one
                      would not fit beside the row. */}
                  <span className={visuallyHidden}> {row.title}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
