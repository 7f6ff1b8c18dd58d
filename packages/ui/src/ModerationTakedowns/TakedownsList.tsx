import { useId } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ActionAlert, ListPagination, ListState } from '../ModerationCommon/parts';
import type { TakedownsListProps } from '../ModerationCommon/types';
import { TakedownCard } from './TakedownCard';

/**
 * Takedowns (strikes), newest first, each with its counter-notice and a restore button; a filter keeps
 * only counter-notices waiting for a decision.
 */
export function TakedownsList({
  takedowns,
  pendingOnly,
  onPendingOnlyChange,
  onRestore,
  hrefForVideo,
  hrefForReport,
  hrefForMember,
  busy,
  actionError,
  loading,
  error,
  onRetry,
  ...paging
}: TakedownsListProps) {
  const { t } = useMessages(moderationEn);
  const titleId = useId();
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.takedowns.title')}
      </h2>
      <Checkbox
        label={t('moderation.takedowns.pendingOnly')}
        checked={pendingOnly}
        onCheckedChange={(checked) => onPendingOnlyChange(checked === true)}
      />
      <ActionAlert code={actionError} />
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={takedowns.length === 0}
        emptyTitle={t('moderation.takedowns.empty')}
        emptyDescription={pendingOnly ? t('moderation.takedowns.emptyPending') : undefined}
      >
        <ul className={common.cards}>
          {takedowns.map((takedown) => (
            <li key={takedown.takedown_id}>
              <TakedownCard
                takedown={takedown}
                onRestore={onRestore}
                busy={busy}
                hrefForVideo={hrefForVideo}
                hrefForReport={hrefForReport}
                hrefForMember={hrefForMember}
              />
            </li>
          ))}
        </ul>
        <ListPagination {...paging} />
      </ListState>
    </section>
  );
}
