// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../../test/site';
import { SitemapPage } from './SitemapPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const { categories, main } = vi.hoisted(() => ({ categories: vi.fn(), main: vi.fn() }));
vi.mock('../../lib/api', () => ({ browserApi: { categories: { list: categories }, main: { get: main } } }));
vi.mock('../../lib/site', async (original) => ({
  ...(await original<typeof import('../../lib/site')>()),
  useSite: () => ({ gender: 'str', lang: 'en', origin: '' }),
}));

describe('the HTML sitemap', () => {
  it('links every sort, the sections, the information anchors, all categories and the top lists', async () => {
    categories.mockResolvedValue({
      code: 'success',
      categories: [
        { dir: 'lakes', title: 'Lakes', total_videos: 3, thumb: null },
        { dir: 'forest', title: 'Forest', total_videos: 5, thumb: null },
      ],
    });
    main.mockResolvedValue({
      code: 'success',
      categories: [],
      keywords: [],
      models: [{ dir: 'jade-fox', title: 'Jade Fox', img: null, country: null, statistics: {} }],
      channels: [{ dir: 'north-studio', title: 'North Studio' }],
    });
    renderInSite(<SitemapPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Top rated videos')).toBe('/top-rated/1/');
    expect(href('Latest videos')).toBe('/latest-updates/1/');
    expect(href('Terms of service')).toBe('/information/#terms');
    expect(href('18 U.S.C. 2257 statement')).toBe('/information/#2257');
    expect(await screen.findByRole('link', { name: 'Lakes' })).toHaveAttribute(
      'href',
      '/categories/lakes/1/',
    );
    expect(href('Forest')).toBe('/categories/forest/1/');
    const channels = screen.getByRole('region', { name: 'Top channels' });
    expect(within(channels).getByRole('link', { name: 'North Studio' }).getAttribute('href')).toBe(
      '/channel/north-studio/',
    );
    expect(href('Jade Fox')).toBe('/models/jade-fox/');
  });

  it('says so when a list cannot be loaded', async () => {
    categories.mockRejectedValue(new Error('down'));
    main.mockRejectedValue(new Error('down'));
    renderInSite(<SitemapPage />);
    expect(await screen.findAllByText('This list could not be loaded.')).toHaveLength(3);
  });
});
