import { type DehydratedState, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { PageHydration } from '../components/PageHydration';
import { PageLink } from '../components/PageLink';
import { I18nProvider } from '../lib/i18n';
import { NavigationProvider, pageLoadNavigation } from '../lib/navigation';
import { getQueryClient } from '../lib/query-client';
import { SiteDataProvider } from '../lib/site';
import { SiteActionsContext, shellRelay } from '../lib/site-actions';
import type { IslandPage } from './page';

/**
 * What an island renders in, the same on the server and in the browser, so that its hydration finds the
 * server's HTML: the page's site data, its address (moving on is a page load), the query cache with the
 * queries the island was rendered from, the page's language with plain links, and the shell's actions
 * (relayed: the shell is an island of its own).
 */
export function IslandRoot({
  page,
  state,
  children,
}: {
  page: IslandPage;
  state: DehydratedState | null;
  children: ReactNode;
}) {
  const [client] = useState(getQueryClient);
  const navigation = useMemo(() => pageLoadNavigation(page), [page]);
  return (
    <SiteDataProvider value={page.site}>
      <NavigationProvider value={navigation}>
        <QueryClientProvider client={client}>
          <I18nProvider lang={page.site.lang} linkComponent={PageLink}>
            <SiteActionsContext.Provider value={shellRelay}>
              <PageHydration state={state}>{children}</PageHydration>
            </SiteActionsContext.Provider>
          </I18nProvider>
        </QueryClientProvider>
      </NavigationProvider>
    </SiteDataProvider>
  );
}
