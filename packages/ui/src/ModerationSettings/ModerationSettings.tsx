import { useId } from 'react';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ActionAlert, ListState } from '../ModerationCommon/parts';
import type { ModerationSettingsProps } from '../ModerationCommon/types';
import { Switch } from '../Switch/Switch';

/** The console's settings (admins): whether trusted members' uploads skip review. Read-only for moderators. */
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
      </ListState>
    </section>
  );
}
