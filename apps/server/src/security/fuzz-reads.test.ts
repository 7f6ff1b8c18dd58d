import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bucketOf } from '@site/api';
import { OPERATIONS, type Operation, type Parameter } from '@site/api/openapi';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MEDIA_GATE_PREFIX } from '../media/urls.js';
import { encodeBytes, HOSTILE_STRINGS, hostileString } from './hostile.js';
import { changedTables, closeWorld, expectErrorShape, fingerprint, openWorld, type World } from './world.js';

/**
 * Property-based fuzzing of every read of the contract (issue #11): each path and query parameter of each
 * GET operation of OPERATIONS gets hostile values, as do the media, language and static paths. Never a
 * 5xx; a refusal in the §8 shape; a success in the contract's shape; nothing stored; no file outside the
 * served folders ever comes back.
 */

/** Runs per property; FUZZ_RUNS=200 for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

/** Text that is in files a path traversal could reach, never in an answer. */
const CANARY = 'canary-7f3e-outside-the-media-folder';
const LEAKS = [CANARY, 'root:x:0:0', '"@site/server"', 'SESSION_SECRET', 'BEGIN PRIVATE KEY'];

let w: World;
let last: Record<string, string>;

beforeAll(async () => {
  w = await openWorld();
  writeFileSync(join(w.t.dataDir, 'canary.txt'), CANARY);
  writeFileSync(join(w.t.dataDir, 'secret.key'), CANARY);
  last = await fingerprint(w.t.db);
});
afterAll(() => closeWorld(w));

const reads = OPERATIONS.filter((op) => op.method === 'get');

/** A legal value of a parameter from its schema (the first enum value, the least number…). */
function legal(p: Parameter, op: Operation): string {
  if (p.name === 'lifetime') return String(typeof op.lifetime === 'number' ? op.lifetime : 0);
  if (/(^|_)id$/.test(p.name) && p.name !== 'upload_id') return p.name === 'object_id' ? '0' : String(w.a.id);
  const def = (p.schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'enum') return String(Object.values(def.entries as Record<string, string>)[0]);
  if (def.type === 'literal') return String((def.values as unknown[])[0]);
  if (def.type === 'number') {
    const min = (p.schema as unknown as { minValue: number | null }).minValue;
    return String(Math.max(min ?? 1, 1));
  }
  if (def.type === 'union') return '0';
  return p.name === 'upload_id' ? w.uploadOfA : 'sunsets';
}

/** The URL of a GET operation with these parameter values (path template filled, query appended). */
function urlOf(op: Operation, values: Record<string, string>): string {
  const params = op.parameters ?? [];
  const filled = op.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    if (name === 'bucket') {
      const idName = params.find((p) => p.in === 'path' && /(_id|_dir)$/.test(p.name))?.name;
      const ident = idName ? (values[idName] ?? '0') : '0';
      return encodeBytes(/^\d+$/.test(ident) ? bucketOf(Number(ident)) : bucketOf(ident));
    }
    return encodeBytes(values[name] ?? '');
  });
  const query = params
    .filter((p) => p.in === 'query' && values[p.name] !== undefined)
    .map((p) => `${encodeBytes(p.name)}=${encodeBytes(values[p.name] as string)}`);
  const extra = Object.entries(values)
    .filter(([k]) => k.startsWith('?'))
    .map(([k, v]) => `${encodeBytes(k.slice(1))}=${encodeBytes(v)}`);
  const all = [...query, ...extra];
  return all.length ? `${filled}?${all.join('&')}` : filled;
}

function legalValues(op: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const p of op.parameters ?? []) {
    if (p.in === 'header' || p.name === 'bucket') continue;
    if (p.in === 'query' && !p.required) continue;
    values[p.name] = legal(p, op);
  }
  if (op.id === 'models.get') values.prefix = (values.model_dir ?? 'su').slice(0, 2);
  if (op.id === 'channels.get') values.letter = (values.channel_dir ?? 's').charAt(0);
  return values;
}

function expectNoLeak(res: LightMyRequestResponse, what: string) {
  for (const leak of LEAKS) expect(res.body.includes(leak), `${what} leaked ${leak}`).toBe(false);
}

async function checkRead(res: LightMyRequestResponse, what: string, response?: z.ZodType) {
  expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expectNoLeak(res, what);
  if (res.statusCode >= 400) expectErrorShape(res, what);
  else if (response && res.statusCode === 200 && /json/.test(String(res.headers['content-type']))) {
    const parsed = response.safeParse(res.json());
    expect(parsed.success, `${what} → ${res.body.slice(0, 300)}`).toBe(true);
  }
}

/** Reads store nothing: checked once after each property (a changed table names the operation). */
async function expectNothingStored(what: string) {
  const after = await fingerprint(w.t.db);
  expect(changedTables(last, after), `${what} is a read but changed`).toEqual([]);
  last = after;
}

describe('the read fuzz cases', () => {
  it('can build a legal URL of every read of the contract, answered without an error of the server', async () => {
    expect(reads.length).toBeGreaterThan(20);
    for (const op of reads) {
      const url = urlOf(op, legalValues(op));
      expect(url, op.id).not.toMatch(/\{|\}/);
      const res = await w.b.browser.get(url);
      expect(res.statusCode, `${op.id} ${url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

describe.each(reads.map((op) => [op.id, op] as const))('given hostile parameters of %s', (_id, op) => {
  const names = (op.parameters ?? [])
    .filter((p) => p.in !== 'header' && p.name !== 'bucket')
    .map((p) => p.name);
  it('never answers 5xx, answers §8 or the contract, stores nothing, leaks nothing', async () => {
    const base = legalValues(op);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names, '?__proto__', '?constructor', '?s'),
        hostileString,
        fc.boolean(),
        fc.constantFrom('b', 'visitor', 'admin'),
        async (name, value, raw, who) => {
          const values = { ...base, [name]: value };
          let url = urlOf(op, values);
          // Sometimes the value as an attacker types it: unescaped dots, slashes and percents in the path.
          if (raw && /^[\x21-\x7e]*$/.test(value) && !name.startsWith('?'))
            url = url.replace(encodeBytes(value), value.replace(/[#?]/g, ''));
          const browser = who === 'visitor' ? w.visitor() : w[who as 'b' | 'admin'].browser;
          const res = await browser.get(url);
          await checkRead(res, `${op.id} ${url.slice(0, 200)}`, op.response);
        },
      ),
      { numRuns: RUNS },
    );
    await expectNothingStored(op.id);
  });

  it('answers a NUL byte in each parameter without a 5xx (PostgreSQL refuses NUL in text)', async () => {
    const base = legalValues(op);
    for (const name of names) {
      const url = urlOf(op, { ...base, [name]: 'a\u0000b' });
      await checkRead(await w.admin.browser.get(url), `${op.id} ${url}`, op.response);
    }
    await expectNothingStored(op.id);
  });

  if (names.some((n) => (op.parameters ?? []).find((p) => p.name === n)?.in === 'query'))
    it('refuses a query parameter given twice or as an array without a 5xx', async () => {
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'query')) {
        const url = urlOf(op, legalValues(op));
        const sep = url.includes('?') ? '&' : '?';
        for (const extra of [`${p.name}=1&${p.name}=2`, `${p.name}[]=1&${p.name}[]=2`, `${p.name}[a]=1`]) {
          const res = await w.admin.browser.get(`${url}${sep}${extra}`);
          await checkRead(res, `${op.id} ${url}${sep}${extra}`, op.response);
        }
      }
      await expectNothingStored(op.id);
    });
});

/** The paths outside the API: media (static and gated), the language files, assets. */
const STATIC = [
  (v: string) => `/media/${v}`,
  (v: string) => `/media/private/${v}`,
  (v: string) => `${MEDIA_GATE_PREFIX}${v}`,
  (v: string) => `${MEDIA_GATE_PREFIX}1/${v}/index.m3u8`,
  // The chosen download quality (#32 item 8): read as a rung's name only, never as a path.
  (v: string) => `${MEDIA_GATE_PREFIX}1/p/master.m3u8?download=1&quality=${v}`,
  (v: string) => `/langs/json/${v}.json`,
  (v: string) => `/langs/json/en.json?v=${v}`,
  (v: string) => `/assets/${v}`,
  (v: string) => `/api/${v}`,
];

const TRAVERSALS = [
  '../canary.txt',
  '..%2Fcanary.txt',
  '..%2fcanary.txt',
  '%2e%2e/canary.txt',
  '%2e%2e%2fcanary.txt',
  '..%252Fcanary.txt',
  '..\\canary.txt',
  '..%5Ccanary.txt',
  '....//canary.txt',
  '%c0%ae%c0%ae/canary.txt',
  '../secret.key',
  '../../secret.key',
  '../../../../../../etc/passwd',
  '..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '/etc/passwd',
  '%2Fetc%2Fpasswd',
  'canary.txt%00.jpg',
  '..%00/canary.txt',
  '..;/canary.txt',
  '../../package',
  '..%2F..%2F..%2Fpackage',
  '..%2F..%2Flangs%2Fen%2Fui',
];

describe('given hostile media, language and static paths', () => {
  it.each(STATIC.map((f) => [f('{v}'), f] as const))(
    '%s never serves a file outside its folder',
    async (_l, f) => {
      for (const v of TRAVERSALS) {
        const res = await w.b.browser.get(f(v));
        expect(res.statusCode, `${f(v)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(res.statusCode, `${f(v)} → ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(300);
        expectNoLeak(res, f(v));
      }
    },
  );

  it.each(STATIC.map((f) => [f('{v}'), f] as const))(
    '%s answers any hostile name without a 5xx',
    async (_l, f) => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostileString, fc.constantFrom(...HOSTILE_STRINGS)), async (v) => {
          const url = f(encodeBytes(v));
          const res = await w.visitor().get(url);
          expect(res.statusCode, `${url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expectNoLeak(res, url);
          if (res.statusCode >= 400 && /json/.test(String(res.headers['content-type'])))
            expectErrorShape(res, url);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
