import '../../test/providers';
import { UiProvider } from '@site/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { createContext, type ReactNode, useContext } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import type { SiteData } from '../../lib/site';
import { RouterLink } from '../RouterLink';

const TestContext = createContext<{ client: QueryClient; ui: ReactNode } | null>(null);

function Nothing() {
  return null;
}

function Root() {
  const test = useContext(TestContext);
  if (!test) return null;
  return (
    <QueryClientProvider client={test.client}>
      <UiProvider linkComponent={RouterLink}>
        <Outlet />
      </UiProvider>
    </QueryClientProvider>
  );
}

function Page() {
  const location = useLocation();
  return (
    <>
      {useContext(TestContext)?.ui}
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

/**
 * Test helper (not a test): renders `ui` under a data router whose root route has the given site data
 * (what `useSite()` reads), a fresh query cache without retries and the UI provider. The current
 * address is shown in `data-testid="location"`.
 */
export function renderWithSite(
  ui: ReactNode,
  site: Partial<SiteData> = {},
  initialPath = '/',
): RenderResult & { client: QueryClient } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const data = {
    lang: 'en',
    langVersion: 0,
    theme: 'dark',
    themeSaved: false,
    gender: 'str',
    country: 'de',
    user: null,
    role: null,
    origin: '',
    ageGate: false,
    ...site,
  } as SiteData;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => data,
      HydrateFallback: Nothing,
      Component: Root,
      children: [
        { index: true, Component: Page },
        { path: '*', Component: Page },
      ],
    },
  ]);
  return {
    client,
    ...render(
      <TestContext.Provider value={{ client, ui }}>
        <Stub initialEntries={[initialPath]} />
      </TestContext.Provider>,
    ),
  };
}
