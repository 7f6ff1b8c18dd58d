import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import { formatElapsed } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ListPagination, ListState } from '../ModerationCommon/parts';
import type { ModerationQueueProps } from '../ModerationCommon/types';
import * as styles from './ModerationQueue.css';

/**
 * Videos awaiting review, longest waiting first (the server's order): poster, title, uploader and how
 * long it waits. Choosing a title selects it for the review panel (`aria-pressed` marks the selected one).
 */
export function ModerationQueue({
  items,
  selectedId = null,
  onSelect,
  loading,
  error,
  onRetry,
  ...paging
}: ModerationQueueProps) {
  const { t, locale, formatNumber } = useMessages(moderationEn);
  const titleId = useId();
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.queue.title')}
        {!loading && !error && paging.total > 0 && (
          <span className={common.muted}>
            {' '}
            · {t('moderation.total', { count: formatNumber(paging.total) })}
          </span>
        )}
      </h2>
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={items.length === 0}
        emptyTitle={t('moderation.queue.empty')}
        emptyDescription={t('moderation.queue.emptyHint')}
      >
        <ul className={common.cards}>
          {items.map((item) => {
            const selected = item.video_id === selectedId;
            return (
              <li
                key={item.video_id}
                className={selected ? `${common.card} ${common.cardSelected}` : common.card}
              >
                <div className={styles.item}>
                  {item.poster ? (
                    <img className={styles.poster} src={item.poster} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.poster} aria-hidden="true" />
                  )}
                  <div className={styles.body}>
                    <button
                      type="button"
                      className={styles.select}
                      aria-pressed={selected}
                      onClick={() => onSelect(item.video_id)}
                    >
                      {item.title}
                    </button>
                    <div className={common.meta}>
                      <span>{t('moderation.queue.uploader', { username: item.uploader.username })}</span>
                      {item.uploader.is_trusted === 1 && <Badge tone="trusted" />}
                      {item.uploader.strikes > 0 && (
                        <span>
                          {t('moderation.queue.strikes', { count: formatNumber(item.uploader.strikes) })}
                        </span>
                      )}
                      {item.is_private === 1 && <Badge>{t('moderation.queue.private')}</Badge>}
                    </div>
                    <div className={common.meta}>
                      <span>
                        {t('moderation.queue.waiting', { time: formatElapsed(item.waiting_seconds, locale) })}
                      </span>
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <ListPagination {...paging} />
      </ListState>
    </section>
  );
}
