import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readLifetime } from '../http/path-params.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { addCategory, addChannel, addModels } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  await addModels(t.db, [{ dir: 'jade-fox', title: 'Jade Fox' }]);
  await addChannel(t.db, { dir: 'blue-harbor', title: 'Blue Harbor' });
  await addCategory(t.db, { dir: 'sunsets', title: 'Sunsets' });
  await refreshStats(t.db);
  app = await buildApp({ db: t.db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

const F = 'all.all.all.all.all.all.all.all.all.all';
const models = (
  parts: Partial<Record<'lifetime' | 'gender' | 'filters' | 'sort' | 'count' | 'tail', string>>,
) => {
  const p = {
    lifetime: '86400',
    gender: 'str',
    filters: F,
    sort: 'most-popular',
    count: '60',
    tail: '1.json',
    ...parts,
  };
  return `/api/json/models/${p.lifetime}/${p.gender}/${p.filters}/${p.sort}/${p.count}/${p.tail}`;
};
const withFilter = (index: number, value: string) => {
  const f = F.split('.');
  f[index] = value;
  return models({ filters: f.join('.') });
};
const channels = (parts: Partial<Record<'lifetime' | 'gender' | 'sort' | 'count' | 'tail', string>>) => {
  const p = {
    lifetime: '86400',
    gender: 'str',
    sort: 'most-popular',
    count: '60',
    tail: 'all.0.1.json',
    ...parts,
  };
  return `/api/json/channels/${p.lifetime}/${p.gender}/${p.sort}/${p.count}/${p.tail}`;
};

/** [what, path, the field named in the 400] */
const INVALID: [string, string, string][] = [
  ['models: unknown gender', models({ gender: 'all' }), 'gender'],
  ['models: unknown sort', models({ sort: 'newest' }), 'sort'],
  ['models: a channel sort', models({ sort: 'alphabetaz' }), 'sort'],
  ['models: nine filters', models({ filters: 'all.all.all.all.all.all.all.all.all' }), 'filters'],
  ['models: eleven filters', models({ filters: `${F}.all` }), 'filters'],
  ['models: an empty filter', models({ filters: 'all..all.all.all.all.all.all.all.all' }), 'filters'],
  ['models: upper-case letter', withFilter(0, 'A'), 'letter'],
  ['models: two letters', withFilter(0, 'ab'), 'letter'],
  ['models: a digit letter', withFilter(0, '7'), 'letter'],
  ['models: unknown race', withFilter(1, 'martian'), 'race'],
  ['models: age 0', withFilter(2, '0'), 'age'],
  ['models: age 5', withFilter(2, '5'), 'age'],
  ['models: age 22', withFilter(2, '22'), 'age'],
  ['models: three-letter country', withFilter(3, 'nld'), 'country'],
  ['models: upper-case country', withFilter(3, 'NL'), 'country'],
  ['models: tits_size natural (a breast size, not a filter)', withFilter(4, 'natural'), 'tits_size'],
  ['models: hair_color 6', withFilter(5, '6'), 'hair_color'],
  ['models: height 0', withFilter(6, '0'), 'height'],
  ['models: weight 5', withFilter(7, '5'), 'weight'],
  ['models: tattoo 0', withFilter(8, '0'), 'tattoo'],
  ['models: piercing yes', withFilter(9, 'yes'), 'piercing'],
  ['models: quote in a filter', withFilter(3, "'"), 'country'],
  ['models: SQL in a filter', withFilter(1, "asian'%20or%20'1'='1"), 'race'],
  ['models: SQL in the sort', models({ sort: 'most-popular%3Bdrop%20table%20models' }), 'sort'],
  ['models: count 0', models({ count: '0' }), 'count'],
  ['models: count 121', models({ count: '121' }), 'count'],
  ['models: count 060', models({ count: '060' }), 'count'],
  ['models: count 6e1', models({ count: '6e1' }), 'count'],
  ['models: count -1', models({ count: '-1' }), 'count'],
  ['models: count 1.5', models({ count: '1.5' }), 'count'],
  ['models: count with a space', models({ count: '%2060' }), 'count'],
  ['models: count 0x3c', models({ count: '0x3c' }), 'count'],
  ['models: page 0', models({ tail: '0.json' }), 'page'],
  ['models: page 01', models({ tail: '01.json' }), 'page'],
  ['models: page 100001', models({ tail: '100001.json' }), 'page'],
  ['models: page 1e2', models({ tail: '1e2.json' }), 'page'],
  ['models: two dotted pages', models({ tail: '1.2.json' }), 'page'],
  ['models: no .json', models({ tail: '1' }), 'page'],
  ['models: .xml', models({ tail: '1.xml' }), 'page'],
  ['models: lifetime -1', models({ lifetime: '-1' }), 'lifetime'],
  ['models: lifetime 864001', models({ lifetime: '864001' }), 'lifetime'],
  ['models: lifetime 00', models({ lifetime: '00' }), 'lifetime'],
  ['models: lifetime 1e5', models({ lifetime: '1e5' }), 'lifetime'],
  ['models: lifetime Infinity', models({ lifetime: 'Infinity' }), 'lifetime'],
  ['models: lifetime beyond 2^53', models({ lifetime: '99999999999999999999' }), 'lifetime'],
  ['channels: unknown gender', channels({ gender: 'STR' }), 'gender'],
  ['channels: a model sort', channels({ sort: 'alphabet' }), 'sort'],
  ['channels: unknown section', channels({ tail: 'model.jade-fox.1.json' }), 'section'],
  ['channels: all with an object id', channels({ tail: 'all.1.1.json' }), 'object_id'],
  ['channels: a category dir with a quote', channels({ tail: "category.sun'sets.1.json" }), 'object_id'],
  ['channels: two tail values', channels({ tail: 'all.0.json' }), 'tail'],
  ['channels: page 0', channels({ tail: 'all.0.0.json' }), 'page'],
  ['channels: count 00', channels({ count: '00' }), 'count'],
  ['channels: lifetime x', channels({ lifetime: 'x' }), 'lifetime'],
  ['model: a dir of 101 characters', `/api/json/model/86400/aa/${'a'.repeat(101)}.json`, 'model_dir'],
  ['model: a dir starting with a dash', '/api/json/model/86400/-j/-jade.json', 'model_dir'],
  ['model: a NUL in the dir', '/api/json/model/86400/ja/jade%00fox.json', 'model_dir'],
  // The first segment of the wrong shape is named: here the prefix, before the dir.
  ['model: an encoded slash', '/api/json/model/86400/..%2F/..%2Fetc%2Fpasswd.json', 'prefix'],
  ['model: an encoded slash in the dir', '/api/json/model/86400/ab/ab%2F..%2Fetc.json', 'model_dir'],
  ['model: a non-latin dir', '/api/json/model/86400/%C3%BC/%C3%BCber.json', 'model_dir'],
  ['model: a wrong prefix', '/api/json/model/86400/ja/jbde-fox.json', 'prefix'],
  ['channel: a wrong letter', '/api/json/channel/86400/a/blue-harbor.json', 'letter'],
  ['channel: a SQL dir', "/api/json/channel/86400/b/b'%20or%201=1--.json", 'channel_dir'],
  ['categories: unknown gender', '/api/json/categories/14400/men.all.en.json', 'gender'],
  ['categories: unknown section', '/api/json/categories/14400/str.latest.en.json', 'section'],
  ['categories: unknown lang', '/api/json/categories/14400/str.all.xx.json', 'lang'],
  ['categories: upper-case lang', '/api/json/categories/14400/str.all.EN.json', 'lang'],
  ['categories: two tail values', '/api/json/categories/14400/str.all.json', 'tail'],
  ['categories: four tail values', '/api/json/categories/14400/str.all.en.x.json', 'tail'],
  ['categories: lifetime 014400', '/api/json/categories/014400/str.all.en.json', 'lifetime'],
  ['main: unknown lang', '/api/json/main/14400/str.zz.json', 'lang'],
  ['main: unknown gender', '/api/json/main/14400/bi.en.json', 'gender'],
  ['main: one tail value', '/api/json/main/14400/str.json', 'tail'],
  ['main: lifetime 1.5', '/api/json/main/1.5/str.en.json', 'lifetime'],
];

describe('given hostile or malformed catalog paths', () => {
  it.each(INVALID)('%s: 400 invalid_params naming the field, not cached', async (_what, url, field) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_params');
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('names every bad field at once', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/json/models/x/men/all.all.9.all.all.all.all.all.all.all/best/0/1.json',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields.sort()).toEqual(['age', 'count', 'gender', 'lifetime', 'sort']);
  });

  it.each([
    ['a missing model', '/api/json/model/86400/no/nobody.json'],
    ['a missing channel', '/api/json/channel/86400/n/nowhere.json'],
    ['channels of a missing category', channels({ tail: 'category.nowhere.1.json' })],
    ['a path of too many segments', '/api/json/models/86400/str/extra/all/most-popular/60/1.json'],
    ['a path of too few segments', '/api/json/channels/86400/str/most-popular/all.0.1.json'],
    ['an overlong segment', models({ filters: 'a'.repeat(400) })],
  ])('%s is a coded 404', async (_what, url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });

  it('never answers 500 to a thousand random segment values', async () => {
    const alphabet = ["'", '"', ';', '%25', '%00', 'a', '1', '0', '.', '-', '_', 'Z', '%C3%A9', '\\', '%20'];
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = () =>
      Array.from(
        { length: 1 + Math.floor(rnd() * 6) },
        () => alphabet[Math.floor(rnd() * alphabet.length)],
      ).join('');
    const shapes = [
      () => models({ gender: word(), sort: word(), count: word(), tail: `${word()}.json` }),
      () => models({ filters: Array.from({ length: 10 }, word).join('.') }),
      () => channels({ tail: `${word()}.${word()}.${word()}.json` }),
      () => `/api/json/model/${word()}/${word()}/${word()}.json`,
      () => `/api/json/channel/86400/${word()}/${word()}.json`,
      () => `/api/json/categories/${word()}/${word()}.${word()}.${word()}.json`,
      () => `/api/json/main/14400/${word()}.${word()}.json?l=${word()}`,
    ];
    for (let i = 0; i < 1000; i++) {
      const url = (shapes[i % shapes.length] as () => string)();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) expect(['invalid_params', 'not_found'], url).toContain(res.json().code);
    }
  });
});

describe('given the lifetime segment', () => {
  it('takes canonical integers from 0 to 864000', () => {
    const read = (raw: string) => {
      const errors: { field: string; code: string }[] = [];
      const lifetime = readLifetime(raw, errors);
      return errors.length > 0 ? errors : lifetime;
    };
    expect(read('0')).toBe(0);
    expect(read('86400')).toBe(86400);
    expect(read('864000')).toBe(864000);
    for (const bad of ['', '-0', '00', '864001', '1e3', ' 1', '1 ', '+1', '0x10', '1.0']) {
      expect(read(bad), bad).toEqual([{ field: 'lifetime', code: 'invalid' }]);
    }
  });

  it('lifetime 0 answers private, no-store', async () => {
    const res = await app.inject({ method: 'GET', url: models({ lifetime: '0' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a matching If-None-Match gets 304', async () => {
    const first = await app.inject({ method: 'GET', url: models({}) });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: models({}), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
