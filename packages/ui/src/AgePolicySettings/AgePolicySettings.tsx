import { AGE_MODES, AGE_REGION_PATTERN, type AgeMode } from '@site/api/display';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import * as common from '../ModerationCommon/ModerationCommon.css';
import type { StaffViewerRole } from '../ModerationCommon/types';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';

/** One region with a gate of its own. */
export interface AgePolicyRegion {
  region: string;
  mode: AgeMode;
}

export interface AgePolicySettingsProps {
  /** The regions staff gave a gate of their own, in order (every other region keeps the default). */
  regions: readonly AgePolicyRegion[];
  /** Moderators see the policy read-only. */
  viewerRole: StaffViewerRole;
  /** A region's gate, or `default` to remove its own (the region is upper case and well formed). */
  onChange: (region: string, mode: AgeMode | 'default') => void;
  busy?: boolean;
}

const MODE_KEYS = {
  none: 'moderation.agePolicy.none',
  self: 'moderation.agePolicy.self',
  verified: 'moderation.agePolicy.verified',
  default: 'moderation.agePolicy.default',
} as const;

/**
 * The age policy of the console's settings (#31 item 5): the gate each region meets before any content (no
 * gate, the 18+ question, or an age-assurance provider's check), for a country (`GB`) or a subdivision
 * (`US-TX`); a region's row goes back to the default with "Default". Admins change it; moderators read it.
 */
export function AgePolicySettings({ regions, viewerRole, onChange, busy = false }: AgePolicySettingsProps) {
  const { t } = useMessages(moderationEn);
  const titleId = useId();
  const isAdmin = viewerRole === 'admin';
  const [region, setRegion] = useState('');
  const [mode, setMode] = useState<AgeMode>('verified');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  const options = (withDefault: boolean) =>
    [...AGE_MODES, ...(withDefault ? (['default'] as const) : [])].map((value) => ({
      value,
      label: t(MODE_KEYS[value]),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = region.trim().toUpperCase();
    if (!AGE_REGION_PATTERN.test(code)) {
      setFieldError(t('moderation.agePolicy.regionInvalid'));
      field.current?.focus();
      return;
    }
    onChange(code, mode);
    setRegion('');
  };
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={common.subheading}>
        {t('moderation.agePolicy.title')}
      </h3>
      <p className={common.muted}>{t('moderation.agePolicy.hint')}</p>
      {regions.length === 0 ? (
        <p className={common.muted}>{t('moderation.agePolicy.empty')}</p>
      ) : (
        <ul className={`${common.toolbar} ${common.plainList}`}>
          {regions.map((row) => (
            <li key={row.region} className={common.toolbarItem}>
              <Select
                size="sm"
                label={t('moderation.agePolicy.modeOf', { region: row.region })}
                value={row.mode}
                options={options(true)}
                disabled={!isAdmin || busy}
                onValueChange={(value) => onChange(row.region, value as AgeMode | 'default')}
              />
            </li>
          ))}
        </ul>
      )}
      {isAdmin && (
        <form className={common.toolbar} noValidate onSubmit={submit}>
          <div className={common.toolbarItem}>
            <TextField
              ref={field}
              size="sm"
              label={t('moderation.agePolicy.region')}
              description={t('moderation.agePolicy.regionHint')}
              required
              maxLength={6}
              value={region}
              error={fieldError}
              onValueChange={(value) => {
                setRegion(value);
                if (fieldError) setFieldError(undefined);
              }}
            />
          </div>
          <div className={common.toolbarItem}>
            <Select
              size="sm"
              label={t('moderation.agePolicy.mode')}
              value={mode}
              options={options(false)}
              disabled={busy}
              onValueChange={(value) => setMode(value as AgeMode)}
            />
          </div>
          <Button type="submit" size="sm" loading={busy}>
            {t('moderation.agePolicy.add')}
          </Button>
        </form>
      )}
    </section>
  );
}
