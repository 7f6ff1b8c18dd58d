import {
  actFields,
  type CallDeclaration,
  type CallName,
  callUrl,
  fillPath,
  pathValueNames,
  requiredParams,
  textRules,
} from '@site/api';
import { CALL_DOCS, CALLS } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, signedIn } from '../actions/fixtures.js';
import { openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;
let member: { id: number; browser: Browser };

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  member = await signedIn(app, t, 'Fern');
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const declared = Object.entries(CALLS) as [string, CallDeclaration][];
/** A GET's address: a cached path filled with the params it holds (the rest in the query). */
const urlOf = (d: CallDeclaration, params: Record<string, string | number>) => {
  const inPath = pathValueNames(d.path);
  const query = new URLSearchParams(
    Object.entries(params)
      .filter(([k]) => !inPath.includes(k))
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  // A path holds every value: those left out are written as the client writes them, with their defaults.
  const defaults = Object.entries(d.params?.shape ?? {}).flatMap(([key, schema]) => {
    const absent = (schema as z.ZodType).safeParse(undefined);
    return absent.success && absent.data !== undefined ? [[key, absent.data]] : [];
  });
  const path = inPath.length > 0 ? fillPath(d, { ...Object.fromEntries(defaults), ...params }) : d.path;
  // A lifetime written in the query (`lifetimeParam`) follows the params, as the client writes it.
  const lifetime = d.lifetimeParam ? `${query ? '&' : ''}${d.lifetimeParam}=${d.lifetime}` : '';
  return d.method === 'get' && (query || lifetime) ? `${path}?${query}${lifetime}` : path;
};
/** A visitor's request: a GET, or a POST with its act field (and `section`) and the CSRF token, as the site's client sends it. */
const ask = (d: CallDeclaration, params: Record<string, string | number>) => {
  const visitor = new Browser(app, '10.9.9.9');
  if (d.method === 'get') return visitor.get(urlOf(d, params));
  const form = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return visitor.post(d.path, { ...actFields(d), ...form });
};

describe('given every call declared in the contract (contract/calls.ts)', () => {
  for (const [name, d] of declared) {
    if (d.access === 'public') continue;
    it(`${name}: ${d.method.toUpperCase()} ${d.path} refuses a visitor with 401 need_auth, never cached`, async () => {
      const res = await ask(d, CALL_DOCS[name as CallName].exampleParams ?? {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'need_auth' });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });
  }

  for (const [name, d] of declared) {
    const required = requiredParams(d);
    // A call checking its fields by its own rules (accountFieldRules) answers its own codes (a navigation its redirect).
    if (d.access === 'staff' || d.access === 'admin' || required.length === 0 || d.method !== 'get') continue;
    if (d.accountFieldRules) continue;
    const inPath = pathValueNames(d.path);
    const inQuery = required.filter((field) => !inPath.includes(field));
    if (inQuery.length > 0)
      it(`${name}: names each missing or malformed param in a 400 invalid_params (§5)`, async () => {
        const example = CALL_DOCS[name as CallName].exampleParams ?? {};
        const inPathOnly = Object.fromEntries(Object.entries(example).filter(([k]) => inPath.includes(k)));
        const missing = await member.browser.get(urlOf(d, inPathOnly));
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual({
          code: 'invalid_params',
          errors: inQuery.map((field) => ({ field, code: 'required' })),
        });
        const malformed = await member.browser.get(
          // A NUL: malformed whatever the field holds (a number, a text, a dir).
          urlOf(d, { ...inPathOnly, ...Object.fromEntries(inQuery.map((field) => [field, 'x\u0000'])) }),
        );
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toEqual({
          code: 'invalid_params',
          errors: inQuery.map((field) => ({ field, code: 'invalid' })),
        });
      });
    // A file-like path (`missingPath`): a value that names nothing is a missing file, kept briefly by caches.
    if (d.missingPath) {
      const { lifetime } = d.missingPath;
      for (const field of required.filter((f) => inPath.includes(f)))
        it(`${name}: answers a malformed ${field} of its path 404 not_found, cached ${lifetime} s`, async () => {
          const example = CALL_DOCS[name as CallName].exampleParams ?? {};
          const res = await member.browser.get(urlOf(d, { ...example, [field]: 'x\u0000' }));
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ code: 'not_found' });
          expect(res.headers['cache-control']).toMatch(new RegExp(`^public, max-age=${lifetime}\\b`));
        });
      continue;
    }
    for (const field of required.filter((f) => inPath.includes(f)))
      it(`${name}: names a malformed ${field} of its path in a 400 invalid_params, never cached (§5)`, async () => {
        const example = CALL_DOCS[name as CallName].exampleParams ?? {};
        // A NUL: malformed whatever the value holds (an id, a dir, a letter).
        const res = await member.browser.get(urlOf(d, { ...example, [field]: 'x\u0000' }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field, code: 'invalid' }] });
        expect(res.headers['cache-control']).toBe('private, no-store');
      });
  }
});

describe('given the calls that share a POST path, told apart by act', () => {
  const shared = declared.filter(([, d]) => d.act !== undefined);
  const paths = [...new Set(shared.map(([, d]) => d.path))];
  /**
   * The call a path's POST answers when its act field is absent (none: the field is required). A GET of the
   * same path (a member's notifications, their uploader application) is another call, not that default.
   */
  const defaultOf = (path: string) =>
    declared.find(([, d]) => d.path === path && d.method === 'post' && d.act === undefined);

  for (const path of paths.filter((p) => !defaultOf(p))) {
    const field = shared.find(([, d]) => d.path === path)?.[1].actField ?? 'act';
    it(`${path}: names ${field} in a 400 invalid_params when it picks no call, before the access check`, async () => {
      const visitor = new Browser(app, '10.9.9.8');
      const missing = await visitor.post(path, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        code: 'invalid_params',
        errors: [{ field, code: 'required' }],
      });
      const unknown = await visitor.post(path, { [field]: 'no_such_act' });
      expect(unknown.json()).toEqual({ code: 'invalid_params', errors: [{ field, code: 'invalid' }] });
      expect(unknown.headers['cache-control']).toBe('private, no-store');
    });
  }

  const sectioned = [...new Set(shared.filter(([, d]) => d.section !== undefined).map(([, d]) => d.act))];
  it('has an act shared by calls told apart by section', () => expect(sectioned.length).toBeGreaterThan(0));
  for (const act of sectioned) {
    const [, d] = shared.find(([, c]) => c.act === act) as [string, CallDeclaration];
    it(`${d.path} act ${act}: names section in a 400 invalid_params when it picks no call, before the access check`, async () => {
      const visitor = new Browser(app, '10.9.9.7');
      const missing = await visitor.post(d.path, { act: act as string });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        code: 'invalid_params',
        errors: [{ field: 'section', code: 'required' }],
      });
      const unknown = await visitor.post(d.path, { act: act as string, section: 'no_such_section' });
      expect(unknown.json()).toEqual({
        code: 'invalid_params',
        errors: [{ field: 'section', code: 'invalid' }],
      });
    });
  }

  for (const path of paths.filter((p) => defaultOf(p))) {
    const [name, d] = defaultOf(path) as [string, CallDeclaration];
    const field = d.actField ?? 'act';
    // No call of the path is public: a visitor is refused before the field is read.
    const membersOnly = declared.every(([, other]) => other.path !== path || other.access !== 'public');
    it(`${path}: without ${field} is ${name}; an unknown ${field} is a 400 invalid_params, after the access check`, async () => {
      const visitor = new Browser(app, '10.9.9.7');
      const unknown = await visitor.post(path, { [field]: 'no_such_act' });
      expect(unknown.statusCode).toBe(membersOnly ? 401 : 400);
      expect(unknown.json()).toEqual(
        membersOnly
          ? { code: 'need_auth' }
          : { code: 'invalid_params', errors: [{ field, code: 'invalid' }] },
      );
      const named = await member.browser.post(path, { [field]: 'no_such_act' });
      expect(named.statusCode).toBe(400);
      expect(named.json()).toEqual({ code: 'invalid_params', errors: [{ field, code: 'invalid' }] });
      // The default call reads its own params: its required ones are named, not the field.
      const absent = await member.browser.post(path, {});
      expect(absent.statusCode).toBe(400);
      expect(absent.json()).toEqual({
        code: 'invalid_params',
        errors: requiredParams(d).map((param) => ({ field: param, code: 'required' })),
      });
    });
  }
});

describe('given the calls for admins only', () => {
  let moderator: { id: number; browser: Browser };
  beforeAll(async () => {
    moderator = await signedIn(app, t, 'Warden', { role: 'moderator' });
  });

  for (const [name, d] of declared) {
    if (d.access !== 'admin') continue;
    it(`${name}: refuses a moderator with 403 no_permission`, async () => {
      const params = Object.fromEntries(
        Object.entries(CALL_DOCS[name as CallName].exampleParams ?? {}).map(([k, v]) => [k, String(v)]),
      );
      const res =
        d.method === 'get'
          ? await moderator.browser.get(urlOf(d, params))
          : await moderator.browser.post(d.path, { ...actFields(d), ...params });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'no_permission' });
    });
  }
});

describe('given the calls with text params (texts)', () => {
  for (const [name, d] of declared) {
    if (d.access !== 'member') continue;
    for (const [field, { min, max }] of Object.entries(textRules(d))) {
      if (min === undefined || max === undefined) continue;
      it(`${name}: a ${field} too short answers min_max_length with the schema's bounds (§5)`, async () => {
        const params = Object.fromEntries(
          Object.entries(CALL_DOCS[name as CallName].exampleParams ?? {}).map(([k, v]) => [k, String(v)]),
        );
        const form = {
          ...actFields(d),
          ...params,
          [field]: 'x'.repeat(Math.max(1, min - 1)),
        };
        const res = await member.browser.post(d.path, form);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'invalid_params',
          errors: [{ field, code: 'min_max_length', params: { min, max } }],
        });
      });
    }
  }
});

describe('given the multipart calls (files)', () => {
  for (const [name, d] of declared) {
    const [file] = Object.keys(d.files ?? {});
    if (file === undefined) continue;
    it(`${name}: names a text part where its file ${file} belongs, and a file part it takes not, in a 400 invalid_params`, async () => {
      const form = new FormData();
      const params = { ...actFields(d), ...CALL_DOCS[name as CallName].exampleParams };
      for (const [key, value] of Object.entries(params)) form.append(key, String(value));
      form.append(file, 'not a file');
      form.append('stray', new Blob(['GIF89a'], { type: 'image/gif' }), 'stray.gif');
      const res = await member.browser.request({
        method: 'POST',
        url: d.path,
        headers: { 'x-csrf-token': await member.browser.csrf() },
        payload: form,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_params',
        errors: expect.arrayContaining([
          { field: file, code: 'invalid_file_type' },
          { field: 'stray', code: 'invalid' },
        ]),
      });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });
  }
});

describe('given a cached path', () => {
  it('refuses a text value its schema would rewrite (one answer, one path): 400 on it, never cached', async () => {
    const d: CallDeclaration = CALLS['suggester.letter'];
    const res = await member.browser.get(d.path.replace('{lifetime}', '86400').replace('{letter}', 'G'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'letter', code: 'invalid' }] });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await member.browser.get(callUrl('suggester.letter', { letter: 'G' }))).statusCode).toBe(200);
  });

  it('sends an answer of JSON text (JsonText) as it is, as JSON, cached for its path', async () => {
    const res = await new Browser(app, '10.9.9.7').get(callUrl('channels.list', {}, { lifetime: 600 }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=60');
    expect(res.json()).toEqual({ channels: [], total_count: 0, code: 'channels_not_found' });
  });
});

describe('given a call whose lifetime depends on its params (lifetimeOf)', () => {
  const visitor = () => new Browser(app, '10.9.9.6');
  const thread = { section: 'video', object_id: 424242 } as const;

  it('takes the declared lifetime and the fresh one (0), and refuses any other with 400 on lifetime', async () => {
    // An unknown object: the lifetime is checked before the handler looks (404 once it is taken).
    expect((await visitor().get(callUrl('comments.list', thread))).statusCode).toBe(404);
    expect((await visitor().get(callUrl('comments.list', { ...thread, fresh: true }))).statusCode).toBe(404);
    const other = await visitor().get(callUrl('comments.list', thread, { lifetime: 3600 }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'lifetime', code: 'invalid' }],
    });
    expect(other.headers['cache-control']).toBe('private, no-store');
  });

  it('never reads an unsent param from the query: the path says what was asked', async () => {
    const url = callUrl('playlists.list', {});
    expect(url).toBe('/api/json/playlists/86400/latest-updates/80/all.1.str.0.json');
    const res = await visitor().get(`${url}?fresh=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
  });
});

describe('given a fixed path with its lifetime in the query (lifetimeParam)', () => {
  it('requires the lifetime and checks it as a path lifetime', async () => {
    const visitor = new Browser(app, '10.9.9.5');
    for (const query of [
      'video_id=424242',
      'video_id=424242&lifetime=x',
      'video_id=424242&lifetime=0&lifetime=1',
    ]) {
      const res = await visitor.get(`/api/videofile.php?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_params',
        errors: [{ field: 'lifetime', code: 'invalid' }],
      });
    }
    expect((await visitor.get(callUrl('videos.file', { video_id: 424242 }))).statusCode).toBe(404);
  });
});
