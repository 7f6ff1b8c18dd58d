import { APPEAL_STATUSES, type AppealDecisionName, type AppealStatusName } from '@site/api/display';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { moderationEn } from '../i18n/messages/moderation';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { formatDateTime } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { MemberName, ReasonDialog, StatusQueue } from '../ModerationCommon/parts';
import type { AppealItem, AppealsListProps } from '../ModerationCommon/types';

const STATUS_TONES: Record<AppealStatusName, BadgeTone> = {
  pending: 'accent',
  restored: 'success',
  removed: 'danger',
};

/** The longest note to the appellant (the act's limit). */
const NOTE_MAX = 1000;

/**
 * Removal appeals (#31) of one status, each a card: the video (hidden while pending, when the setting hid
 * it), who asks and their statement, the proof of identity (a staff-only picture), and for a pending one
 * the two decisions, each confirmed in a dialog with an optional note mailed to the appellant.
 */
export function AppealsList({
  appeals,
  status,
  onStatusChange,
  onDecide,
  hrefForVideo,
  hrefForMember,
  busy,
  actionError,
  loading,
  error,
  onRetry,
  ...paging
}: AppealsListProps) {
  const { t } = useMessages(moderationEn);
  return (
    <StatusQueue
      title={t('moderation.appeals.title')}
      filterLabel={t('moderation.appeals.filterStatus')}
      statuses={APPEAL_STATUSES}
      statusLabel={(value) => t(`moderation.appeals.status.${value}`)}
      status={status}
      onStatusChange={onStatusChange}
      actionError={actionError}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={appeals.length === 0}
      emptyTitle={t('moderation.appeals.empty')}
      {...paging}
    >
      {appeals.map((appeal) => (
        <li key={appeal.appeal_id}>
          <AppealCard
            appeal={appeal}
            onDecide={onDecide}
            busy={busy}
            hrefForVideo={hrefForVideo}
            hrefForMember={hrefForMember}
          />
        </li>
      ))}
    </StatusQueue>
  );
}

function AppealCard({
  appeal,
  onDecide,
  busy,
  hrefForVideo,
  hrefForMember,
}: Pick<AppealsListProps, 'onDecide' | 'busy' | 'hrefForVideo' | 'hrefForMember'> & { appeal: AppealItem }) {
  const { t, locale } = useMessages(moderationEn);
  const Link = useLinkComponent();
  const headingId = `appeal-${appeal.appeal_id}`;
  const decide = (decision: AppealDecisionName) => (
    <ReasonDialog
      triggerLabel={t(`moderation.appeals.${decision}`)}
      triggerVariant={decision === 'remove' ? 'primary' : 'secondary'}
      busy={busy}
      triggerDisabled={busy}
      title={t(`moderation.appeals.${decision}Title`, { title: appeal.video_title })}
      description={t(`moderation.appeals.${decision}Description`, { email: appeal.email })}
      submitLabel={t(`moderation.appeals.${decision}`)}
      min={0}
      max={NOTE_MAX}
      onSubmit={(note) => onDecide({ appealId: appeal.appeal_id, decision, note })}
    />
  );
  return (
    <article className={common.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={common.subheading}>
        {hrefForVideo ? (
          <Link href={hrefForVideo(appeal.video_id)} className={common.link}>
            {appeal.video_title}
          </Link>
        ) : (
          appeal.video_title
        )}
      </h3>
      <div className={common.meta}>
        <Badge tone={STATUS_TONES[appeal.status]}>{t(`moderation.appeals.status.${appeal.status}`)}</Badge>
        <span>{t('moderation.appeals.sent', { date: formatDateTime(appeal.created_at, locale) })}</span>
        {appeal.hid_video === 1 && appeal.status === 'pending' && (
          <Badge tone="neutral">{t('moderation.appeals.hidden')}</Badge>
        )}
        {appeal.decided_at && appeal.decided_by && (
          <span>
            {t('moderation.appeals.decided', {
              username: appeal.decided_by.username,
              date: formatDateTime(appeal.decided_at, locale),
            })}
          </span>
        )}
      </div>
      <dl className={common.definition}>
        <dt>{t('moderation.appeals.from')}</dt>
        <dd>
          {appeal.name} · {appeal.email}
        </dd>
        <dt>{t('moderation.appeals.uploader')}</dt>
        <dd>
          <MemberName member={appeal.uploader} hrefForMember={hrefForMember} />
        </dd>
        <dt>{t('moderation.appeals.statement')}</dt>
        <dd>
          <blockquote className={common.quote}>{appeal.statement}</blockquote>
        </dd>
        <dt>{t('moderation.appeals.proof')}</dt>
        <dd>
          <a href={appeal.proof} target="_blank" rel="noreferrer noopener" className={common.link}>
            {t('moderation.appeals.openProof')}
          </a>
        </dd>
        {appeal.note && (
          <>
            <dt>{t('moderation.appeals.note')}</dt>
            <dd>{appeal.note}</dd>
          </>
        )}
      </dl>
      {appeal.status === 'pending' && (
        <div className={common.actions}>
          {decide('restore')}
          {decide('remove')}
        </div>
      )}
    </article>
  );
}
