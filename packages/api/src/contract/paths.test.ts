import { describe, expect, it } from 'vitest';
import { callUrl } from '../calls/declared.js';
import { fillPath, readPath } from './call.js';
import { CALLS, type CallName } from './calls.js';
import { videoListParamsSchema } from './params.js';
import { bucketOf, modelPrefix } from './paths.js';
import { VIDEO_CALLS } from './video-calls.js';

describe('given the videos2 path (declared in video-calls.ts)', () => {
  const { path } = VIDEO_CALLS['videos.list'];
  /** The route params the server's router gives for an address of the template (`routePattern`). */
  const routeParams = (url: string) => Object.fromEntries(url.split('/').map((part, i) => [`v${i}`, part]));

  it('reads back into the parameters it was filled from', () => {
    const p = videoListParamsSchema.parse({
      section: 'model',
      object_id: 'jade-fox',
      page: 4,
      type: 'vr',
      date: 'day',
    });
    const read = readPath(path, routeParams(fillPath(VIDEO_CALLS['videos.list'], p, 14400)));
    expect(read).toEqual({
      ok: true,
      values: {
        lifetime: '14400',
        gender: 'str',
        sort: 'latest-updates',
        count: '60',
        section: 'model',
        object_id: 'jade-fox',
        page: '4',
        type: 'vr',
        duration: 'all',
        date: 'day',
      },
    });
  });

  it('refuses a tail with missing segments or without .json', () => {
    const head = '/api/json/videos2/14400/str/latest-updates/60/';
    for (const tail of ['all.0.1.all.all.json', 'all.0.1.all.all.all', 'all.0.1.all.all.all.all.json'])
      expect(readPath(path, routeParams(head + tail))).toEqual({ ok: false, field: 'tail' });
  });
});

describe('given the other cached paths', () => {
  /** The route params of an address of a declared path (`routePattern`). */
  const routeParams = (url: string) => Object.fromEntries(url.split('/').map((part, i) => [`v${i}`, part]));
  const read = (name: CallName, url: string) => readPath(CALLS[name].path, routeParams(url));

  it('parses each tail back into its named values', () => {
    expect(
      read('playlists.list', '/api/json/playlists/86400/latest-updates/80/member.2.str.101.json'),
    ).toMatchObject({
      ok: true,
      values: { section: 'member', page: '2', gender: 'str', user_id: '101' },
    });
    expect(
      read('members.list', '/api/json/members/86400/all/de.2.all.1.1.all.0/recent/1/80.json'),
    ).toMatchObject({
      ok: true,
      values: { count: '80' },
    });
    const member = '/api/json/member/7200/profile/0/';
    expect(read('members.get', `${member}7.json`)).toMatchObject({ ok: true, values: { user_id: '7' } });
    expect(read('members.get', `${member}7.8.json`)).toEqual({ ok: false, field: 'user_id' });
    expect(read('members.get', `${member}7`)).toEqual({ ok: false, field: 'user_id' });
    expect(
      read('playlists.list', '/api/json/playlists/86400/latest-updates/80/member..str.101.json'),
    ).toEqual({
      ok: false,
      field: 'tail',
    });
  });

  it('parses the filters segments in their documented order', () => {
    expect(
      read('models.list', '/api/json/models/86400/str/j.asian.2.nl.big.3.1.4.1.2/most-popular/60/1.json'),
    ).toMatchObject({
      ok: true,
      values: {
        letter: 'j',
        race: 'asian',
        age: '2',
        country: 'nl',
        tits_size: 'big',
        hair_color: '3',
        height: '1',
        weight: '4',
        tattoo: '1',
        piercing: '2',
      },
    });
    const members = '/api/json/members/86400/all/{filters}/recent/1/80.json';
    expect(read('members.list', members.replace('{filters}', 'de.2.all.1.1.all.0'))).toMatchObject({
      ok: true,
      values: {
        country: 'de',
        sex: '2',
        age: 'all',
        relationship: '1',
        with_avatar: '1',
        orientation: 'all',
        user_id: '0',
      },
    });
    expect(read('members.list', members.replace('{filters}', 'de.2'))).toEqual({
      ok: false,
      field: 'filters',
    });
  });

  it('shards ids by thousands and dirs by their first character', () => {
    expect(bucketOf(7)).toBe('0');
    expect(bucketOf(999)).toBe('0');
    expect(bucketOf(1000)).toBe('1000');
    expect(bucketOf(12345)).toBe('12000');
    expect(bucketOf('12345')).toBe('12000');
    expect(bucketOf('Jade-fox')).toBe('j');
    expect(modelPrefix('Jade-fox')).toBe('ja');
  });

  it('builds the member search path with lifetime 0 and the query', () => {
    expect(callUrl('members.list', { search: 'heron' })).toBe(
      '/api/json/members/0/all/all.all.all.all.all.all.0/recent/1/80.json?search=heron',
    );
  });
});
