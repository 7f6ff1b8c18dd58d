import type { CustodianRecord, CustodianRecordItem } from '@site/api';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { moderationEn } from '../i18n/messages/moderation';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { formatDateTime } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ActionAlert, ConsoleTable, ListPagination, ListState, MemberName } from '../ModerationCommon/parts';
import type { RecordsListProps } from '../ModerationCommon/types';

/** A record's name, or a placeholder for a draft without one yet. */
const nameOf = (record: CustodianRecordItem, unnamed: string) => record.legal_name || unnamed;

/**
 * The consent records of every uploader, for custodians of records (#31 item 2, §2257): a table of the
 * records (the performer's legal name and dates, the status, the uploader who keeps it, the videos naming
 * it), each opened on demand with its two pictures (staff-only addresses, opened in a new tab), and the
 * §2257 index as a CSV download. A member who is not a custodian gets a notice instead.
 */
export function RecordsList({
  records,
  forbidden,
  opened,
  opening,
  openError,
  onOpen,
  onClose,
  indexHref,
  hrefForMember,
  hrefForVideo,
  loading,
  error,
  onRetry,
  ...paging
}: RecordsListProps) {
  const { t } = useMessages(moderationEn);
  const titleId = useId();
  const unnamed = t('moderation.records.unnamed');
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.records.title')}
      </h2>
      {forbidden ? (
        <EmptyState
          headingLevel={3}
          title={t('moderation.records.forbiddenTitle')}
          description={t('moderation.records.forbidden')}
        />
      ) : (
        <>
          <p className={common.muted}>{t('moderation.records.hint')}</p>
          <div className={common.toolbar}>
            <a href={indexHref} download className={common.link}>
              {t('moderation.records.export')}
            </a>
          </div>
          <ActionAlert code={openError} />
          {opened && (
            <OpenedRecord
              record={opened}
              onClose={onClose}
              hrefForMember={hrefForMember}
              hrefForVideo={hrefForVideo}
            />
          )}
          <ListState
            loading={loading}
            error={error}
            onRetry={onRetry}
            empty={records.length === 0}
            emptyTitle={t('moderation.records.empty')}
          >
            <ConsoleTable
              caption={t('moderation.records.caption')}
              columns={[
                t('moderation.records.legalName'),
                t('moderation.records.birthDate'),
                t('moderation.records.recordedOn'),
                t('moderation.records.status'),
                t('moderation.records.keeper'),
                t('moderation.records.videos'),
                t('moderation.records.actions'),
              ]}
            >
              {records.map((record) => (
                <tr key={record.record_id}>
                  <th scope="row">{nameOf(record, unnamed)}</th>
                  <td>{record.birth_date || '—'}</td>
                  <td>{record.recorded_on || '—'}</td>
                  <td>
                    <Badge tone={record.status === 'complete' ? 'success' : 'neutral'}>
                      {t(`moderation.records.status.${record.status}`)}
                    </Badge>
                  </td>
                  <td>
                    <MemberName member={record.keeper} hrefForMember={hrefForMember} />
                  </td>
                  <td>
                    <VideoLinks ids={record.video_ids} hrefForVideo={hrefForVideo} />
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={opening === record.record_id}
                      disabled={opening != null && opening !== record.record_id}
                      aria-label={t('moderation.records.viewOf', { name: nameOf(record, unnamed) })}
                      onClick={() => onOpen(record.record_id)}
                    >
                      {t('moderation.records.view')}
                    </Button>
                  </td>
                </tr>
              ))}
            </ConsoleTable>
            <ListPagination {...paging} />
          </ListState>
        </>
      )}
    </section>
  );
}

function VideoLinks({
  ids,
  hrefForVideo,
}: {
  ids: readonly number[];
  hrefForVideo?: ((videoId: number) => string) | undefined;
}) {
  const { t } = useMessages(moderationEn);
  const Link = useLinkComponent();
  if (ids.length === 0) return <span className={common.muted}>{t('moderation.records.noVideos')}</span>;
  return (
    <>
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 && ', '}
          {hrefForVideo ? (
            <Link href={hrefForVideo(id)} className={common.link}>
              {t('moderation.records.video', { id })}
            </Link>
          ) : (
            t('moderation.records.video', { id })
          )}
        </span>
      ))}
    </>
  );
}

function OpenedRecord({
  record,
  onClose,
  hrefForMember,
  hrefForVideo,
}: Pick<RecordsListProps, 'onClose' | 'hrefForMember' | 'hrefForVideo'> & { record: CustodianRecord }) {
  const { t, locale } = useMessages(moderationEn);
  const headingId = useId();
  const name = record.legal_name || t('moderation.records.unnamed');
  const picture = (href: string | null, label: string) =>
    href ? (
      <a href={href} target="_blank" rel="noreferrer noopener" className={common.link}>
        {label}
      </a>
    ) : (
      <span className={common.muted}>{t('moderation.records.noPicture', { picture: label })}</span>
    );
  return (
    <article className={common.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={common.subheading}>
        {t('moderation.records.record', { id: record.record_id, name })}
      </h3>
      <dl className={common.definition}>
        <dt>{t('moderation.records.legalName')}</dt>
        <dd>{name}</dd>
        <dt>{t('moderation.records.birthDate')}</dt>
        <dd>{record.birth_date || '—'}</dd>
        <dt>{t('moderation.records.recordedOn')}</dt>
        <dd>{record.recorded_on || '—'}</dd>
        <dt>{t('moderation.records.status')}</dt>
        <dd>
          {record.completed_at
            ? t('moderation.records.completedAt', { date: formatDateTime(record.completed_at, locale) })
            : t(`moderation.records.status.${record.status}`)}
        </dd>
        <dt>{t('moderation.records.keeper')}</dt>
        <dd>
          <MemberName member={record.keeper} hrefForMember={hrefForMember} />
        </dd>
        <dt>{t('moderation.records.videos')}</dt>
        <dd>
          <VideoLinks ids={record.video_ids} hrefForVideo={hrefForVideo} />
        </dd>
        <dt>{t('moderation.records.pictures')}</dt>
        <dd>
          {picture(record.id_document, t('moderation.records.idDocument'))}
          {' · '}
          {picture(record.release, t('moderation.records.release'))}
        </dd>
      </dl>
      <div>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('moderation.records.close')}
        </Button>
      </div>
    </article>
  );
}
