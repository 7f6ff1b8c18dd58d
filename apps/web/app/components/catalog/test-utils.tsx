import type { SessionUser } from '@site/api';
import { UiProvider } from '@site/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { type Mock, vi } from 'vitest';
import type { SiteData } from '../../lib/site';
import { SiteActionsContext, type SiteNotification } from '../../lib/site-actions';
import { RouterLink } from '../RouterLink';

/**
 * Renders a catalog component as a page: under a `root` route whose loader data names the signed-in member
 * (or a visitor), with a fresh query cache and spies for the shell's sign-in modal and notifications.
 */
export interface RenderedPage {
  actions: { openSignIn: Mock<() => void>; notify: Mock<(notification: SiteNotification) => void> };
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

export function renderPage(ui: ReactNode, { user = null }: { user?: SessionUser | null } = {}): RenderedPage {
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
  const actions: RenderedPage['actions'] = {
    openSignIn: vi.fn<() => void>(),
    notify: vi.fn<(notification: SiteNotification) => void>(),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => site,
        element: <Outlet />,
        children: [
          { index: true, element: ui },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { hydrationData: { loaderData: { root: site } } },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        <SiteActionsContext.Provider value={actions}>
          <RouterProvider router={router} />
        </SiteActionsContext.Provider>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { actions, router, queryClient };
}
