// No web font: the theme's stack ('Inter Variable', 'Inter', system-ui, …) falls to the phone's own sans-serif.
// Inter's 48 kB file cost the first paint on a slow connection, and its late swap moved the grid (#28: CLS
// 0.21 on a category page).
import './styles/global.css';
import { localeSymbols } from '@site/api/display';
import { themes } from '@site/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { NotFoundPage } from './components/NotFoundPage';
import { RouterLink } from './components/RouterLink';
import { RouterNavigation } from './components/RouterNavigation';
import { SiteShell } from './components/shell/SiteShell';
import { ageGateMiddleware } from './lib/age-gate.server';
import { I18nProvider, useT } from './lib/i18n';
import { LOCALE_SYMBOLS_META } from './lib/i18n/lang';
import { useIslandsDocument } from './lib/navigation';
import { useNonce } from './lib/nonce';
import { getQueryClient } from './lib/query-client';
import { loadSiteData } from './lib/settings-loader.server';
import { type SiteData, SiteDataProvider, useSite } from './lib/site';
import { themeScript } from './lib/theme';
import * as styles from './styles/layout.css';

/** §4: a visitor who must confirm their age meets the gate before anything of the site loads. */
export const middleware: Route.MiddlewareFunction[] = [ageGateMiddleware];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { site, setCookies } = await loadSiteData(request, url, context);
  // §4: a language named in the address (`?lang=de`) is kept in the cookie, so the choice sticks; so is
  // the debug panel's setting (`?debug=1`, §2).
  return setCookies.length > 0
    ? data(site, { headers: setCookies.map((cookie): [string, string] => ['Set-Cookie', cookie]) })
    : site;
}

// Theme, language, gender and sign-in change by reloading the page (§4), so the root never needs fresh
// server data during client navigation.
export function shouldRevalidate() {
  return false;
}

/** The document: the root loader's data, when it loaded, is every component's `useSite()`. */
export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData('root') as SiteData | undefined;
  return (
    <SiteDataProvider value={site ?? null}>
      <Document>{children}</Document>
    </SiteDataProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  const { theme, lang, langVersion } = useSite();
  const nonce = useNonce();
  // A listing page's document hydrates only its islands, without the router (app/islands).
  const islands = useIslandsDocument();
  // Without a theme cookie the inline script swaps the server's guess for the visitor-clock default
  // (§4) before first paint, so <html>'s class may differ from this render: hence suppressHydrationWarning.
  return (
    <html lang={lang} className={themes[theme]} data-theme={theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* The browser hides a nonce from the DOM after parsing: the client's render has none to compare. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script from @site/ui, no user input
          dangerouslySetInnerHTML={{ __html: themeScript }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="lang-version" content={String(langVersion)} />
        {/* The browser writes numbers and dates with these rather than make Intl's formatters. */}
        <meta name={LOCALE_SYMBOLS_META} content={JSON.stringify(localeSymbols(lang))} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="rating" content="adult" />
        <meta name="RATING" content="RTA-5042-1996-1400-1577-RTA" />
        <Meta />
        <Links />
      </head>
      <body className={styles.body}>
        {children}
        {islands ? (
          islands.scripts()
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/** A route whose `handle` says `chrome: false` (the embed player) is rendered alone, without the layout. */
function useChrome(): boolean {
  return !useMatches().some((m) => (m.handle as { chrome?: boolean } | undefined)?.chrome === false);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(getQueryClient);
  const chrome = useChrome();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterNavigation>
        <I18nProvider lang={loaderData.lang} linkComponent={RouterLink}>
          {chrome ? (
            <SiteShell>
              <Outlet />
            </SiteShell>
          ) : (
            <Outlet />
          )}
        </I18nProvider>
      </RouterNavigation>
    </QueryClientProvider>
  );
}

function GeneralError() {
  const { t } = useT();
  return (
    <section role="alert">
      <h1>{t('listing.error.general_error')}</h1>
      <a href="/">{t('notFound.home')}</a>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang } = useSite();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <I18nProvider lang={lang} linkComponent={RouterLink}>
      <main className={styles.main}>{notFound ? <NotFoundPage /> : <GeneralError />}</main>
    </I18nProvider>
  );
}
