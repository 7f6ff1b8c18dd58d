import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { moderationEn } from '../i18n/messages/moderation';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { formatDateTime } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { MemberName } from '../ModerationCommon/parts';
import type { MemberRef, TakedownItem } from '../ModerationCommon/types';

export interface TakedownCardProps {
  takedown: TakedownItem;
  onRestore: (takedownId: number) => void;
  busy?: boolean | undefined;
  hrefForVideo?: ((videoId: number) => string) | undefined;
  hrefForReport?: ((reportId: number) => string) | undefined;
  hrefForMember?: ((member: MemberRef) => string) | undefined;
  headingLevel?: 3 | 4;
}

/** One takedown: the video, uploader and strikes, the reason, the counter-notice, and restore. */
export function TakedownCard({
  takedown,
  onRestore,
  busy,
  hrefForVideo,
  hrefForReport,
  hrefForMember,
  headingLevel = 3,
}: TakedownCardProps) {
  const { t, locale, formatNumber } = useMessages(moderationEn);
  const Link = useLinkComponent();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const restored = takedown.restored_at !== null;
  return (
    <article className={common.card} aria-labelledby={`takedown-${takedown.takedown_id}`}>
      <Heading id={`takedown-${takedown.takedown_id}`} className={common.subheading}>
        {hrefForVideo ? (
          <Link href={hrefForVideo(takedown.video_id)} className={common.link}>
            {takedown.video_title}
          </Link>
        ) : (
          takedown.video_title
        )}
      </Heading>
      <div className={common.meta}>
        <span>{formatDateTime(takedown.created_at, locale)}</span>
        {takedown.created_by && (
          <span>{t('moderation.takedowns.by', { username: takedown.created_by.username })}</span>
        )}
        {takedown.report_id !== null &&
          (hrefForReport ? (
            <Link href={hrefForReport(takedown.report_id)} className={common.link}>
              {t('moderation.takedowns.report', { id: takedown.report_id })}
            </Link>
          ) : (
            <span>{t('moderation.takedowns.report', { id: takedown.report_id })}</span>
          ))}
        {restored && <Badge tone="success">{t('moderation.takedowns.restored')}</Badge>}
      </div>
      <dl className={common.definition}>
        <dt>{t('moderation.takedowns.uploader')}</dt>
        <dd>
          <MemberName member={takedown.uploader} hrefForMember={hrefForMember} />
          {` · ${t('moderation.takedowns.strikes', { count: formatNumber(takedown.strikes) })}`}
        </dd>
        <dt>{t('moderation.reason')}</dt>
        <dd>{takedown.reason}</dd>
        <dt>{t('moderation.takedowns.counterNotice')}</dt>
        <dd>
          {takedown.counter_notice ? (
            <>
              {takedown.counter_notice_at && (
                <span className={common.muted}>{formatDateTime(takedown.counter_notice_at, locale)} </span>
              )}
              <blockquote className={common.quote}>{takedown.counter_notice}</blockquote>
            </>
          ) : (
            <span className={common.muted}>{t('moderation.takedowns.noCounterNotice')}</span>
          )}
        </dd>
      </dl>
      {!restored && (
        <div className={common.actions}>
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            aria-describedby={`takedown-${takedown.takedown_id}`}
            onClick={() => onRestore(takedown.takedown_id)}
          >
            {t('moderation.takedowns.restore')}
          </Button>
        </div>
      )}
    </article>
  );
}
