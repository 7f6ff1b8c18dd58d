import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { useT } from '../lib/i18n';
import { pastLastPageOf } from '../lib/route-data';
import type { Route } from './+types/site-layout';

/** Every page of the site; its error boundary renders inside the site's chrome (the root's shell). */
export default function SiteLayout() {
  return <Outlet />;
}

/**
 * A route that finds nothing at its address throws a 404: the 404 page of §2 (its top-country videos
 * load in the browser; the `*` route renders them on the server), linking the last page of a list asked
 * for a page past its end. Anything else: the general error with
 * a way home, and the error in the console (React Router's production build reports nothing of it). Both
 * keep the header and footer.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage pastLastPage={pastLastPageOf(error)} />;
  return (
    <section role="alert">
      <h1>{t('listing.error.general_error')}</h1>
      <a href="/">{t('notFound.home')}</a>
    </section>
  );
}
