// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS, type ListFilters } from '../../lib/list-params';
import { listUrl } from '../../lib/urls';
import { videoFixture } from '../../test/fixtures';
import { renderInSite } from '../../test/site';
import { type ListingResult, VideoListing } from './VideoListing';

afterEach(cleanup);

function show(
  result: ListingResult,
  { page = 1, pageSize = 60, filters = DEFAULT_FILTERS as ListFilters } = {},
) {
  return renderInSite(
    <VideoListing
      title="Latest videos"
      filters={filters}
      page={page}
      pageSize={pageSize}
      hrefFor={listUrl}
      result={result}
    />,
  );
}

describe('given a video listing', () => {
  it('shows its heading and the videos as a list of cards', async () => {
    show({ status: 'success', videos: [videoFixture(1), videoFixture(2)], totalCount: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest videos' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Latest videos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list)
        .getByRole('link', { name: /Harbor walk 1/ })
        .getAttribute('href'),
    ).toBe('/videos/1/harbor-walk-1/');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages with real links that keep the sort and filters, two pages each side of the current', async () => {
    show(
      { status: 'success', videos: [videoFixture(1)], totalCount: 600 },
      { page: 5, filters: { ...DEFAULT_FILTERS, sort: 'longest', type: 'hd' } },
    );
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('5');
    for (const page of [3, 4, 6, 7]) {
      expect(
        within(nav)
          .getByRole('link', { name: `Page ${page}` })
          .getAttribute('href'),
      ).toBe(`/longest/${page}/?type=hd`);
    }
    expect(within(nav).queryByRole('link', { name: 'Page 8' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute(
      'href',
      '/longest/10/?type=hd',
    );
  });

  it('shows one placeholder per video of the requested page while loading', async () => {
    const { container } = show({ status: 'pending' }, { pageSize: 24 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Loading videos')).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-busy="true"] li')).toHaveLength(24);
  });

  it('shows the message of the listing error code', async () => {
    show({ status: 'error', errorCode: 'no_permission' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You do not have permission to see this list',
    );
  });

  it('shows any not_found code as the not-found message, and general_error by default', async () => {
    show({ status: 'error', errorCode: 'category_not_found' });
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing found');
    cleanup();
    show({ status: 'error', errorCode: 'some_new_code' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong while loading this list',
    );
  });

  it('shows the empty state when the page has no videos', async () => {
    show({ status: 'success', videos: [], totalCount: 0 });
    expect(await screen.findByText('No videos here yet')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Latest videos' })).not.toBeInTheDocument();
  });

  it('goes to the first page of the new sort, keeping the filters, when the sort changes', async () => {
    show(
      { status: 'success', videos: [videoFixture(1)], totalCount: 600 },
      { page: 4, filters: { ...DEFAULT_FILTERS, sort: 'top-rated', type: 'hd' } },
    );
    // The desktop bar and the mobile menu are both rendered (CSS shows one): use the desktop one.
    const [sortButton] = await screen.findAllByRole('button', { name: 'Sort: Top rated' });
    fireEvent.keyDown(sortButton as HTMLElement, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Longest' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/longest/1/?type=hd'));
  });
});
