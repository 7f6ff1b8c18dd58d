import { DOWNLOAD_REQUEST_STATUSES, MODERATION_PAGE_SIZE } from '@site/api/display';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { moderationEn } from '../i18n/messages/moderation';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { formatDateTime } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { MemberName, StatusQueue } from '../ModerationCommon/parts';
import type {
  DownloadDecision,
  DownloadRequestItem,
  DownloadRequestStatusName,
  DownloadRequestsProps,
  MemberRef,
} from '../ModerationCommon/types';

const STATUS_TONES: Record<DownloadRequestStatusName, BadgeTone> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'danger',
};

/**
 * The rows the pagination counts: the server answers no total, so a full page stands for "at least one
 * more row" (a next page is offered) and a shorter one ends the list.
 */
export function knownTotal(page: number, rows: number, pageSize: number = MODERATION_PAGE_SIZE): number {
  const before = (Math.max(1, page) - 1) * pageSize;
  return rows >= pageSize ? before + pageSize + 1 : before + rows;
}

interface RequestCardProps {
  request: DownloadRequestItem;
  onApprove: (requestId: number) => void;
  onReject: (requestId: number) => void;
  deciding: DownloadDecision | null;
  hrefForVideo?: ((videoId: number) => string) | undefined;
  hrefForMember?: ((member: MemberRef) => string) | undefined;
}

/** One request: the video, the member, when, the description, and (while pending) approve and reject. */
function RequestCard({
  request,
  onApprove,
  onReject,
  deciding,
  hrefForVideo,
  hrefForMember,
}: RequestCardProps) {
  const { t, locale } = useMessages(moderationEn);
  const Link = useLinkComponent();
  const headingId = `download-request-${request.request_id}`;
  const mine = deciding?.requestId === request.request_id;
  const member = { user_id: request.user_id, username: request.username };
  return (
    <article className={common.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={common.subheading}>
        {hrefForVideo ? (
          <Link href={hrefForVideo(request.video_id)} className={common.link}>
            {request.title}
          </Link>
        ) : (
          request.title
        )}
      </h3>
      <div className={common.meta}>
        <Badge tone={STATUS_TONES[request.status]}>
          {t(`moderation.downloads.status.${request.status}`)}
        </Badge>
        <span>
          {t('moderation.downloads.requested', { date: formatDateTime(request.created_at, locale) })}
        </span>
        {request.decided_at && (
          <span>
            {t('moderation.downloads.decided', { date: formatDateTime(request.decided_at, locale) })}
          </span>
        )}
      </div>
      <dl className={common.definition}>
        <dt>{t('moderation.downloads.member')}</dt>
        <dd>
          <MemberName member={member} hrefForMember={hrefForMember} />
        </dd>
        <dt>{t('moderation.downloads.description')}</dt>
        <dd>
          <blockquote className={common.quote}>{request.description}</blockquote>
        </dd>
      </dl>
      {request.status === 'pending' && (
        <div className={common.actions}>
          <Button
            size="sm"
            loading={mine && deciding?.act === 'approve'}
            disabled={deciding !== null && !(mine && deciding.act === 'approve')}
            aria-describedby={headingId}
            onClick={() => onApprove(request.request_id)}
          >
            {t('moderation.downloads.approve')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={mine && deciding?.act === 'reject'}
            disabled={deciding !== null && !(mine && deciding.act === 'reject')}
            aria-describedby={headingId}
            onClick={() => onReject(request.request_id)}
          >
            {t('moderation.downloads.reject')}
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * Members' download requests (#13, §6): a member who has not paid describes what they want a video's file
 * for, and staff approve (that member may then download that video) or reject. A status filter (waiting,
 * approved, rejected), pages without a total (a full page offers the next), and the states of the read
 * and of a decision. It never fetches: every act is a callback.
 */
export function DownloadRequests({
  requests,
  status,
  onStatusChange,
  page,
  pageSize = MODERATION_PAGE_SIZE,
  onPageChange,
  hrefForPage,
  onApprove,
  onReject,
  deciding = null,
  actionError,
  hrefForVideo,
  hrefForMember,
  loading,
  error,
  onRetry,
}: DownloadRequestsProps) {
  const { t } = useMessages(moderationEn);
  return (
    <StatusQueue
      title={t('moderation.downloads.title')}
      hint={t('moderation.downloads.hint')}
      filterLabel={t('moderation.downloads.filterStatus')}
      statuses={DOWNLOAD_REQUEST_STATUSES}
      statusLabel={(value) => t(`moderation.downloads.status.${value}`)}
      status={status}
      onStatusChange={onStatusChange}
      actionError={actionError}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={requests.length === 0 && page <= 1}
      emptyTitle={t('moderation.downloads.empty')}
      emptyDescription={status === 'pending' ? t('moderation.downloads.emptyPending') : undefined}
      page={page}
      total={knownTotal(page, requests.length, pageSize)}
      pageSize={pageSize}
      onPageChange={onPageChange}
      hrefForPage={hrefForPage}
    >
      {requests.map((request) => (
        <li key={request.request_id}>
          <RequestCard
            request={request}
            onApprove={onApprove}
            onReject={onReject}
            deciding={deciding}
            hrefForVideo={hrefForVideo}
            hrefForMember={hrefForMember}
          />
        </li>
      ))}
    </StatusQueue>
  );
}
