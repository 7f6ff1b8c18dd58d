import {
  MODERATION_REASON_MIN,
  MODERATION_TEXT_MAX,
  REPORT_REPLY_MAX,
  REPORT_STATUSES,
} from '@site/api/display';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { moderationEn } from '../i18n/messages/moderation';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { formatDateTime, formatElapsed } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import {
  ActionAlert,
  ListState,
  MemberName,
  ReasonDialog,
  ReportStatusBadge,
} from '../ModerationCommon/parts';
import type {
  MemberRef,
  ReportDetailProps,
  ReportMessageKind,
  ReportStatusName,
} from '../ModerationCommon/types';
import { useSubjectText } from '../ModerationReports/ReportsTable';
import { TakedownCard } from '../ModerationTakedowns/TakedownCard';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './ReportDetail.css';

/** The least a takedown reason takes (the API's `takedownInputSchema`). */
export const TAKEDOWN_REASON_MIN = MODERATION_REASON_MIN;
/** The form subject of copyright reports (§5), the ones a takedown can come from. */
export const DMCA_SUBJECT = 'DMCA / Copyright Infringement';

/**
 * One report: the message and who sent it (e-mail, member, page, attached image), its status and
 * assignee, the thread of replies (mailed to the reporter) and staff notes with a form to add one, and for
 * copyright reports about a video a takedown with a reason and the takedowns it caused (counter-notice,
 * restore).
 */
export function ReportDetail({
  report,
  thread,
  takedowns,
  viewer,
  imageHref,
  hrefForVideo,
  hrefForMember,
  backHref,
  onReply,
  onStatusChange,
  onAssign,
  onTakedown,
  onRestore,
  replyResetKey,
  busy = false,
  actionError,
  loading,
  error,
  onRetry,
}: ReportDetailProps) {
  const { t, locale } = useMessages(moderationEn);
  const Link = useLinkComponent();
  const subjectText = useSubjectText();
  const titleId = useId();
  return (
    <section
      className={common.section}
      aria-labelledby={report ? titleId : undefined}
      aria-label={report ? undefined : t('moderation.reports.title')}
    >
      {backHref && (
        <Link href={backHref} className={common.link}>
          {t('moderation.report.back')}
        </Link>
      )}
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={!report}
        emptyTitle={t('moderation.reports.empty')}
      >
        {report && (
          <>
            <h2 id={titleId} className={common.heading}>
              {subjectText(report.subject)}
            </h2>
            <div className={common.meta}>
              <ReportStatusBadge status={report.status} />
              <span>{formatDateTime(report.created_at, locale)}</span>
              <span>
                {report.triage_seconds === null
                  ? t('moderation.reports.notTriaged', { age: formatElapsed(report.age_seconds, locale) })
                  : t('moderation.reports.triagedIn', { time: formatElapsed(report.triage_seconds, locale) })}
              </span>
            </div>
            <ActionAlert code={actionError} />
            <div className={styles.layout}>
              <div className={styles.column}>
                <dl className={common.definition}>
                  <dt>{t('moderation.report.from')}</dt>
                  <dd>
                    <a href={`mailto:${report.email}`} className={common.link}>
                      {report.email}
                    </a>
                  </dd>
                  {report.user && (
                    <>
                      <dt>{t('moderation.report.member')}</dt>
                      <dd>
                        <MemberName member={report.user} hrefForMember={hrefForMember} />
                      </dd>
                    </>
                  )}
                  {report.target && (
                    <>
                      <dt>{t('moderation.report.reported')}</dt>
                      <dd>
                        {report.target.member ? (
                          <TargetSentence
                            text={t(`moderation.report.target.${report.target.kind}`)}
                            member={report.target.member}
                            hrefForMember={hrefForMember}
                          />
                        ) : (
                          t(`moderation.report.target.${report.target.kind}`, { name: '—' })
                        )}
                      </dd>
                      {report.target.excerpt !== null && (
                        <>
                          <dt>{t('moderation.report.excerpt')}</dt>
                          <dd>
                            <blockquote className={common.quote}>{report.target.excerpt}</blockquote>
                          </dd>
                        </>
                      )}
                    </>
                  )}
                  {report.ref && (
                    <>
                      <dt>{t('moderation.report.page')}</dt>
                      <dd>
                        <a
                          href={report.ref}
                          className={common.link}
                          rel="noreferrer noopener"
                          target="_blank"
                        >
                          {report.ref}
                        </a>
                      </dd>
                    </>
                  )}
                  {report.video_id !== null && hrefForVideo && (
                    <>
                      <dt>{t('moderation.report.video')}</dt>
                      <dd>
                        <Link href={hrefForVideo(report.video_id)} className={common.link}>
                          {`#${report.video_id}`}
                        </Link>
                      </dd>
                    </>
                  )}
                  {report.has_image === 1 && imageHref && (
                    <>
                      <dt>{t('moderation.report.image')}</dt>
                      <dd>
                        <a href={imageHref} className={common.link} rel="noreferrer noopener" target="_blank">
                          {t('moderation.report.image')}
                        </a>
                      </dd>
                    </>
                  )}
                  <dt>{t('moderation.report.message')}</dt>
                  <dd>
                    <blockquote className={common.quote}>{report.message}</blockquote>
                  </dd>
                </dl>
                <Thread thread={thread} hrefForMember={hrefForMember} />
                <ReplyForm onReply={onReply} busy={busy} resetKey={replyResetKey} />
              </div>
              <div className={styles.column}>
                <Select
                  label={t('moderation.report.changeStatus')}
                  size="sm"
                  value={report.status}
                  disabled={busy}
                  options={REPORT_STATUSES.map((status) => ({
                    value: status,
                    label: t(`moderation.status.${status}`),
                  }))}
                  onValueChange={(value) => {
                    if (value !== report.status) onStatusChange(value as ReportStatusName);
                  }}
                />
                <div>
                  <div className={common.muted}>{t('moderation.reports.assignee')}</div>
                  <MemberName
                    member={report.assignee}
                    hrefForMember={hrefForMember}
                    fallback="moderation.nobody"
                  />
                </div>
                <div className={common.actions}>
                  {report.assignee?.user_id !== viewer.user_id && (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy}
                      onClick={() => onAssign(viewer.user_id)}
                    >
                      {t('moderation.report.assignMe')}
                    </Button>
                  )}
                  {report.assignee && (
                    <Button variant="ghost" size="sm" disabled={busy} onClick={() => onAssign(0)}>
                      {t('moderation.report.assignNobody')}
                    </Button>
                  )}
                </div>
                {report.subject === DMCA_SUBJECT && report.video_id !== null && (
                  <ReasonDialog
                    triggerLabel={t('moderation.report.takedown')}
                    triggerDisabled={busy}
                    title={t('moderation.report.takedownTitle')}
                    description={t('moderation.report.takedownDescription')}
                    submitLabel={t('moderation.report.takedownSubmit')}
                    min={TAKEDOWN_REASON_MIN}
                    max={MODERATION_TEXT_MAX}
                    onSubmit={(reason) => {
                      if (report.video_id !== null) onTakedown(report.video_id, reason ?? '');
                    }}
                  />
                )}
                {takedowns.length > 0 && (
                  <section className={common.section} aria-label={t('moderation.report.takedowns')}>
                    <h3 className={common.subheading}>{t('moderation.report.takedowns')}</h3>
                    {takedowns.map((takedown) => (
                      <TakedownCard
                        key={takedown.takedown_id}
                        takedown={takedown}
                        onRestore={onRestore}
                        busy={busy}
                        hrefForVideo={hrefForVideo}
                        hrefForMember={hrefForMember}
                        headingLevel={4}
                      />
                    ))}
                  </section>
                )}
              </div>
            </div>
          </>
        )}
      </ListState>
    </section>
  );
}

function Thread({ thread, hrefForMember }: Pick<ReportDetailProps, 'thread' | 'hrefForMember'>) {
  const { t, locale } = useMessages(moderationEn);
  return (
    <section className={common.section} aria-label={t('moderation.report.thread')}>
      <h3 className={common.subheading}>{t('moderation.report.thread')}</h3>
      {thread.length === 0 ? (
        <p className={common.muted}>{t('moderation.report.threadEmpty')}</p>
      ) : (
        <ol className={common.cards}>
          {thread.map((message) => (
            <li key={message.message_id} className={styles.threadItem}>
              <div className={common.meta}>
                <Badge tone={message.kind === 'note' ? 'neutral' : 'accent'}>
                  {t(`moderation.report.badge.${message.kind}`)}
                </Badge>
                <MemberName
                  member={message.author}
                  hrefForMember={hrefForMember}
                  fallback="moderation.system"
                />
                <span>{formatDateTime(message.created_at, locale)}</span>
              </div>
              <p className={styles.body}>{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReplyForm({
  onReply,
  busy,
  resetKey,
}: {
  onReply: ReportDetailProps['onReply'];
  busy: boolean;
  resetKey: string | number | undefined;
}) {
  const { t } = useMessages(moderationEn);
  const [kind, setKind] = useState<ReportMessageKind>('reply');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  // A new reset key: the reply was kept, start a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the key changes only
  useEffect(() => {
    setMessage('');
    setError(undefined);
  }, [resetKey]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (text === '') {
      setError(t('form.error.required'));
      field.current?.focus();
      return;
    }
    onReply(kind, text);
  };
  return (
    <form className={common.form} noValidate onSubmit={submit} aria-label={t('moderation.report.send')}>
      <RadioGroup
        label={t('moderation.report.kind')}
        orientation="horizontal"
        value={kind}
        onValueChange={(value) => setKind(value as ReportMessageKind)}
        options={[
          { value: 'reply', label: t('moderation.report.kind.reply') },
          { value: 'note', label: t('moderation.report.kind.note') },
        ]}
      />
      <TextArea
        ref={field}
        label={t('moderation.report.replyText')}
        required
        rows={4}
        maxLength={REPORT_REPLY_MAX}
        value={message}
        error={error}
        onValueChange={(value) => {
          setMessage(value);
          if (error) setError(undefined);
        }}
      />
      <div className={common.formButtons}>
        <Button type="submit" loading={busy}>
          {t('moderation.report.send')}
        </Button>
      </div>
    </form>
  );
}

/** The reported thing's sentence ("A comment by {name}") with its member's name as a link in its place, once. */
function TargetSentence({
  text,
  member,
  hrefForMember,
}: {
  text: string;
  member: MemberRef;
  hrefForMember?: ((member: MemberRef) => string) | undefined;
}) {
  const [before, after = ''] = text.split('{name}');
  return (
    <>
      {before}
      <MemberName member={member} hrefForMember={hrefForMember} />
      {after}
    </>
  );
}
