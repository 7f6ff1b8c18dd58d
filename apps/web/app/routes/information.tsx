import { InformationPage } from '../components/pages/InformationPage';
import { metaT, pageMeta } from '../lib/head';
import { siteLoadContext } from '../lib/load-context';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/information';
import '../messages/use-pages';

/**
 * `/information/` (§2): terms, privacy, cookies policy, DMCA, 2257 and support at their anchors. Static
 * texts but the 2257 section's custodian-of-records statement, a setting of the server
 * (RECORDS_CUSTODIAN_STATEMENT); the support form posts to /api/report.php from the browser.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { custodianStatement: siteLoadContext(context).recordsCustodianStatement ?? null };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.info.title'),
    description: t('pages.info.description'),
    path: SECTION_URLS.information,
  });
}

export default function Information({ loaderData }: Route.ComponentProps) {
  return <InformationPage custodianStatement={loaderData.custodianStatement} />;
}
