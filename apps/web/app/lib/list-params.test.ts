import { describe, expect, it } from 'vitest';
import {
  type CategoryListParams,
  categoryParamsFromUrl,
  categorySectionOf,
  DEFAULT_FILTERS,
  isSearchable,
  listParamsFromUrl,
  parsePage,
  type SearchListParams,
  searchParamsFromUrl,
} from './list-params';
import { categoriesUrl, categoryVideosUrl, historyUrl, listUrl, searchUrl, topCountryUrl } from './urls';

const url = (path: string) => new URL(path, 'http://localhost');

describe('given a listing URL', () => {
  it('reads the home page as the first page of the latest videos', () => {
    const p = listParamsFromUrl({}, url('/'));
    expect(p).toMatchObject({ sort: 'latest-updates', page: 1, count: 60, type: 'all', date: 'all' });
  });

  it('reads sort, page and the type, duration and date filters', () => {
    const p = listParamsFromUrl(
      { sort: 'most-popular', page: '3' },
      url('/most-popular/3/?type=hd&duration=2&date=week'),
    );
    expect(p).toMatchObject({ sort: 'most-popular', page: 3, type: 'hd', duration: '2', date: 'week' });
  });

  it('names no listing for an unknown sort, a bad page or a bad filter', () => {
    expect(listParamsFromUrl({ sort: 'newest', page: '1' }, url('/newest/1/'))).toBeNull();
    expect(listParamsFromUrl({ sort: 'longest', page: '0' }, url('/longest/0/'))).toBeNull();
    expect(listParamsFromUrl({ sort: 'longest', page: 'x' }, url('/longest/x/'))).toBeNull();
    expect(listParamsFromUrl({ sort: 'longest', page: '1' }, url('/longest/1/?type=4k'))).toBeNull();
  });
});

describe('given list parameters', () => {
  it('builds the listing URL and keeps only filters that are not all', () => {
    expect(listUrl({ sort: 'top-rated', page: 2, type: 'all', duration: 'all', date: 'all' })).toBe(
      '/top-rated/2/',
    );
    expect(listUrl({ sort: 'longest', page: 1, type: 'vr', duration: '3', date: 'all' })).toBe(
      '/longest/1/?type=vr&duration=3',
    );
  });

  it('round-trips through the URL', () => {
    const href = listUrl({ sort: 'most-commented', page: 7, type: 'hd', duration: '1', date: 'month' });
    const [, sort, page] = new URL(href, 'http://localhost').pathname.split('/');
    expect(listParamsFromUrl({ sort, page }, url(href))).toMatchObject({
      sort: 'most-commented',
      page: 7,
      type: 'hd',
      duration: '1',
      date: 'month',
    });
  });
});

describe('given the other listing URLs', () => {
  it('reads a category page with its sort and filters, and builds it back', () => {
    const p = categoryParamsFromUrl(
      { objectId: 'lakes', page: '2' },
      url('/categories/lakes/2/?sort=top-rated&type=hd&date=week'),
    );
    expect(p).toEqual({
      dir: 'lakes',
      page: 2,
      sort: 'top-rated',
      type: 'hd',
      duration: 'all',
      date: 'week',
    });
    const href = categoryVideosUrl(p as CategoryListParams);
    expect(href).toBe('/categories/lakes/2/?sort=top-rated&type=hd&date=week');
    expect(categoryParamsFromUrl({ objectId: 'lakes', page: '2' }, url(href))).toEqual(p);
  });

  it('leaves the default sort and the all filters out of a category URL', () => {
    expect(categoryVideosUrl({ dir: 'lakes', page: 1, ...DEFAULT_FILTERS })).toBe('/categories/lakes/1/');
  });

  it('names no category page for a bad dir, page, sort or filter', () => {
    expect(categoryParamsFromUrl({ objectId: '-x', page: '1' }, url('/'))).toBeNull();
    expect(categoryParamsFromUrl({ objectId: 'lakes', page: '0' }, url('/'))).toBeNull();
    expect(categoryParamsFromUrl({ objectId: 'lakes', page: '1' }, url('/?sort=newest'))).toBeNull();
    expect(categoryParamsFromUrl({ objectId: 'lakes', page: '1' }, url('/?duration=9'))).toBeNull();
  });

  it('tells a categories section from a category dir', () => {
    expect(categorySectionOf('popular')).toBe('popular');
    expect(categorySectionOf('lakes')).toBeNull();
    expect(categoriesUrl('popular')).toBe('/categories/popular/');
    expect(categoriesUrl()).toBe('/categories/');
  });

  it('reads a search with its term, type and duration and keeps the term in its URLs', () => {
    const p = searchParamsFromUrl({ page: '3' }, url('/search/3/?s=%20blue%20lake%20&type=vr&duration=1'));
    expect(p).toEqual({ s: 'blue lake', page: 3, type: 'vr', duration: '1' });
    const href = searchUrl(p as SearchListParams);
    expect(href).toBe('/search/3/?s=blue+lake&type=vr&duration=1');
    expect(searchParamsFromUrl({ page: '3' }, url(href))).toEqual(p);
    expect(searchUrl({ s: 'sea', page: 1, type: 'all', duration: 'all' })).toBe('/search/?s=sea');
  });

  it('names no search page for a bad page or filter; a short term is readable but not searchable', () => {
    expect(searchParamsFromUrl({ page: 'x' }, url('/search/x/?s=sea'))).toBeNull();
    expect(searchParamsFromUrl({}, url('/search/?s=sea&type=4k'))).toBeNull();
    const short = searchParamsFromUrl({}, url('/search/?s=ab'));
    expect(short?.s).toBe('ab');
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });

  it('writes the first page of top-country and history without a number', () => {
    expect(topCountryUrl(1)).toBe('/top-country/');
    expect(topCountryUrl(4)).toBe('/top-country/4/');
    expect(historyUrl(1)).toBe('/history/');
    expect(historyUrl(2)).toBe('/history/2/');
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('07')).toBeNull();
  });
});
