import { errorResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { addComment, addMember, addModel, addPlaylist, addVideo } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;

/** Given one member (id 1) with a video (1), a playlist (1), a model `jade-fox` and a comment. */
beforeAll(async () => {
  t = await openTestDb();
  const ann = await addMember(t.db, { username: 'ann' });
  const video = await addVideo(t.db, { user_id: ann });
  await addPlaylist(t.db, { user_id: ann, title: 'Open shelf' }, [video]);
  await addModel(t.db, 'jade-fox');
  await addComment(t.db, 'video', video, ann, 'A calm remark.');
  await refreshStats(t.db);
  app = await buildApp({ db: t.db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

const F = 'all.all.all.all.all.all.0';
const members = (
  seg: Partial<Record<'lifetime' | 'section' | 'filters' | 'sort' | 'page' | 'tail', string>>,
) =>
  `/api/json/members/${seg.lifetime ?? '86400'}/${seg.section ?? 'all'}/${seg.filters ?? F}/${seg.sort ?? 'recent'}/${seg.page ?? '1'}/${seg.tail ?? '80.json'}`;
const playlists = (seg: Partial<Record<'lifetime' | 'sort' | 'count' | 'tail', string>>) =>
  `/api/json/playlists/${seg.lifetime ?? '86400'}/${seg.sort ?? 'recent'}/${seg.count ?? '80'}/${seg.tail ?? 'all.1.str.0.json'}`;

/** [what, url, status, the field named (400)] */
const CASES: [string, string, 400 | 404, string?][] = [
  ['members: unknown sort', members({ sort: 'best' }), 400, 'sort'],
  ['members: unknown section', members({ section: 'everyone' }), 400, 'section'],
  ['members: too few filters', members({ filters: 'all.all.all' }), 400, 'filters'],
  ['members: too many filters', members({ filters: `${F}.all` }), 400, 'filters'],
  ['members: an empty filter', members({ filters: 'all..all.all.all.all.0' }), 400, 'filters'],
  ['members: upper-case country', members({ filters: 'DE.all.all.all.all.all.0' }), 400, 'country'],
  ['members: three-letter country', members({ filters: 'deu.all.all.all.all.all.0' }), 400, 'country'],
  ['members: sex 4', members({ filters: 'all.4.all.all.all.all.0' }), 400, 'sex'],
  ['members: sex by name', members({ filters: 'all.female.all.all.all.all.0' }), 400, 'sex'],
  ['members: age 0', members({ filters: 'all.all.0.all.all.all.0' }), 400, 'age'],
  ['members: age 5', members({ filters: 'all.all.5.all.all.all.0' }), 400, 'age'],
  ['members: relationship 9', members({ filters: 'all.all.all.9.all.all.0' }), 400, 'relationship'],
  ['members: with_avatar 3', members({ filters: 'all.all.all.all.3.all.0' }), 400, 'with_avatar'],
  ['members: with_avatar 0', members({ filters: 'all.all.all.all.0.all.0' }), 400, 'with_avatar'],
  ['members: orientation 6', members({ filters: 'all.all.all.all.all.6.0' }), 400, 'orientation'],
  [
    'members: negative user_id',
    members({ section: 'friends', filters: 'all.all.all.all.all.all.-1' }),
    400,
    'user_id',
  ],
  [
    'members: padded user_id',
    members({ section: 'friends', filters: 'all.all.all.all.all.all.01' }),
    400,
    'user_id',
  ],
  [
    'members: exponent user_id',
    members({ section: 'friends', filters: 'all.all.all.all.all.all.1e3' }),
    400,
    'user_id',
  ],
  [
    'members: user_id past integer',
    members({ section: 'friends', filters: 'all.all.all.all.all.all.2147483648' }),
    400,
    'user_id',
  ],
  [
    'members: huge user_id',
    members({ section: 'friends', filters: 'all.all.all.all.all.all.99999999999999999999' }),
    400,
    'user_id',
  ],
  ['members: page 0', members({ page: '0' }), 400, 'page'],
  ['members: padded page', members({ page: '01' }), 400, 'page'],
  ['members: page past 100000', members({ page: '100001' }), 400, 'page'],
  ['members: page as words', members({ page: 'two' }), 400, 'page'],
  ['members: count 0', members({ tail: '0.json' }), 400, 'count'],
  ['members: count 121', members({ tail: '121.json' }), 400, 'count'],
  ['members: padded count', members({ tail: '080.json' }), 400, 'count'],
  ['members: no .json', members({ tail: '80' }), 400, 'count'],
  ['members: dotted count', members({ tail: '8.0.json' }), 400, 'count'],
  ['members: negative lifetime', members({ lifetime: '-1' }), 400, 'lifetime'],
  ['members: lifetime past 864000', members({ lifetime: '864001' }), 400, 'lifetime'],
  ['members: padded lifetime', members({ lifetime: '086400' }), 400, 'lifetime'],
  ['members: quoted SQL in the sort', members({ sort: "recent'%20OR%201=1--" }), 400, 'sort'],
  [
    'members: markup in the section',
    members({ section: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' }),
    400,
    'section',
  ],
  ['members: an encoded slash', members({ section: 'all%2F..%2F..' }), 400, 'section'],
  ['members: NUL in a filter', members({ filters: 'd%00.all.all.all.all.all.0' }), 400, 'country'],

  ['member: unknown section', '/api/json/member/7200/secret/0/1.json', 400, 'section'],
  ['member: wrong bucket', '/api/json/member/7200/profile/1000/1.json', 400, 'bucket'],
  ['member: letter bucket', '/api/json/member/7200/profile/a/1.json', 400, 'bucket'],
  ['member: id 0', '/api/json/member/7200/profile/0/0.json', 400, 'user_id'],
  ['member: padded id', '/api/json/member/7200/profile/0/01.json', 400, 'user_id'],
  ['member: id past integer', '/api/json/member/7200/profile/2147483000/2147483648.json', 400, 'user_id'],
  ['member: id by name', '/api/json/member/7200/profile/a/ann.json', 400, 'user_id'],
  ['member: dotted id', '/api/json/member/7200/profile/0/1.5.json', 400, 'user_id'],
  ['member: bad lifetime', '/api/json/member/7200x/profile/0/1.json', 400, 'lifetime'],
  ['member: unknown', '/api/json/member/7200/profile/0/999.json', 404],

  ['subscriptions: wrong bucket', '/api/json/subscriptions/14400/5000/1.json', 400, 'bucket'],
  ['subscriptions: negative id', '/api/json/subscriptions/14400/0/-1.json', 400, 'user_id'],
  ['subscriptions: no .json', '/api/json/subscriptions/14400/0/1', 400, 'user_id'],
  ['subscriptions: unknown', '/api/json/subscriptions/14400/0/77.json', 404],

  ['playlists: unknown sort', playlists({ sort: 'best' }), 400, 'sort'],
  ['playlists: a video sort', playlists({ sort: 'longest' }), 400, 'sort'],
  ['playlists: count 0', playlists({ count: '0' }), 400, 'count'],
  ['playlists: count 121', playlists({ count: '121' }), 400, 'count'],
  ['playlists: padded count', playlists({ count: '080' }), 400, 'count'],
  ['playlists: unknown section', playlists({ tail: 'mine.1.str.0.json' }), 400, 'section'],
  ['playlists: page 0', playlists({ tail: 'all.0.str.0.json' }), 400, 'page'],
  ['playlists: padded page', playlists({ tail: 'all.01.str.0.json' }), 400, 'page'],
  ['playlists: unknown gender', playlists({ tail: 'all.1.xxx.0.json' }), 400, 'gender'],
  ['playlists: community with a user', playlists({ tail: 'all.1.str.1.json' }), 400, 'user_id'],
  ['playlists: member without a user', playlists({ tail: 'member.1.str.0.json' }), 400, 'user_id'],
  ['playlists: negative user', playlists({ tail: 'member.1.str.-1.json' }), 400, 'user_id'],
  ['playlists: user past integer', playlists({ tail: 'member.1.str.2147483648.json' }), 400, 'user_id'],
  ['playlists: short tail', playlists({ tail: 'all.1.str.json' }), 400, 'tail'],
  ['playlists: bad lifetime', playlists({ lifetime: '1.5' }), 400, 'lifetime'],
  ['playlists: unknown member', playlists({ tail: 'member.1.str.424242.json' }), 404],

  ['playlist: wrong bucket', '/api/json/playlist/86400/2000/1.json', 400, 'bucket'],
  ['playlist: id 0', '/api/json/playlist/86400/0/0.json', 400, 'playlist_id'],
  ['playlist: by dir', '/api/json/playlist/86400/o/open-shelf.json', 400, 'playlist_id'],
  ['playlist: unknown', '/api/json/playlist/86400/0/404.json', 404],

  ['comments: unknown section', '/api/json/comments/600/photo/0/1.json', 400, 'section'],
  ['comments: video by dir', '/api/json/comments/600/video/c/calm-river.json', 400, 'object_id'],
  ['comments: member by name', '/api/json/comments/600/member/a/ann.json', 400, 'object_id'],
  ['comments: negative id', '/api/json/comments/600/video/0/-1.json', 400, 'object_id'],
  ['comments: padded id', '/api/json/comments/600/video/0/01.json', 400, 'object_id'],
  ['comments: wrong bucket of an id', '/api/json/comments/600/video/1000/1.json', 400, 'bucket'],
  ['comments: wrong bucket of a dir', '/api/json/comments/600/model/x/jade-fox.json', 400, 'bucket'],
  ['comments: markup as a dir', '/api/json/comments/600/model/%3C/%3Cb%3E.json', 400, 'object_id'],
  ['comments: quoted SQL as a dir', "/api/json/comments/600/model/j/j'%20or%20'1'='1.json", 400, 'object_id'],
  ['comments: dotted dir', '/api/json/comments/600/model/j/jade.fox.json', 400, 'object_id'],
  ['comments: bad lifetime', '/api/json/comments/-600/video/0/1.json', 400, 'lifetime'],
  ['comments: unknown dir', '/api/json/comments/600/model/n/no-such-model.json', 404],
  ['comments: dir of another case', '/api/json/comments/600/model/j/Jade-Fox.json', 404],
  ['comments: unknown video', '/api/json/comments/600/video/0/999.json', 404],

  ['a segment past the router limit', members({ section: 'x'.repeat(400) }), 404],
  ['a missing segment', '/api/json/members/86400/all/recent/1/80.json', 404],
];

describe('given hostile or malformed paths', () => {
  it.each(CASES)('%s: answers a coded %i', async (_what, url, status, field) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    const body = errorResponseSchema.parse(res.json());
    expect(body.code).toBe(status === 404 ? 'not_found' : 'invalid_params');
    if (field) expect(body.errors?.map((e) => e.field)).toContain(field);
    expect(res.headers['cache-control'] ?? 'private, no-store').toBe('private, no-store');
  });

  it('names every bad field of a path at once', async () => {
    const res = await app.inject({
      method: 'GET',
      url: members({ lifetime: 'x', sort: 'best', page: '0', tail: '999.json' }),
    });
    expect(res.statusCode).toBe(400);
    expect(
      errorResponseSchema
        .parse(res.json())
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['count', 'lifetime', 'page', 'sort']);
  });

  it('still answers the well-formed paths of the same table', async () => {
    for (const url of [
      members({}),
      '/api/json/member/7200/profile/0/1.json',
      '/api/json/subscriptions/14400/0/1.json',
      playlists({}),
      '/api/json/playlist/86400/0/1.json',
      '/api/json/comments/600/video/0/1.json',
      '/api/json/comments/600/model/j/jade-fox.json',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});

describe('given random garbage in every segment', () => {
  // A fixed seed (mulberry32), so a failure can be replayed.
  let seed = 20261121;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pieces = [
    '0',
    '1',
    '-1',
    '01',
    '1e3',
    '80',
    'all',
    'recent',
    'friends',
    'member',
    'video',
    'model',
    'str',
    '%00',
    '%27',
    '%22',
    '%5C',
    '%25',
    '_',
    '..',
    '.',
    '.json',
    'json',
    '%F0%9F%90%9F',
    '%C3%A9',
    '%ED%A0%80',
    '99999999999999999999',
    'NaN',
    'Infinity',
    ' ',
    '%20',
    '+',
    'a'.repeat(120),
    'jade-fox',
    '2147483647',
  ];
  const piece = () => pieces[Math.floor(next() * pieces.length)] as string;
  const segment = () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, piece).join(next() < 0.5 ? '.' : '');
  const shapes: (() => string)[] = [
    () =>
      `/api/json/members/${segment()}/${segment()}/${segment()}/${segment()}/${segment()}/${segment()}.json`,
    () => `/api/json/members/0/all/${F}/recent/1/80.json?search=${segment()}`,
    () => `/api/json/member/${segment()}/${segment()}/${segment()}/${segment()}.json`,
    () => `/api/json/subscriptions/${segment()}/${segment()}/${segment()}.json`,
    () => `/api/json/playlists/${segment()}/${segment()}/${segment()}/${segment()}.${segment()}.json`,
    () => `/api/json/playlist/${segment()}/${segment()}/${segment()}.json`,
    () => `/api/json/comments/${segment()}/${segment()}/${segment()}/${segment()}.json`,
  ];

  it('never answers 500 (400 uncoded neither): 700 requests', async () => {
    for (let i = 0; i < 700; i++) {
      const url = (shapes[i % shapes.length] as () => string)();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode !== 200) expect(errorResponseSchema.safeParse(res.json()).success, url).toBe(true);
    }
  });

  it('never answers 500 to garbage form posts to /api/member.php', async () => {
    for (let i = 0; i < 200; i++) {
      const payload = `act=${next() < 0.7 ? 'user' : segment()}&section=${next() < 0.5 ? 'profile' : segment()}&user_id=${segment()}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/member.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(res.json()).success, payload).toBe(true);
    }
  });
});
