import { type ApiClient, type ConsentRecord, isApiError, type Performer } from '@site/api';
import { Button, Checkbox, TextField } from '@site/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSessionUser } from '../../lib/site';
import { SECTION_URLS } from '../../lib/urls';
import type { SiteMessageKey } from '../../messages';
import * as styles from './upload.css';
import '../../messages/use-upload';

export interface PerformersFormProps {
  api: ApiClient;
  videoId: number;
}

/** The usernames typed, comma-separated, without blanks or repeats. */
function usernamesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

const ERRORS: Record<string, SiteMessageKey> = {
  not_found: 'upload.performers.error.not_found',
  already_published: 'upload.performers.error.already_published',
};

/**
 * The people shown in the uploader's new or edited video (#31 item 2): the uploader ("me", a verified
 * uploader), other verified uploaders by username, and the uploader's own consent records
 * (/consent-records/). Saved with `consent.performers`, which replaces the video's list; a video is
 * published only when every one is verified or has a complete record.
 */
export function PerformersForm({ api, videoId }: PerformersFormProps) {
  const { t } = useT();
  const ids = useId();
  const user = useSessionUser();
  const [records, setRecords] = useState<ConsentRecord[] | null>(null);
  const [me, setMe] = useState(false);
  const [others, setOthers] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [usernamesError, setUsernamesError] = useState<string | undefined>(undefined);
  const [banner, setBanner] = useState('');
  const [saved, setSaved] = useState<Performer[] | null>(null);
  const [saving, setSaving] = useState(false);
  /**
   * The video's performers as kept have arrived (or could not be read): until then the form waits, so the
   * answer does not wipe a tick or a name the person gave meanwhile (seen on a slow machine: a record ticked
   * before the answer came was unticked by it, and the video saved without its record).
   */
  const [kept, setKept] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.consent.records(controller.signal).then(
      (answer) => setRecords(answer.records),
      () => {
        if (!controller.signal.aborted) setRecords([]);
      },
    );
    return () => controller.abort();
  }, [api]);

  // An edited video's performers as kept: the form starts from them, so saving again keeps who is named.
  const userId = user?.user_id;
  useEffect(() => {
    const controller = new AbortController();
    api.consent.videoPerformers({ video_id: videoId }, controller.signal).then(
      ({ performers }) => {
        const uploaders = performers.filter((p) => p.kind === 'uploader');
        setMe(uploaders.some((p) => p.id === userId));
        setOthers(
          uploaders
            .filter((p) => p.id !== userId)
            .map((p) => p.name)
            .join(', '),
        );
        setChosen(performers.filter((p) => p.kind === 'record').map((p) => p.id));
        setKept(true);
      },
      // None kept yet, or not readable: the form starts empty, as for a new upload.
      () => {
        if (!controller.signal.aborted) setKept(true);
      },
    );
    return () => controller.abort();
  }, [api, videoId, userId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const usernames = usernamesOf(others);
    if (me && user) usernames.unshift(user.username);
    setUsernamesError(undefined);
    setSaved(null);
    if (usernames.length === 0 && chosen.length === 0) {
      setBanner(t('upload.performers.none'));
      return;
    }
    setBanner('');
    setSaving(true);
    try {
      const answer = await api.consent.performers({
        video_id: videoId,
        usernames: usernames.join(','),
        record_ids: chosen.join(','),
      });
      setSaved(answer.performers);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const named = error.errors.filter((e) => e.field === 'usernames');
      if (named.length > 0) {
        setUsernamesError(
          named
            .map((e) =>
              t(
                e.code === 'not_verified'
                  ? 'upload.performers.error.not_verified'
                  : e.code === 'too_many'
                    ? 'upload.performers.error.too_many'
                    : 'upload.performers.error.no_member',
                { name: String(e.params?.name ?? ''), max: Number(e.params?.max ?? 0) },
              ),
            )
            .join(' '),
        );
      }
      const key = ERRORS[error.code];
      setBanner(
        key
          ? t(key)
          : error.code === 'invalid_params'
            ? t('upload.performers.error.invalid')
            : t('upload.performers.error.failed'),
      );
    } finally {
      setSaving(false);
    }
  };

  const statusText = (p: Performer) => t(`upload.performers.status.${p.status}` as SiteMessageKey);

  return (
    <section className={styles.step} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.stepTitle}>
        {t('upload.performers.title')}
      </h3>
      <p className={styles.text}>{t('upload.performers.intro')}</p>
      <div role="alert" className={styles.alert}>
        {banner}
      </div>
      {saved && (
        <div role="status">
          <p className={styles.text}>{t('upload.performers.saved')}</p>
          <ul>
            {saved.map((p) => (
              <li key={`${p.kind}-${p.id}`}>
                {p.name || t('upload.performers.unnamed')}: {statusText(p)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`}>
        {user && (
          <Checkbox
            label={t('upload.performers.me', { name: user.username })}
            checked={me}
            onCheckedChange={(checked) => setMe(checked === true)}
            name="me"
            disabled={!kept}
          />
        )}
        <TextField
          label={t('upload.performers.others')}
          description={t('upload.performers.othersHint')}
          value={others}
          onValueChange={setOthers}
          error={usernamesError}
          name="usernames"
          autoComplete="off"
          disabled={!kept}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('upload.performers.records')}</legend>
          {records === null || !kept ? (
            <p className={styles.text}>{t('upload.performers.loading')}</p>
          ) : records.length === 0 ? (
            <p className={styles.text}>{t('upload.performers.noRecords')}</p>
          ) : (
            records.map((record) => (
              <Checkbox
                key={record.record_id}
                label={t(
                  record.status === 'complete'
                    ? 'upload.performers.record.complete'
                    : 'upload.performers.record.draft',
                  { name: record.legal_name || t('upload.performers.unnamed') },
                )}
                checked={chosen.includes(record.record_id)}
                onCheckedChange={(checked) =>
                  setChosen((list) =>
                    checked === true
                      ? [...list, record.record_id]
                      : list.filter((id) => id !== record.record_id),
                  )
                }
                name="record_ids"
              />
            ))
          )}
          <p className={styles.text}>
            <Link to={SECTION_URLS.consentRecords}>{t('upload.performers.manage')}</Link>
          </p>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={!kept}>
            {t('upload.performers.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
