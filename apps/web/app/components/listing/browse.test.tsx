// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onServer, routeData } from '../../lib/route-data';
import { fakeApi, renderInSite, serverContext } from '../../test/site';
import { CategoriesPage } from './CategoriesPage';
import { HomeSidebar } from './HomeSidebar';
import { HomeSlider } from './HomeSlider';
import { pickKeywords, shownKeywordsQuery } from './keywords';
import { TopCountryPicker } from './TopCountryPicker';

afterEach(cleanup);

const categories = [
  { dir: 'forests', title: 'Forests', total_videos: 12, thumb: null },
  { dir: 'lakes', title: 'Lakes', total_videos: 30, thumb: null },
  { dir: 'harbors', title: 'Harbors', total_videos: 4, thumb: null },
];

describe('given the categories page', () => {
  it('lists the categories of its order and links each to its videos', async () => {
    const list = vi.fn(async () => ({ categories, code: 'success' }));
    renderInSite(<CategoriesPage section="popular" api={fakeApi({ categories: { list } })} />, {
      site: { gender: 'she', lang: 'de' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular categories' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Popular categories' });
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(within(grid).getByRole('link', { name: /Lakes/ }).getAttribute('href')).toBe('/categories/lakes/');
    expect(list).toHaveBeenCalledWith({ gender: 'she', lang: 'de', section: 'popular' }, expect.anything());
    const order = screen.getByRole('navigation', { name: 'Order of categories' });
    expect(within(order).getByRole('link', { name: 'Most videos' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(order).getByRole('link', { name: 'A to Z' }).getAttribute('href')).toBe('/categories/');
  });

  it('narrows the cards to the categories chosen in the multi-select', async () => {
    const list = vi.fn(async () => ({ categories, code: 'success' }));
    renderInSite(<CategoriesPage section="all" api={fakeApi({ categories: { list } })} />);
    await screen.findByRole('list', { name: 'Categories' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose categories' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Harbors' }));
    const grid = screen.getByRole('list', { name: 'Categories' });
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(1);
    expect(within(grid).getByRole('link', { name: /Harbors/ })).toHaveAttribute(
      'href',
      '/categories/harbors/',
    );
  });
});

describe('given the home sidebar', () => {
  const keywords = Array.from({ length: 1000 }, (_, i) => `word${i}`);

  it('shows the same 50 of the 1000 keywords for the same seed, and others for another', () => {
    const first = pickKeywords(keywords, 42);
    expect(first).toHaveLength(50);
    expect(new Set(first).size).toBe(50);
    expect(pickKeywords(keywords, 42)).toEqual(first);
    expect(pickKeywords(keywords, 43)).not.toEqual(first);
  });

  it('shows the top lists and the picked keywords from the main call with its keywords', async () => {
    const main = vi.fn(async () => ({
      categories: categories.slice(0, 2),
      models: [],
      channels: [],
      keywords,
      code: 'success',
    }));
    renderInSite(<HomeSidebar seed={7} api={fakeApi({ main: { get: main } })} />);
    expect(await screen.findByRole('link', { name: /Forests/ })).toHaveAttribute(
      'href',
      '/categories/forests/',
    );
    const strip = screen.getByRole('heading', { name: 'Top keywords' }).closest('section') as HTMLElement;
    const shown = within(strip)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(shown).toEqual(pickKeywords(keywords, 7));
    expect(main).toHaveBeenCalledWith({ gender: 'str', lang: 'en', l: 1000 }, expect.anything());
  });

  it("hands the browser the server's pick of 50 keywords with the top lists, not the 1000 fetched", async () => {
    const answer = { categories, models: [], channels: [], keywords, code: 'success' };
    const main = vi.fn(async () => answer);
    const api = fakeApi({ main: { get: main } });
    const server = onServer(
      serverContext({ country: 'DE', apiFetch: async () => new Response('{}', { status: 500 }) }),
    );
    const { dehydratedState } = await routeData(server, async (q) => {
      await q.prefetch(shownKeywordsQuery(api, { gender: 'str', lang: 'en' }, 7));
      return {};
    });
    expect(dehydratedState.queries).toHaveLength(1);
    expect(dehydratedState.queries[0]?.state.data).toEqual({
      ...answer,
      keywords: pickKeywords(keywords, 7),
    });
    expect(main).toHaveBeenCalledTimes(1);
  });
});

describe('given the slider of advertised videos on home', () => {
  const ads = [
    { url: '/videos/4/lake-at-dawn/', thumb: '/media/thumbs/4.jpg', title: 'Lake at dawn' },
    { url: '/videos/9/harbor-walk/', thumb: '/media/thumbs/9.jpg', title: 'Harbor walk' },
  ];

  it("shows the gender section's advertised videos under a heading, each linking its video page", async () => {
    const slider = vi.fn(async () => ({ code: 'success', videos: ads }));
    renderInSite(<HomeSlider api={fakeApi({ videos: { slider } })} />, { site: { gender: 'gay' } });
    const track = await screen.findByRole('list', { name: 'Featured videos' });
    expect(within(track).getByRole('link', { name: 'Harbor walk' })).toHaveAttribute(
      'href',
      '/videos/9/harbor-walk/',
    );
    expect(within(track).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Featured videos' })).toBeInTheDocument();
    expect(slider).toHaveBeenCalledWith({ gender: 'gay' }, expect.anything());
  });

  it('shows nothing when no advertised video is active', async () => {
    const slider = vi.fn(async () => ({ code: 'success', videos: [] }));
    const { container } = renderInSite(<HomeSlider api={fakeApi({ videos: { slider } })} />);
    await vi.waitFor(() => expect(slider).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});

describe("given the top-country page's country picker", () => {
  it('offers the countries whose lists have videos and the one shown, and opens the chosen one’s list', async () => {
    const top = vi.fn(async () => ({
      code: 'success',
      countries: [
        { country: 'nl', views: 90, videos: 12 },
        { country: 'fr', views: 40, videos: 3 },
      ],
    }));
    renderInSite(<TopCountryPicker country="de" api={fakeApi({ countries: { top } })} />, {
      site: { gender: 'she' },
      path: '/top-country/2/',
    });
    await vi.waitFor(() => expect(top).toHaveBeenCalledWith({ gender: 'she' }, expect.anything()));
    const button = screen.getByRole('button', { name: 'Country: Germany' });
    fireEvent.pointerDown(button, { button: 0, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    await vi.waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitemradio')
          .map((item) => item.textContent),
      ).toEqual(['France', 'Germany', 'Netherlands']),
    );
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Netherlands' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/top-country/?country=nl'),
    );
  });
});
