import { InformationPage } from '../components/pages/InformationPage';
import { metaT, pageMeta } from '../lib/head';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/information';
import '../messages/use-pages';

/**
 * `/information/` (§2): terms, privacy, cookies policy, DMCA, 2257 and support at their anchors. Static
 * texts, no data to load; the support form posts to /api/report.php from the browser.
 */
export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.info.title'),
    description: t('pages.info.description'),
    path: SECTION_URLS.information,
  });
}

export default function Information() {
  return <InformationPage />;
}
