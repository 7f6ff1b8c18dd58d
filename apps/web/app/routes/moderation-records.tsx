import { moderationQueries } from '@site/api/query';
import { data } from 'react-router';
import { consoleAccess } from '../components/moderation/access';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import * as styles from '../components/moderation/moderation.css';
import { consoleShouldRevalidate, recordsParams } from '../components/moderation/params';
import { RecordsSection } from '../components/moderation/RecordsSection';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { serverSession } from '../lib/site';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-records';

/**
 * /moderation/records/ (#31 item 2): the consent records, for custodians of records. Staff see it in the
 * console with its navigation; a custodian who is not staff sees the records alone (the console's other
 * sections stay closed to them); the server refuses the records to anyone who is not a custodian.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const access = consoleAccess(await serverSession(context));
  // A member who is not staff may be a custodian: the page asks in the browser (the server decides).
  if (access.kind === 'member') return data({ access, dehydratedState: null }, { status: 200 });
  return consoleLoader(context, (q) =>
    q.prefetch(moderationQueries.records(q.api, recordsParams(url.searchParams))),
  );
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.records.title'),
    path: moderationUrl('records'),
    noindex: true,
  });
}

export default function ModerationRecords({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  if (loaderData.access.kind === 'member') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('console.records.title')}</h1>
        <RecordsSection />
      </div>
    );
  }
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="records" title="console.records.title">
        <RecordsSection />
      </ConsolePage>
    </PageHydration>
  );
}
