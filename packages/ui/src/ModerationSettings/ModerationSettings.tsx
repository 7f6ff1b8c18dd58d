import { COMPLAINT_DAYS_MAX } from '@site/api/display';
import { useId } from 'react';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ActionAlert, ListState } from '../ModerationCommon/parts';
import type { ModerationSettingsProps } from '../ModerationCommon/types';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';

/** The day counts the complaint clock offers (the stored value too, when it is another). */
const DAY_CHOICES = [1, 2, 3, 5, 7, 10, 14, 21, 30, 45, COMPLAINT_DAYS_MAX];
const dayChoices = (current: number) =>
  [...new Set([...DAY_CHOICES, current])]
    .sort((a, b) => a - b)
    .map((n) => ({ value: String(n), label: String(n) }));

/**
 * The console's settings (admins): whether trusted members' uploads skip review, and the days a report has
 * to be closed in (the complaint clock). Read-only for moderators.
 */
export function ModerationSettings({
  settings,
  viewerRole,
  onSettingChange,
  busy = false,
  actionError,
  loading,
  error,
  onRetry,
}: ModerationSettingsProps) {
  const { t } = useMessages(moderationEn);
  const titleId = useId();
  const isAdmin = viewerRole === 'admin';
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.settings.title')}
      </h2>
      {!isAdmin && <p className={common.muted}>{t('moderation.settings.adminOnly')}</p>}
      <ActionAlert code={actionError} />
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={!settings}
        emptyTitle={t('moderation.settings.title')}
        skeletons={1}
      >
        {settings && (
          <Switch
            label={t('moderation.settings.trustedSkipReview')}
            description={t('moderation.settings.trustedSkipReviewHint')}
            checked={settings.trusted_skip_review}
            disabled={!isAdmin || busy}
            onCheckedChange={(checked) => onSettingChange('trusted_skip_review', checked)}
          />
        )}
        {settings && (
          <Switch
            label={t('moderation.settings.appealHidesVideo')}
            description={t('moderation.settings.appealHidesVideoHint')}
            checked={settings.appeal_hides_video}
            disabled={!isAdmin || busy}
            onCheckedChange={(checked) => onSettingChange('appeal_hides_video', checked)}
          />
        )}
        {settings && (
          <div className={common.toolbarItem}>
            <Select
              label={t('moderation.settings.complaintDays')}
              description={t('moderation.settings.complaintDaysHint')}
              value={String(settings.complaint_days)}
              options={dayChoices(settings.complaint_days)}
              disabled={!isAdmin || busy}
              onValueChange={(value) => onSettingChange('complaint_days', Number(value))}
            />
          </div>
        )}
      </ListState>
    </section>
  );
}
