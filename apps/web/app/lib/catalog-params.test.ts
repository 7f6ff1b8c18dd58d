import { describe, expect, it } from 'vitest';
import {
  channelListFromUrl,
  entityVideosFromUrl,
  modelListFromUrl,
  modelListValue,
  modelsSegment,
  playlistListFromUrl,
} from './catalog-params';
import { channelListUrl, modelListUrl, modelVideosUrl, playlistListUrl } from './urls';

const url = (search = '') => new URL(`http://localhost/x/${search}`);

describe('models segment dispatch', () => {
  it('reads digits as a page of the list and anything else as a model', () => {
    expect(modelsSegment(undefined)).toEqual({ kind: 'page', page: 1 });
    expect(modelsSegment('2')).toEqual({ kind: 'page', page: 2 });
    expect(modelsSegment('jade-fox')).toEqual({ kind: 'model', dir: 'jade-fox' });
    expect(modelsSegment('model2')).toEqual({ kind: 'model', dir: 'model2' });
  });

  it('answers null (404) for digits that are no page and segments that are no dir', () => {
    for (const bad of ['0', '007', '100001', 'bad dir', '-fox', 'fox!', '']) {
      expect(modelsSegment(bad), bad).toBeNull();
    }
  });
});

describe('model list filters', () => {
  it('reads every filter of §2, sex choosing the gender segment', () => {
    const p = modelListFromUrl(
      3,
      url(
        '?sort=alphabet&sex=male&age=2&country=de&tits_size=big&hair_color=3&height=4&weight=1&tattoo=1&piercing=2&letter=k&race=latin',
      ),
      'str',
    );
    expect(p).toMatchObject({
      page: 3,
      sort: 'alphabet',
      sex: 'male',
      gender: 'gay',
      age: '2',
      country: 'de',
      tits_size: 'big',
      hair_color: '3',
      height: '4',
      weight: '1',
      tattoo: '1',
      piercing: '2',
      letter: 'k',
      race: 'latin',
    });
  });

  it('keeps the site gender without sex, and defaults every filter to all', () => {
    const p = modelListFromUrl(1, url(), 'she');
    expect(p).toMatchObject({ gender: 'she', sort: 'most-popular', letter: 'all', country: 'all' });
    expect(p?.sex).toBeUndefined();
  });

  it('answers null (404) for a known filter with an unknown value, and ignores unknown queries', () => {
    expect(modelListFromUrl(1, url('?sort=newest'), 'str')).toBeNull();
    expect(modelListFromUrl(1, url('?sex=robot'), 'str')).toBeNull();
    expect(modelListFromUrl(1, url('?age=9'), 'str')).toBeNull();
    expect(modelListFromUrl(1, url('?letter=ab'), 'str')).toBeNull();
    expect(modelListFromUrl(1, url('?country=Germany'), 'str')).toBeNull();
    expect(modelListFromUrl(1, url('?utm_source=mail&lang=de'), 'str')).not.toBeNull();
  });

  it('writes only what is not the default, and reads back what it wrote', () => {
    const p = modelListFromUrl(1, url('?letter=b&race=asian&sex=female'), 'str');
    if (!p) throw new Error('expected params');
    const value = modelListValue(p);
    expect(modelListUrl(value)).toBe('/models/?sex=female&letter=b&race=asian');
    expect(modelListUrl({ ...value, letter: 'all', sex: undefined, race: 'all' }, 4)).toBe('/models/4/');
    const written = new URL(`http://localhost${modelListUrl({ ...value, sort: 'recent' }, 2)}`);
    expect(written.pathname).toBe('/models/2/');
    expect(modelListFromUrl(2, written, 'str')).toEqual({ ...p, sort: 'recent', page: 2 });
  });
});

const EN = { gender: 'str', lang: 'en' } as const;

describe('channels and playlists', () => {
  it('reads the channel pages, a category and the sort', () => {
    expect(channelListFromUrl({}, url(), EN)).toMatchObject({ page: 1, section: 'all', object_id: '0' });
    expect(
      channelListFromUrl({ page: '3' }, url('?sort=alphabetza'), { gender: 'gay', lang: 'en' }),
    ).toMatchObject({
      page: 3,
      sort: 'alphabetza',
      gender: 'gay',
    });
    expect(
      channelListFromUrl({ objectId: 'lakes', page: '2' }, url(), { gender: 'str', lang: 'ja' }),
    ).toMatchObject({
      section: 'category',
      object_id: 'lakes',
      page: 2,
      lang: 'ja',
    });
  });

  it('answers null (404) for a bad page, category or sort', () => {
    expect(channelListFromUrl({ page: '0' }, url(), EN)).toBeNull();
    expect(channelListFromUrl({ page: 'two' }, url(), EN)).toBeNull();
    expect(channelListFromUrl({ objectId: 'bad dir', page: '1' }, url(), EN)).toBeNull();
    expect(channelListFromUrl({}, url('?sort=alphabet'), EN)).toBeNull();
    expect(playlistListFromUrl({}, url('?sort=longest'), 'str')).toBeNull();
  });

  it('writes channel and playlist addresses with non-default sorts only', () => {
    expect(channelListUrl({ sort: 'most-popular', page: 1, section: 'all', object_id: '0' })).toBe(
      '/channels/',
    );
    expect(channelListUrl({ sort: 'recent', page: 2, section: 'all', object_id: '0' })).toBe(
      '/channels/2/?sort=recent',
    );
    expect(channelListUrl({ sort: 'most-popular', page: 1, section: 'category', object_id: 'lakes' })).toBe(
      '/channels/lakes/1/',
    );
    expect(playlistListUrl({ sort: 'latest-updates', page: 1 })).toBe('/playlists/');
    expect(playlistListUrl({ sort: 'top-rated', page: 5 })).toBe('/playlists/5/?sort=top-rated');
  });
});

describe('videos of a channel or model', () => {
  it('reads sort, date, type and duration for the section and writes them back', () => {
    const p = entityVideosFromUrl(
      'model',
      'jade-fox',
      2,
      url('?sort=top-rated&date=week&type=hd&duration=3'),
      { gender: 'str', lang: 'de' },
    );
    expect(p).toMatchObject({
      section: 'model',
      object_id: 'jade-fox',
      page: 2,
      sort: 'top-rated',
      date: 'week',
      lang: 'de',
    });
    if (!p) throw new Error('expected params');
    expect(modelVideosUrl('jade-fox', p)).toBe(
      '/models/jade-fox/2/?sort=top-rated&date=week&type=hd&duration=3',
    );
    expect(
      entityVideosFromUrl('channel', 'studio', 1, url('?duration=9'), { gender: 'str', lang: 'en' }),
    ).toBeNull();
  });
});
