import type { SessionUser } from '@site/api';
import { UiProvider } from '@site/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { type Mock, vi } from 'vitest';
import type { SiteData } from '../../lib/site';
import { SiteActionsContext, type SiteNotification } from '../../lib/site-actions';
import { RouterLink } from '../RouterLink';
// The jsdom stand-ins Radix needs come with the shared test providers.
import '../../test/providers';

/**
 * Renders a members page as the site does: under a data router whose root route holds the visitor's site
 * data (so `useSessionUser` and `useMemberOnly` work), with a fresh query cache and the shell's actions
 * replaced by spies.
 */
export interface SiteRender {
  client: QueryClient;
  actions: { openSignIn: Mock<() => void>; notify: Mock<(n: SiteNotification) => void> };
  view: RenderResult;
}

export function renderWithSite(
  ui: ReactNode,
  { user = null }: { user?: SessionUser | null } = {},
): SiteRender {
  const site: SiteData = {
    lang: 'en',
    langVersion: 0,
    theme: 'dark',
    themeSaved: false,
    gender: 'str',
    country: 'eu',
    user,
    role: user ? 'member' : null,
    origin: 'http://localhost',
  } as SiteData;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const actions = { openSignIn: vi.fn<() => void>(), notify: vi.fn<(n: SiteNotification) => void>() };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => site,
        element: <Outlet />,
        children: [{ index: true, element: ui }],
      },
    ],
    { hydrationData: { loaderData: { root: site } } },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <UiProvider linkComponent={RouterLink}>
        <SiteActionsContext.Provider value={actions}>
          <RouterProvider router={router} />
        </SiteActionsContext.Provider>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { client, actions, view };
}
