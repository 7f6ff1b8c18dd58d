import {
  CALL_DOCS,
  CALLS,
  type CallDeclaration,
  type CallName,
  fillPath,
  pathValueNames,
  requiredParams,
  textRules,
} from '@site/api';
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
  return d.method === 'get' && query ? `${path}?${query}` : path;
};
/** A visitor's request: a GET, or a POST with its `act` and the CSRF token, as the site's client sends it. */
const ask = (d: CallDeclaration, params: Record<string, string | number>) => {
  const visitor = new Browser(app, '10.9.9.9');
  if (d.method === 'get') return visitor.get(urlOf(d, params));
  const form = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return visitor.post(d.path, d.act ? { act: d.act, ...form } : form);
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
    if (d.access === 'staff' || d.access === 'admin' || required.length === 0 || d.method !== 'get') continue;
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
          urlOf(d, { ...inPathOnly, ...Object.fromEntries(inQuery.map((field) => [field, 'x%00'])) }),
        );
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toEqual({
          code: 'invalid_params',
          errors: inQuery.map((field) => ({ field, code: 'invalid' })),
        });
      });
    for (const field of required.filter((f) => inPath.includes(f)))
      it(`${name}: names a malformed ${field} of its path in a 400 invalid_params, never cached (§5)`, async () => {
        const example = CALL_DOCS[name as CallName].exampleParams ?? {};
        const res = await member.browser.get(urlOf(d, { ...example, [field]: 'x' }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field, code: 'invalid' }] });
        expect(res.headers['cache-control']).toBe('private, no-store');
      });
  }
});

describe('given the calls that share a POST path, told apart by act', () => {
  const shared = declared.filter(([, d]) => d.act !== undefined);
  const paths = [...new Set(shared.map(([, d]) => d.path))];

  for (const path of paths) {
    it(`${path}: names act in a 400 invalid_params when it picks no call, before the access check`, async () => {
      const visitor = new Browser(app, '10.9.9.8');
      const missing = await visitor.post(path, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        code: 'invalid_params',
        errors: [{ field: 'act', code: 'required' }],
      });
      const unknown = await visitor.post(path, { act: 'no_such_act' });
      expect(unknown.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'act', code: 'invalid' }] });
      expect(unknown.headers['cache-control']).toBe('private, no-store');
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
          : await moderator.browser.post(d.path, d.act ? { act: d.act, ...params } : params);
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
          ...(d.act ? { act: d.act } : {}),
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
