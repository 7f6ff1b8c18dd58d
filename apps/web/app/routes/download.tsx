import { DownloadPage } from '../components/pages/DownloadPage';
import { metaT, pageMeta } from '../lib/head';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/download';
import '../messages/use-pages';

/** `/download/` (§2, §6): how downloading works; static, nothing to load. */
export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.download.title'),
    description: t('pages.download.description'),
    path: SECTION_URLS.download,
  });
}

export default function Download() {
  return <DownloadPage />;
}
