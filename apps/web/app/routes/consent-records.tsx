import { type ApiClient, type ConsentRecord, isApiError } from '@site/api';
import { Button, EmptyState, FormBanner } from '@site/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsentRecordForm } from '../components/pages/ConsentRecordForm';
import * as styles from '../components/pages/pages.css';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { useSiteActions } from '../lib/site-actions';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/consent-records';
import '../messages/use-pages';

/** The member's consent records (GET /api/consent_records.php, never cached); null: a visitor. */
async function loadRecords(api: ApiClient): Promise<{ records: ConsentRecord[] | null }> {
  try {
    return { records: (await api.consent.records()).records };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { records: null };
    throw error;
  }
}

export function loader({ context }: Route.LoaderArgs) {
  return loadRecords(serverApi(context));
}

export function clientLoader() {
  return loadRecords(browserApi);
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('consent.title'), path: SECTION_URLS.consentRecords, noindex: true });
}

/** What a draft still lacks, in the form's words. */
function missingParts(record: ConsentRecord, t: ReturnType<typeof useT>['t']): string[] {
  return [
    record.legal_name ? null : t('consent.legalName'),
    record.birth_date ? null : t('consent.birthDate'),
    record.recorded_on ? null : t('consent.recordedOn'),
    record.id_document ? null : t('consent.idDocument'),
    record.release ? null : t('consent.release'),
  ].filter((part): part is string => part !== null);
}

/**
 * `/consent-records/` (#31 item 2): the uploader's consent records of the people shown in their videos. A
 * draft can be taken up again; a complete record is shown read-only. Uploads name these records as their
 * performers (the upload page, after the video is described).
 */
export default function ConsentRecords({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { openSignIn } = useSiteActions();
  const [records, setRecords] = useState(loaderData.records);
  const [editing, setEditing] = useState<ConsentRecord | 'new' | null>(
    loaderData.records && loaderData.records.length === 0 ? 'new' : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  if (!records) {
    return (
      <section>
        <h1>{t('consent.title')}</h1>
        <EmptyState
          headingLevel={2}
          title={t('consent.signIn.title')}
          description={t('consent.signIn.body')}
          action={<Button onClick={openSignIn}>{t('consent.signIn.action')}</Button>}
        />
      </section>
    );
  }

  const saved = (record: ConsentRecord) => {
    setRecords((list) => [record, ...(list ?? []).filter((r) => r.record_id !== record.record_id)]);
    setEditing(null);
    setNotice(
      record.status === 'complete'
        ? t('consent.savedComplete', { name: record.legal_name ?? '' })
        : t('consent.savedDraft', { missing: missingParts(record, t).join(', ') }),
    );
  };

  return (
    <article className={`${styles.page} ${styles.wide}`}>
      <h1 className={styles.heading}>{t('consent.title')}</h1>
      <p>{t('consent.intro')}</p>
      <p className={styles.muted}>{t('consent.privacy')}</p>
      {notice && <FormBanner tone="success">{notice}</FormBanner>}
      {editing ? (
        <ConsentRecordForm
          key={editing === 'new' ? 'new' : editing.record_id}
          {...(editing === 'new' ? {} : { record: editing })}
          send={async (input) => (await browserApi.consent.save(input)).record}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('consent.add')}
          </Button>
          <Button asChild variant="secondary">
            <Link to={SECTION_URLS.upload}>{t('consent.toUpload')}</Link>
          </Button>
        </div>
      )}
      {records.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('consent.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('consent.legalName')}</th>
                <th scope="col">{t('consent.birthDate')}</th>
                <th scope="col">{t('consent.recordedOn')}</th>
                <th scope="col">{t('consent.status')}</th>
                <th scope="col">
                  <span className={styles.muted}>{t('consent.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.record_id}>
                  <th scope="row">{record.legal_name || t('consent.unnamed')}</th>
                  <td>{record.birth_date ?? '—'}</td>
                  <td>{record.recorded_on ?? '—'}</td>
                  <td>
                    {record.status === 'complete'
                      ? t('consent.status.complete')
                      : t('consent.status.draft', { missing: missingParts(record, t).join(', ') })}
                  </td>
                  <td>
                    {record.status === 'draft' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('consent.continueNamed', {
                          name: record.legal_name || t('consent.unnamed'),
                        })}
                        onClick={() => {
                          setNotice(null);
                          setEditing(record);
                        }}
                      >
                        {t('consent.continue')}
                      </Button>
                    ) : (
                      <span className={styles.muted}>{t('consent.readOnly')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
