import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@site/api/display';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import { formatElapsed } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ActionAlert, MemberName, ReasonDialog } from '../ModerationCommon/parts';
import type { ReviewPanelProps } from '../ModerationCommon/types';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer';

/** The least a rejection reason takes (the API's `moderationRejectInputSchema`). */
export const REJECT_REASON_MIN = MODERATION_REASON_MIN;

/**
 * One video under review: the player (scrub with storyboard thumbnails), uploader and description;
 * approve, or reject with a required reason in a dialog (focus returns to "Reject" when it closes).
 */
export function ReviewPanel({
  item,
  busy = false,
  actionError,
  onApprove,
  onReject,
  hrefForMember,
}: ReviewPanelProps) {
  const { t, locale, formatNumber } = useMessages(moderationEn);
  const titleId = useId();
  if (!item) {
    return (
      <section className={common.section} aria-label={t('moderation.review.title')}>
        <EmptyState title={t('moderation.review.none')} headingLevel={2} />
      </section>
    );
  }
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {item.title}
      </h2>
      {item.hls ? (
        <VideoPlayer
          key={item.video_id}
          src={item.hls}
          type="hls"
          poster={item.poster ?? undefined}
          storyboard={item.storyboard ?? undefined}
          duration={item.duration}
          title={item.title}
          preload="none"
        />
      ) : (
        <p className={common.muted}>{t('moderation.review.noMedia')}</p>
      )}
      <dl className={common.definition}>
        <dt>{t('moderation.review.uploader')}</dt>
        <dd>
          <MemberName member={item.uploader} hrefForMember={hrefForMember} />
          {item.uploader.strikes > 0 &&
            ` · ${t('moderation.queue.strikes', { count: formatNumber(item.uploader.strikes) })}`}
        </dd>
        <dt>{t('moderation.review.performers')}</dt>
        <dd>
          {item.performers.length === 0 ? (
            t('moderation.review.noPerformers')
          ) : (
            <ul className={common.plainList}>
              {item.performers.map((p) => (
                <li key={`${p.kind}-${p.id}`}>
                  {p.name || '—'} · {t(`moderation.review.performer.${p.status}`)}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('moderation.review.waiting')}</dt>
        <dd>{formatElapsed(item.waiting_seconds, locale)}</dd>
        {item.description && (
          <>
            <dt>{t('moderation.review.description')}</dt>
            <dd>{item.description}</dd>
          </>
        )}
      </dl>
      <ActionAlert code={actionError} />
      <div className={common.actions}>
        <Button loading={busy} disabled={busy} onClick={() => onApprove(item.video_id)}>
          {t('moderation.review.approve')}
        </Button>
        <ReasonDialog
          triggerLabel={t('moderation.review.reject')}
          triggerSize="md"
          triggerDisabled={busy}
          title={t('moderation.review.rejectTitle')}
          description={t('moderation.review.rejectDescription')}
          submitLabel={t('moderation.review.rejectSubmit')}
          min={REJECT_REASON_MIN}
          max={MODERATION_REASON_MAX}
          onSubmit={(reason) => onReject(item.video_id, reason ?? '')}
        />
      </div>
    </section>
  );
}
