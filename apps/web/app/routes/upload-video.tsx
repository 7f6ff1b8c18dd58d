import { type ApiClient, isApiError, type UploadState, uploadIdSchema } from '@site/api';
import { Button, EmptyState } from '@site/ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { UploadFlow } from '../components/upload/UploadFlow';
import { browserApi, serverApi } from '../lib/api';
import { tSite } from '../lib/messages';
import { stepOfUpload } from '../lib/upload/machine';
import { tusUpload } from '../lib/upload/tus';
import type { Route } from './+types/upload-video';

/** The query parameter that keeps a checked upload across reloads (the steps share the path, §2). */
export const UPLOAD_PARAM = 'upload';

interface UploadPageData {
  /** False for a visitor: the page asks them to sign in. */
  member: boolean;
  /** The upload named by `?upload=`, when it is the member's. */
  resume: UploadState | null;
}

/**
 * Who is asking, through the member's own uploads (GET /api/uploads.php, never cached): 401 need_auth
 * is a visitor. Any other failure leaves the flow to find out (tus answers need_auth too).
 */
async function loadUploadPage(api: ApiClient, url: URL): Promise<UploadPageData> {
  const wanted = url.searchParams.get(UPLOAD_PARAM);
  const uploadId = wanted && uploadIdSchema.safeParse(wanted).success ? wanted : undefined;
  try {
    const { uploads } = await api.uploads.list(uploadId ? { upload_id: uploadId } : {});
    return {
      member: true,
      resume: uploadId ? (uploads.find((u) => u.upload_id === uploadId) ?? null) : null,
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.code === 'need_auth')) {
      return { member: false, resume: null };
    }
    return { member: true, resume: null };
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadUploadPage(serverApi(context), new URL(request.url));
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadUploadPage(browserApi, new URL(request.url));
}

// The upload id is written into the URL by the flow itself, with no navigation: nothing to reload.
export function shouldRevalidate() {
  return false;
}

export function meta() {
  return [
    { title: `${tSite('upload.title')} | ${tSite('site.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Keeps `?upload=<id>` in the address without a navigation, so a reload finds the upload again. */
function rememberUpload(uploadId: string | null) {
  const url = new URL(window.location.href);
  if (uploadId) url.searchParams.set(UPLOAD_PARAM, uploadId);
  else url.searchParams.delete(UPLOAD_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

export default function UploadVideo({ loaderData }: Route.ComponentProps) {
  const [initial] = useState(() => stepOfUpload(loaderData.resume));
  const onUploadIdChange = useCallback(rememberUpload, []);
  if (!loaderData.member) {
    // No sign-in page yet: the sign-in modal of §2 will open from here; until then the main page.
    return (
      <section>
        <h1>{tSite('upload.title')}</h1>
        <EmptyState
          headingLevel={2}
          title={tSite('upload.signIn.title')}
          description={tSite('upload.signIn.body')}
          action={
            <Button asChild>
              <Link to="/">{tSite('upload.signIn.action')}</Link>
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
