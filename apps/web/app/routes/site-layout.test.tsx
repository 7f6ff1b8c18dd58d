// @vitest-environment jsdom
import { VideoGrid } from '@site/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLoaderData, useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterLink } from '../components/RouterLink';
import { PageMain } from '../components/shell/SiteShell';
import { I18nProvider } from '../lib/i18n';
import { pastLastPage } from '../lib/route-data';
import { videoFixture } from '../test/fixtures';
import SiteLayout, { ErrorBoundary } from './site-layout';

beforeEach(() => {
  // The 404 page asks for its top-country videos in the browser: answered with a failure here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"code":"general_error"}', { status: 500 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A page of a listing: its page number, its videos and a link to the next page. */
function Listing() {
  const { page } = useLoaderData() as { page: number };
  return (
    <>
      <h1>{`Top rated, page ${page}`}</h1>
      <VideoGrid status="success" videos={[videoFixture(page)]} label="Top rated" />
      <Link to={`/top-rated/${page + 1}/`}>Next page</Link>
    </>
  );
}

function ShellMain() {
  return (
    <PageMain>
      <Outlet />
    </PageMain>
  );
}

function Boundary() {
  const error = useRouteError();
  return <ErrorBoundary {...({ error } as Parameters<typeof ErrorBoundary>[0])} />;
}

/**
 * The shell's main area and the site's layout route with one listing under it, as the browser runs it: each page's loader waits for
 * `answer(page)` (a slow network, or a page past the end).
 */
function renderSite(answer: (page: number) => Promise<{ page: number }>) {
  const router = createMemoryRouter(
    [
      {
        // The shell's main area, as the root renders it around every page.
        id: 'root',
        Component: ShellMain,
        children: [
          {
            id: 'site',
            Component: SiteLayout,
            ErrorBoundary: Boundary,
            children: [
              {
                id: 'listing',
                path: '/top-rated/:page/',
                loader: ({ params }) => answer(Number(params.page)),
                Component: Listing,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/top-rated/1/'], hydrationData: { loaderData: { listing: { page: 1 } } } },
  );
  render(
    <I18nProvider lang="en" linkComponent={RouterLink}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('given a client navigation from a listing', () => {
  it('shows the bar along the top and dims the grid until the next page arrives, then the page', async () => {
    let arrive: (data: { page: number }) => void = () => undefined;
    renderSite((page) =>
      page === 1 ? Promise.resolve({ page }) : new Promise((resolve) => (arrive = resolve)),
    );
    const grid = await screen.findByRole('list', { name: 'Top rated' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(grid.closest('[aria-busy="true"]')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next page' })));
    // Still the first page, waiting: the bar, and the page with its grid busy (the grid dims).
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top rated, page 1' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Top rated' }).closest('[aria-busy="true"]')).not.toBeNull();

    await act(async () => arrive({ page: 2 }));
    expect(await screen.findByRole('heading', { name: 'Top rated, page 2' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Top rated' }).closest('[aria-busy="true"]')).toBeNull();
  });
});

describe('given a page past the end of a list', () => {
  it('shows the 404 page, not indexed, saying where the list ends and linking its last page', async () => {
    const router = renderSite((page) =>
      page > 5 ? pastLastPage(5, '/top-rated/5/') : Promise.resolve({ page }),
    );
    await screen.findByRole('heading', { name: 'Top rated, page 1' });
    await act(() => router.navigate('/top-rated/99/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/This list ends at page 5/)).toBeInTheDocument();
    const last = screen.getByRole('link', { name: 'Go to the last page (5)' });
    expect(last).toHaveAttribute('href', '/top-rated/5/');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await act(async () => fireEvent.click(last));
    expect(await screen.findByRole('heading', { name: 'Top rated, page 5' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Top rated' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
