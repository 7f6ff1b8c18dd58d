import {
  MODERATION_TEXT_MAX,
  UPLOADER_QUEUE_STATUSES,
  type UploaderDecisionName,
  type UploaderQueueStatusName,
} from '@site/api/display';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import { formatDateTime } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { MemberName, ReasonDialog, StatusQueue } from '../ModerationCommon/parts';
import type { UploaderItem, UploadersListProps } from '../ModerationCommon/types';

const STATUS_TONES: Record<UploaderQueueStatusName, BadgeTone> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'danger',
};

/** The shortest reason of a rejection (the member reads it). */
const REASON_MIN = 3;

/**
 * Verified-uploader applications (#31) of one status, each a card: the member, the legal name and date of
 * birth, the terms' version accepted and when, links to the two pictures (staff-only addresses, opened in
 * a new tab), and for a pending one the two decisions: approve (confirmed), or reject with a reason that
 * is mailed to the member.
 */
export function UploadersList({
  applications,
  status,
  onStatusChange,
  onDecide,
  hrefForMember,
  busy,
  actionError,
  loading,
  error,
  onRetry,
  ...paging
}: UploadersListProps) {
  const { t } = useMessages(moderationEn);
  return (
    <StatusQueue
      title={t('moderation.uploaders.title')}
      filterLabel={t('moderation.uploaders.filterStatus')}
      statuses={UPLOADER_QUEUE_STATUSES}
      statusLabel={(value) => t(`moderation.uploaders.status.${value}`)}
      status={status}
      onStatusChange={onStatusChange}
      actionError={actionError}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={applications.length === 0}
      emptyTitle={t('moderation.uploaders.empty')}
      {...paging}
    >
      {applications.map((application) => (
        <li key={application.application_id}>
          <UploaderCard
            application={application}
            onDecide={onDecide}
            busy={busy}
            hrefForMember={hrefForMember}
          />
        </li>
      ))}
    </StatusQueue>
  );
}

function UploaderCard({
  application,
  onDecide,
  busy,
  hrefForMember,
}: Pick<UploadersListProps, 'onDecide' | 'busy' | 'hrefForMember'> & { application: UploaderItem }) {
  const { t, locale } = useMessages(moderationEn);
  const headingId = `uploader-${application.application_id}`;
  const { username } = application.member;
  const decide = (decision: UploaderDecisionName) => (
    <ReasonDialog
      triggerLabel={t(`moderation.uploaders.${decision}`)}
      triggerVariant={decision === 'approve' ? 'primary' : 'secondary'}
      busy={busy}
      triggerDisabled={busy}
      title={t(`moderation.uploaders.${decision}Title`, { username })}
      description={t(`moderation.uploaders.${decision}Description`, { username })}
      submitLabel={t(`moderation.uploaders.${decision}`)}
      min={decision === 'reject' ? REASON_MIN : 0}
      max={MODERATION_TEXT_MAX}
      onSubmit={(reason) => onDecide({ applicationId: application.application_id, decision, reason })}
    />
  );
  const decidedAt = application.decided_at ? formatDateTime(application.decided_at, locale) : null;
  return (
    <article className={common.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={common.subheading}>
        <MemberName member={application.member} hrefForMember={hrefForMember} />
      </h3>
      <div className={common.meta}>
        <Badge tone={STATUS_TONES[application.status]}>
          {t(`moderation.uploaders.status.${application.status}`)}
        </Badge>
        <span>
          {t('moderation.uploaders.sent', { date: formatDateTime(application.submitted_at, locale) })}
        </span>
        {decidedAt && application.decided_by && (
          <span>
            {t('moderation.uploaders.decided', {
              username: application.decided_by.username,
              date: decidedAt,
            })}
          </span>
        )}
        {decidedAt && !application.decided_by && application.provider !== 'local' && (
          <span>
            {t('moderation.uploaders.decidedByProvider', { provider: application.provider, date: decidedAt })}
          </span>
        )}
        {application.status === 'pending' && application.provider !== 'local' && (
          <Badge tone="neutral">
            {t('moderation.uploaders.provider', { provider: application.provider })}
          </Badge>
        )}
      </div>
      <dl className={common.definition}>
        <dt>{t('moderation.uploaders.legalName')}</dt>
        <dd>{application.legal_name}</dd>
        <dt>{t('moderation.uploaders.birthDate')}</dt>
        <dd>{application.birth_date}</dd>
        <dt>{t('moderation.uploaders.terms')}</dt>
        <dd>
          {t('moderation.uploaders.termsAccepted', {
            version: application.terms_version,
            date: formatDateTime(application.terms_accepted_at, locale),
          })}
        </dd>
        <dt>{t('moderation.uploaders.pictures')}</dt>
        <dd>
          <a href={application.id_document} target="_blank" rel="noreferrer noopener" className={common.link}>
            {t('moderation.uploaders.idDocument')}
          </a>
          {' · '}
          <a href={application.selfie} target="_blank" rel="noreferrer noopener" className={common.link}>
            {t('moderation.uploaders.selfie')}
          </a>
        </dd>
        {application.reason && (
          <>
            <dt>{t('moderation.uploaders.reason')}</dt>
            <dd>{application.reason}</dd>
          </>
        )}
      </dl>
      {application.status === 'pending' && (
        <div className={common.actions}>
          {decide('approve')}
          {decide('reject')}
        </div>
      )}
    </article>
  );
}
