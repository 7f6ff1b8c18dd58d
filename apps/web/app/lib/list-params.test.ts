import { describe, expect, it } from 'vitest';
import { listParamsFromUrl, listUrl } from './list-params';

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
