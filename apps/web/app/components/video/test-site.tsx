import type { Language, SessionUser } from '@site/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Mock, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import type { SiteData } from '../../lib/site';
import { type SiteActions, SiteActionsContext, type SiteNotification } from '../../lib/site-actions';
import '../../test/providers';
import { RouterLink } from '../RouterLink';

export const MEMBER: SessionUser = { user_id: 7, username: 'maple', avatar: null, status_id: 1 };

/**
 * Renders a page as the site does for a visitor or a member: a data router whose root route carries the
 * site data (`useSite()`), a fresh query cache, the UI provider, and spies for the sign-in modal and
 * notifications (`useSiteActions()`).
 */
export interface SiteRender extends RenderResult {
  actions: { openSignIn: Mock<() => void>; notify: Mock<(notification: SiteNotification) => void> };
  client: QueryClient;
}

export function renderInSite(
  ui: ReactNode,
  { user = null, lang = 'en' }: { user?: SessionUser | null; lang?: Language } = {},
): SiteRender {
  const site: SiteData = {
    lang,
    langVersion: 0,
    theme: 'dark',
    themeSaved: true,
    gender: 'str',
    country: 'eu',
    user,
    role: user ? 'member' : null,
    origin: 'https://tube.test',
  } as SiteData;
  const actions = {
    openSignIn: vi.fn<() => void>(),
    notify: vi.fn<(notification: SiteNotification) => void>(),
  } satisfies SiteActions;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => site,
        element: (
          <QueryClientProvider client={client}>
            <I18nProvider lang={lang} linkComponent={RouterLink}>
              <SiteActionsContext.Provider value={actions}>{ui}</SiteActionsContext.Provider>
            </I18nProvider>
          </QueryClientProvider>
        ),
      },
    ],
    { hydrationData: { loaderData: { root: site } } },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, actions, client };
}
