import { describe, expect, it } from 'vitest';
import { parsePage } from './list-params';
import { communityParams, memberSectionParams, parseUserId } from './member-params';
import { communityUrl } from './urls';

const url = (query = '') => new URL(`http://localhost/community/${query}`);

describe('given a member sub-page address', () => {
  it('reads each of the eight sub-pages with its member and page', () => {
    expect(memberSectionParams({ userId: '7', sub: 'favourite_videos' })).toEqual({
      userId: 7,
      sub: 'favourite_videos',
      page: 1,
    });
    expect(memberSectionParams({ userId: '7', sub: 'history', page: '3' })).toEqual({
      userId: 7,
      sub: 'history',
      page: 3,
    });
  });

  it('answers null (the 404 page) for an unknown sub-page, a bad member id or a bad page', () => {
    expect(memberSectionParams({ userId: '7', sub: 'photos' })).toBeNull();
    expect(memberSectionParams({ userId: '7', sub: 'Friends' })).toBeNull();
    expect(memberSectionParams({ userId: '07', sub: 'friends' })).toBeNull();
    expect(memberSectionParams({ userId: 'ann', sub: 'friends' })).toBeNull();
    expect(memberSectionParams({ userId: '7', sub: 'friends', page: '0' })).toBeNull();
    expect(memberSectionParams({ userId: '7', sub: 'friends', page: '2x' })).toBeNull();
  });

  it('takes pages 1 to 100000 and ids as canonical numbers only', () => {
    expect(parsePage('100000')).toBe(100000);
    expect(parsePage('100001')).toBeNull();
    expect(parseUserId('12')).toBe(12);
    expect(parseUserId('-1')).toBeNull();
  });
});

describe('given a community address', () => {
  it('defaults to every member sorted by recent, page 1', () => {
    const p = communityParams({}, url());
    expect(p).toMatchObject({ section: 'all', sort: 'recent', page: 1, country: 'all', sex: 'all' });
    expect(p?.search).toBeUndefined();
  });

  it('reads sort, search and the member filters of §3 from the query', () => {
    const p = communityParams(
      { page: '2' },
      url(
        '2/?sort=count-subs&search=%20lake%20&country=de&sex=2&age=3&with_avatar=1&relationship=1&orientation=5',
      ),
    );
    expect(p).toMatchObject({
      page: 2,
      sort: 'count-subs',
      search: 'lake',
      country: 'de',
      sex: '2',
      age: '3',
      with_avatar: '1',
      relationship: '1',
      orientation: '5',
    });
  });

  it('answers null (404) for a value outside the sets of §3', () => {
    expect(communityParams({}, url('?sort=alphabet'))).toBeNull();
    expect(communityParams({}, url('?sex=4'))).toBeNull();
    expect(communityParams({}, url('?with_avatar=3'))).toBeNull();
    expect(communityParams({}, url('?country=germany'))).toBeNull();
    expect(communityParams({ page: 'two' }, url())).toBeNull();
  });

  it('writes back only what differs from the defaults', () => {
    const base = communityParams({}, url());
    if (!base) throw new Error('no params');
    expect(communityUrl(base)).toBe('/community/');
    expect(communityUrl({ ...base, page: 3, sex: '1', search: 'sky' })).toBe(
      '/community/3/?search=sky&sex=1',
    );
    const back = communityParams(
      { page: '3' },
      new URL(`http://localhost${communityUrl({ ...base, page: 3, age: '2' })}`),
    );
    expect(back).toMatchObject({ page: 3, age: '2' });
  });
});
