// @vitest-environment jsdom
import { type ApiClient, ApiError } from '@site/api';
import { UiProvider } from '@site/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordWatched } from '../../lib/watch-history';
import { listOf, videoFixture } from '../../test/fixtures';
import { fakeApi, renderInSite } from '../../test/site';
import { NotFoundPage } from '../NotFoundPage';
import { RouterLink } from '../RouterLink';
import { HistoryPage } from './HistoryPage';
import { SearchResults } from './SearchResults';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const keywordsAnswer = {
  categories: [],
  models: [],
  channels: [],
  keywords: ['lake', 'forest', 'harbor'],
  code: 'success',
};

describe('given the search page', () => {
  it('asks nothing for a term under 3 characters and says what is needed', async () => {
    const search = vi.fn();
    renderInSite(
      <SearchResults
        params={{ s: 'ab', page: 1, type: 'all', duration: 'all' }}
        api={fakeApi({ videos: { search } })}
      />,
    );
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Search videos' })).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('asks for an empty term to be typed', async () => {
    renderInSite(
      <SearchResults params={{ s: '', page: 1, type: 'all', duration: 'all' }} api={fakeApi({})} />,
    );
    expect(await screen.findByText(/Type what you are looking for/)).toBeVisible();
  });

  it('searches with the term, page, type and duration and lists the results', async () => {
    const search = vi.fn(async () => listOf([videoFixture(9)], 1));
    renderInSite(
      <SearchResults
        params={{ s: 'lake', page: 2, type: 'hd', duration: '3' }}
        api={fakeApi({ videos: { search } })}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “lake”' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Harbor walk 9/ })).toHaveAttribute(
      'href',
      '/videos/9/harbor-walk-9/',
    );
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ s: 'lake', page: 2, type: 'hd', duration: '3', gender: 'str' }),
      expect.anything(),
    );
  });

  it('says when nothing matches', async () => {
    const search = vi.fn(async () => listOf([]));
    renderInSite(
      <SearchResults
        params={{ s: 'zzz', page: 1, type: 'all', duration: 'all' }}
        api={fakeApi({ videos: { search } })}
      />,
    );
    expect(await screen.findByText('No videos match “zzz”')).toBeVisible();
  });
});

describe('given the 404 page', () => {
  it('loads 20 top-country videos of the visitor country from the given page, with a see-more link', async () => {
    const list = vi.fn(async () => listOf([videoFixture(3)], 1));
    const keywords = vi.fn(async () => keywordsAnswer);
    renderInSite(
      <NotFoundPage page={7} seed={1} api={fakeApi({ videos: { list }, main: { get: keywords } })} />,
      {
        site: { country: 'fr', gender: 'gay' },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Harbor walk 3/ })).toHaveAttribute(
      'href',
      '/videos/3/harbor-walk-3/',
    );
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'top_country', object_id: 'fr', count: 20, page: 7, gender: 'gay' }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'See more' }).getAttribute('href')).toBe('/top-country/');
    expect(screen.getByRole('link', { name: 'Go to main page' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('link', { name: 'lake' })).toHaveAttribute('href', '/search/?s=lake');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('picks a page between 1 and 10 when none is given', async () => {
    const list = vi.fn(async () => listOf([]));
    const keywords = vi.fn(async () => keywordsAnswer);
    renderInSite(<NotFoundPage api={fakeApi({ videos: { list }, main: { get: keywords } })} />);
    await vi.waitFor(() => expect(list).toHaveBeenCalled());
    const calls = list.mock.calls as unknown as [{ page: number }][];
    const page = calls[0]?.[0].page ?? 0;
    expect(page).toBeGreaterThanOrEqual(1);
    expect(page).toBeLessThanOrEqual(10);
  });
});

describe('given the history page', () => {
  it('shows a visitor the videos watched on this device, newest first', async () => {
    recordWatched(videoFixture(1));
    recordWatched(videoFixture(2));
    renderInSite(<HistoryPage page={1} api={fakeApi({})} />);
    const list = await screen.findByRole('list', { name: 'Watch history' });
    const titles = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Harbor walk 2', 'Harbor walk 1']);
  });

  it('tells a visitor with no local history that it is empty', async () => {
    renderInSite(<HistoryPage page={1} api={fakeApi({})} />);
    expect(await screen.findByText('Your watch history is empty')).toBeVisible();
  });

  it('shows the visitor a video as soon as it is watched in another part of the page', async () => {
    renderInSite(<HistoryPage page={1} api={fakeApi({})} />);
    await screen.findByText('Your watch history is empty');
    act(() => recordWatched(videoFixture(4)));
    expect(await screen.findByRole('link', { name: /Harbor walk 4/ })).toHaveAttribute(
      'href',
      '/videos/4/harbor-walk-4/',
    );
  });

  it("asks the server for a member's own history", async () => {
    const listOwn = vi.fn(async () => listOf([videoFixture(8)], 61));
    renderInSite(<HistoryPage page={2} api={fakeApi({ videos: { listOwn } })} />, {
      user: { user_id: 31, username: 'ann', avatar: null, status_id: 1 },
    });
    expect(await screen.findByRole('link', { name: /Harbor walk 8/ })).toHaveAttribute(
      'href',
      '/videos/8/harbor-walk-8/',
    );
    expect(listOwn).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'history', object_id: '31', page: 2 }),
      expect.anything(),
    );
  });

  it("answers a page past the end of a member's history with the 404 that links its last page", async () => {
    const listOwn = vi.fn(async () => listOf([], 61));
    renderInSite(<HistoryPage page={5} api={fakeApi({ videos: { listOwn } })} />, {
      user: { user_id: 31, username: 'ann', avatar: null, status_id: 1 },
    });
    expect(await screen.findByText('This list ends at page 2.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the last page (2)' })).toHaveAttribute(
      'href',
      '/history/2/',
    );
    expect(screen.queryByRole('list', { name: 'Watch history' })).toBeNull();
  });

  it("answers a page past the end of a visitor's local history with the 404 that links page 1", async () => {
    recordWatched(videoFixture(1));
    renderInSite(<HistoryPage page={3} api={fakeApi({})} />);
    expect(await screen.findByText('This list ends at page 1.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the last page (1)' })).toHaveAttribute(
      'href',
      '/history/',
    );
  });

  it("shows the server's refusal as its listing message", async () => {
    const listOwn = vi.fn(async () => {
      throw new ApiError('no_permission', 403);
    });
    renderInSite(<HistoryPage page={1} api={fakeApi({ videos: { listOwn } })} />, {
      user: { user_id: 31, username: 'ann', avatar: null, status_id: 1 },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission');
  });
});

describe('given the 404 page rendered by the root error boundary', () => {
  it('brings its own query client when the app has none around it', async () => {
    const list = vi.fn(async () => listOf([videoFixture(5)], 1));
    const keywords = vi.fn(async () => keywordsAnswer);
    boundaryApi = fakeApi({ videos: { list }, main: { get: keywords } });
    const Stub = createRoutesStub([{ path: '/', Component: BoundaryLike }]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('link', { name: /Harbor walk 5/ })).toHaveAttribute(
      'href',
      '/videos/5/harbor-walk-5/',
    );
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ object_id: 'eu', page: 2 }),
      expect.anything(),
    );
  });
});

let boundaryApi: ApiClient = fakeApi({});

/** As the root ErrorBoundary renders it: the UI provider, no query client. */
function BoundaryLike() {
  return (
    <UiProvider linkComponent={RouterLink}>
      <NotFoundPage page={2} api={boundaryApi} />
    </UiProvider>
  );
}
