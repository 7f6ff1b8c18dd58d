import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@site/ui/styles.css';
import './styles/global.css';
import { themes, UiProvider } from '@site/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
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
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { tSite } from './lib/messages';
import { getQueryClient } from './lib/query-client';
import { themeFromCookie, themeScript } from './lib/theme';
import * as styles from './styles/layout.css';

export function loader({ request }: Route.LoaderArgs) {
  return { theme: themeFromCookie(request.headers.get('cookie')) };
}

// Theme and language change by reloading the page (§4), so the root never needs fresh server data.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const theme = data?.theme ?? 'dark';
  // Without a theme cookie the inline script swaps the server's guess for the visitor-clock default
  // (§4) before first paint, so <html>'s class may differ from this render: hence suppressHydrationWarning.
  return (
    <html lang="en" className={themes[theme]} data-theme={theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script from @site/ui, no user input */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="rating" content="adult" />
        <meta name="RATING" content="RTA-5042-1996-1400-1577-RTA" />
        <Meta />
        <Links />
      </head>
      <body className={styles.body}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** A route whose `handle` says `chrome: false` (the embed player) is rendered alone, without the layout. */
function useChrome(): boolean {
  return !useMatches().some((m) => (m.handle as { chrome?: boolean } | undefined)?.chrome === false);
}

export default function App() {
  const [queryClient] = useState(getQueryClient);
  const chrome = useChrome();
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        {chrome ? (
          <div className={styles.shell}>
            <SiteHeader />
            <main className={styles.main}>
              <Outlet />
            </main>
            <SiteFooter />
          </div>
        ) : (
          <Outlet />
        )}
      </UiProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <UiProvider linkComponent={RouterLink}>
      <main className={styles.main}>
        {notFound ? (
          <NotFoundPage />
        ) : (
          <section role="alert">
            <h1>{tSite('listing.error.general_error')}</h1>
            <a href="/">{tSite('notFound.home')}</a>
          </section>
        )}
      </main>
    </UiProvider>
  );
}
