import {
  type ApiClient,
  isApiError,
  UPLOAD_ID_PATTERN,
  type UploaderStatusName,
  type UploadState,
} from '@site/api';
import { Button, EmptyState } from '@site/ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { UploadFlow } from '../components/upload/UploadFlow';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { useSiteActions } from '../lib/site-actions';
import { stepOfUpload } from '../lib/upload/machine';
import { tusUpload } from '../lib/upload/tus';
import { EDIT_PARAM, SECTION_URLS, UPLOAD_PARAM } from '../lib/urls';
import type { Route } from './+types/upload-video';
import '../messages/use-upload';

interface UploadPageData {
  /** False for a visitor: the page asks them to sign in. */
  member: boolean;
  /** The upload named by `?upload=`, when it is the member's. */
  resume: UploadState | null;
  /** `?edit=1`: its words are to be edited. */
  edit: boolean;
  /**
   * Verified uploaders (#31): when this site lets only them upload and the member is not one, their
   * application's status (the page explains and links to /verify-uploader/); null: the member may upload.
   */
  unverified: UploaderStatusName | null;
}

/** The member's application status when it keeps them from uploading (never an error: tus answers anyway). */
async function unverifiedStatus(api: ApiClient): Promise<UploaderStatusName | null> {
  try {
    const { application } = await api.uploaders.application();
    return application.required === 1 && application.status !== 'approved' ? application.status : null;
  } catch {
    return null;
  }
}

/**
 * Who is asking, through the member's own uploads (GET /api/uploads.php, never cached): 401 need_auth
 * is a visitor. Any other failure leaves the flow to find out (tus answers need_auth too).
 */
async function loadUploadPage(api: ApiClient, url: URL): Promise<UploadPageData> {
  const wanted = url.searchParams.get(UPLOAD_PARAM);
  const uploadId = wanted && UPLOAD_ID_PATTERN.test(wanted) ? wanted : undefined;
  const edit = uploadId !== undefined && url.searchParams.get(EDIT_PARAM) === '1';
  try {
    const [{ uploads }, unverified] = await Promise.all([
      api.uploads.list(uploadId ? { upload_id: uploadId } : {}),
      unverifiedStatus(api),
    ]);
    return {
      member: true,
      resume: uploadId ? (uploads.find((u) => u.upload_id === uploadId) ?? null) : null,
      edit,
      unverified,
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.code === 'need_auth')) {
      return { member: false, resume: null, edit: false, unverified: null };
    }
    return { member: true, resume: null, edit: false, unverified: null };
  }
}

export function loader({ url, context }: Route.LoaderArgs) {
  return loadUploadPage(serverApi(context), url);
}

export function clientLoader({ url }: Route.ClientLoaderArgs) {
  return loadUploadPage(browserApi, url);
}

// The upload id is written into the URL by the flow itself, with no navigation: nothing to reload.
export function shouldRevalidate() {
  return false;
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('upload.title'), path: SECTION_URLS.upload, noindex: true });
}

/** Keeps `?upload=<id>` in the address without a navigation, so a reload finds the upload again. */
function rememberUpload(uploadId: string | null) {
  const url = new URL(window.location.href);
  if (uploadId) url.searchParams.set(UPLOAD_PARAM, uploadId);
  else url.searchParams.delete(UPLOAD_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

export default function UploadVideo({ loaderData }: Route.ComponentProps) {
  const [initial] = useState(() => stepOfUpload(loaderData.resume, loaderData.edit));
  const onUploadIdChange = useCallback(rememberUpload, []);
  const { t } = useT();
  const { openSignIn } = useSiteActions();
  if (!loaderData.member) {
    // A visitor: the sign-in modal of §4 opens from here (login-requiring pages).
    return (
      <section>
        <h1>{t('upload.title')}</h1>
        <EmptyState
          headingLevel={2}
          title={t('upload.signIn.title')}
          description={t('upload.signIn.body')}
          action={<Button onClick={openSignIn}>{t('upload.signIn.action')}</Button>}
        />
      </section>
    );
  }
  if (loaderData.unverified) {
    // Only verified uploaders upload here (#31): the member applies first.
    const pending = loaderData.unverified === 'pending';
    return (
      <section>
        <h1>{t('upload.title')}</h1>
        <EmptyState
          headingLevel={2}
          title={t('upload.verify.title')}
          description={t(pending ? 'upload.verify.pending' : 'upload.verify.body')}
          action={
            <Button asChild>
              <Link to={SECTION_URLS.verifyUploader}>
                {t(pending ? 'upload.verify.view' : 'upload.verify.action')}
              </Link>
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <UploadFlow
      api={browserApi}
      startUpload={tusUpload}
      initial={initial}
      onUploadIdChange={onUploadIdChange}
    />
  );
}
