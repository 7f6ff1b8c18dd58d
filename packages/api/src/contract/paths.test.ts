import { describe, expect, it } from 'vitest';
import { fillPath, readPath } from './call.js';
import { memberListParamsSchema } from './member.js';
import { videoListParamsSchema } from './params.js';
import { bucketOf, modelPrefix, parseFilters, parseTail, paths } from './paths.js';
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
  it('parses each tail back into its named values', () => {
    expect(parseTail('playlists', 'member.2.str.101.json')).toEqual({
      section: 'member',
      page: '2',
      gender: 'str',
      user_id: '101',
    });
    expect(parseTail('members', '80.json')).toEqual({ count: '80' });
    expect(parseTail('member', '7.json')).toEqual({ user_id: '7' });
    expect(parseTail('member', '7.8.json')).toBeNull();
    expect(parseTail('member', '7')).toBeNull();
    expect(parseTail('playlists', 'member..str.101.json')).toBeNull();
  });

  it('parses the filters segments in their documented order', () => {
    expect(parseFilters('models', 'j.asian.2.nl.big.3.1.4.1.2')).toEqual({
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
    });
    expect(parseFilters('members', 'de.2.all.1.1.all.0')).toEqual({
      country: 'de',
      sex: '2',
      age: 'all',
      relationship: '1',
      with_avatar: '1',
      orientation: 'all',
      user_id: '0',
    });
    expect(parseFilters('members', 'de.2')).toBeNull();
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

  it('builds the member search path with lifetime and query', () => {
    const p = memberListParamsSchema.parse({ search: 'heron' });
    expect(paths.members(0, p)).toBe(
      '/api/json/members/0/all/all.all.all.all.all.all.0/recent/1/80.json?search=heron',
    );
  });
});
