import type { ApiClient, Language, SessionUser } from '@site/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterContextProvider, RouterProvider, useLocation } from 'react-router';
import { type Mock, vi } from 'vitest';
import { RouterLink } from '../components/RouterLink';
import { RouterNavigation } from '../components/RouterNavigation';
import { I18nProvider } from '../lib/i18n';
import { type SiteLoadContext, siteContext } from '../lib/load-context';
import type { Side } from '../lib/route-data';
import { type SiteData, SiteDataProvider } from '../lib/site';
import { type SiteActions, SiteActionsContext, type SiteNotification } from '../lib/site-actions';

// jsdom lacks browser APIs Radix calls (every real browser has them): stand-ins that do nothing.
if (typeof window !== 'undefined') {
  const proto = Element.prototype as Element & {
    hasPointerCapture?: (id: number) => boolean;
    releasePointerCapture?: (id: number) => void;
    scrollIntoView?: () => void;
  };
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  // jsdom has media elements but no media: loading one is a no-op here, not a "not implemented" report.
  HTMLMediaElement.prototype.load = () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** A signed-in member for tests that need one. */
export const MEMBER: SessionUser = { user_id: 7, username: 'maple', avatar: null, status_id: 1 };

export interface SiteOptions {
  /** The signed-in member; null (the default) renders for a visitor. */
  user?: SessionUser | null;
  /** The page's language (the I18nProvider's and the site data's); English by default. */
  lang?: Language;
  /** Any other site data of the root route (`useSite()`): gender, country, … */
  site?: Partial<SiteData>;
  /** The address the page is rendered at. */
  path?: string;
}

export interface SiteRender extends RenderResult {
  /** The page's query cache (fresh, no retries). */
  client: QueryClient;
  /** Spies standing in for the shell's sign-in modal, notifications and header (`useSiteActions()`). */
  actions: {
    openSignIn: Mock<() => void>;
    notify: Mock<(notification: SiteNotification) => void>;
    updateSessionUser: Mock<NonNullable<SiteActions['updateSessionUser']>>;
  };
  router: ReturnType<typeof createMemoryRouter>;
}

function Page({ ui, site }: { ui: ReactNode; site: SiteData }) {
  const location = useLocation();
  return (
    <SiteDataProvider value={site}>
      <RouterNavigation>
        {ui}
        <span hidden data-testid="location">{`${location.pathname}${location.search}`}</span>
      </RouterNavigation>
    </SiteDataProvider>
  );
}

/**
 * Renders a page as the site does (test helper, not a test): a data router whose root route carries the
 * site data (`useSite()`, `useSessionUser()`), a fresh query cache without retries, the page's language
 * and the UI provider, and spies for the shell's actions. The page renders at any address (navigation
 * keeps it shown); the current address is in `data-testid="location"`.
 */
export function renderInSite(
  ui: ReactNode,
  { user = null, lang = 'en', site: extra = {}, path = '/' }: SiteOptions = {},
): SiteRender {
  const site = {
    lang,
    langVersion: 0,
    theme: 'dark',
    themeSaved: false,
    gender: 'str',
    country: 'eu',
    user,
    role: user ? 'member' : null,
    origin: 'http://localhost',
    ...extra,
  } as SiteData;
  const actions = {
    openSignIn: vi.fn<() => void>(),
    notify: vi.fn<(notification: SiteNotification) => void>(),
    updateSessionUser: vi.fn<NonNullable<SiteActions['updateSessionUser']>>(),
  } satisfies SiteActions;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = <Page ui={ui} site={site} />;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => site,
        element: <Outlet />,
        children: [
          { index: true, element: page },
          { path: '*', element: page },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: site } } },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <I18nProvider lang={lang} linkComponent={RouterLink}>
        <SiteActionsContext.Provider value={actions}>
          <RouterProvider router={router} />
        </SiteActionsContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, actions, router };
}

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : DeepPartial<T[K]>;
};

/** A fake client with only the calls a test gives; any other call fails the test loudly. */
export function fakeApi(parts: DeepPartial<ApiClient>): ApiClient {
  return new Proxy(parts, {
    get(target, group: string) {
      const calls = (target as Record<string, Record<string, unknown> | undefined>)[group] ?? {};
      return new Proxy(calls, {
        get(inner, name: string) {
          if (name in inner) return inner[name];
          return () => {
            throw new Error(`unexpected call api.${group}.${name}`);
          };
        },
      });
    },
  }) as ApiClient;
}

/** A server loader's `context` holding `values`, as apps/server builds it for a request. */
export function serverContext(values: SiteLoadContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[siteContext, values]]));
}

/** Where a route body runs in a test: a fake API, a fresh client without retries, a given viewer. */
export function testSide(api: ApiClient, viewer: SessionUser | null = null): Side<null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { api, queryClient: () => queryClient, viewer: async () => viewer, finish: async () => null };
}

/** The status a loader threw (`data(null, { status })`), or null when it did not throw. */
export async function thrownStatus(run: () => Promise<unknown>): Promise<number | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}
