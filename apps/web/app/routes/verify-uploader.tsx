import { type ApiClient, isApiError, type UploaderApplication } from '@site/api';
import { Button, EmptyState, FormBanner } from '@site/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as styles from '../components/pages/pages.css';
import { VerifyUploaderForm } from '../components/pages/VerifyUploaderForm';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { useSiteActions } from '../lib/site-actions';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/verify-uploader';
import '../messages/use-pages';

/** The member's application (GET /api/uploader_verification.php, never cached); null: a visitor. */
async function loadApplication(api: ApiClient): Promise<{ application: UploaderApplication | null }> {
  try {
    return { application: (await api.uploaders.application()).application };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { application: null };
    throw error;
  }
}

export function loader({ context }: Route.LoaderArgs) {
  return loadApplication(serverApi(context));
}

export function clientLoader() {
  return loadApplication(browserApi);
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('verify.title'), path: SECTION_URLS.verifyUploader, noindex: true });
}

/**
 * `/verify-uploader/` (#31): the member applies to be a verified uploader. A draft or a rejected
 * application shows the form (with the rejection's reason); a pending one says it waits for review; an
 * approved one links to the upload page.
 */
export default function VerifyUploader({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { openSignIn } = useSiteActions();
  const [application, setApplication] = useState(loaderData.application);
  if (!application) {
    return (
      <section>
        <h1>{t('verify.title')}</h1>
        <EmptyState
          headingLevel={2}
          title={t('verify.signIn.title')}
          description={t('verify.signIn.body')}
          action={<Button onClick={openSignIn}>{t('verify.signIn.action')}</Button>}
        />
      </section>
    );
  }
  const { status } = application;
  return (
    <article className={styles.page}>
      <h1 className={styles.heading}>{t('verify.title')}</h1>
      {status === 'approved' && (
        <>
          <FormBanner tone="success">{t('verify.approved')}</FormBanner>
          <div className={styles.actions}>
            <Button asChild>
              <Link to={SECTION_URLS.upload}>{t('verify.uploadNow')}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={SECTION_URLS.consentRecords}>{t('verify.consentRecords')}</Link>
            </Button>
          </div>
        </>
      )}
      {status === 'pending' && <FormBanner tone="success">{t('verify.pending')}</FormBanner>}
      {(status === 'none' || status === 'draft' || status === 'rejected') && (
        <>
          <p>{t('verify.intro')}</p>
          <p className={styles.muted}>{t('verify.privacy')}</p>
          {application.reason && (
            <FormBanner>{t('verify.rejected', { reason: application.reason })}</FormBanner>
          )}
          <VerifyUploaderForm
            application={application}
            send={async (intent, input) =>
              (
                await (intent === 'save'
                  ? browserApi.uploaders.save(input)
                  : browserApi.uploaders.submit(input))
              ).application
            }
            onSaved={setApplication}
          />
        </>
      )}
    </article>
  );
}
