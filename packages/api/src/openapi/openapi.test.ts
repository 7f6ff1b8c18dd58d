import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLES, takeNavigations } from '../calls/samples.js';
import { createApiClient } from '../client.js';
import { createMockApi } from '../testing/mock-api.js';
import { buildOpenApiDocument, OPERATION_ALIASES, OPERATIONS } from './index.js';

type Json = Record<string, unknown>;
interface Op {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: Json;
  responses: Record<string, Json>;
  description?: string;
  'x-client-functions': string[];
}
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const doc = buildOpenApiDocument(pkg.version) as {
  openapi: string;
  paths: Record<string, Record<string, Op>>;
  components: { schemas: Json };
};

function templateRegex(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z_]+\}/g, '([^/]+?)');
  return new RegExp(`^${escaped}$`);
}

function findOperation(method: string, pathname: string): { template: string; op: Op } | undefined {
  for (const [template, item] of Object.entries(doc.paths)) {
    const op = item[method.toLowerCase()];
    if (op && templateRegex(template).test(pathname)) return { template, op };
  }
  return undefined;
}

describe('given the generated OpenAPI document', () => {
  it('is OpenAPI 3.1 with the components of §3', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const name of [
      'VideoCard',
      'VideoDetail',
      'ModelCard',
      'ModelDetail',
      'ChannelCard',
      'MemberProfile',
      'Playlist',
      'Comment',
      'Dialog',
      'Message',
      'Category',
      'SessionUser',
      'AppSettings',
      'Notification',
      'SliderVideo',
      'ErrorResponse',
    ]) {
      expect(doc.components.schemas).toHaveProperty(name);
    }
  });

  for (const sample of SAMPLES) {
    it(`documents the call of ${sample.fn} (${sample.method} ${sample.url.split('?')[0]})`, async () => {
      const mock = createMockApi();
      await sample.call(mock.api);
      const sent = mock.calls.at(-1) ?? {
        method: 'GET',
        url: takeNavigations().at(-1) ?? '',
        body: undefined,
      };
      const url = new URL(sent.url, 'http://site.test');
      const found = findOperation(sent.method, url.pathname);
      expect(found, `no operation for ${sent.method} ${url.pathname}`).toBeDefined();
      const declared = new Set(
        (found?.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      );
      for (const key of url.searchParams.keys()) expect(declared).toContain(key);
      const act =
        typeof sent.body === 'string'
          ? new URLSearchParams(sent.body).get('act')
          : sent.body?.find(([k]) => k === 'act')?.[1];
      if (act) expect(JSON.stringify(found?.op.requestBody)).toContain(`"${act}"`);
    });
  }

  it('names an operation (or the operation it shares) for every client function', () => {
    const ids = new Set(OPERATIONS.map((op) => op.id));
    const functions = Object.entries(createApiClient()).flatMap(([group, calls]) =>
      Object.keys(calls as object).map((fn) => `${group}.${fn}`),
    );
    for (const fn of functions) expect(ids.has(fn) || ids.has(OPERATION_ALIASES[fn] ?? ''), fn).toBe(true);
  });

  it('documents the navigations as redirects, not JSON answers', () => {
    const confirm = doc.paths['/api/confirm.php']?.get;
    expect(Object.keys(confirm?.responses ?? {})).toEqual(['303', 'default']);
    expect(confirm?.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'query', required: true }),
    ]);
    expect(Object.keys(doc.paths['/api/login.g.php']?.get?.responses ?? {})).toEqual(['302', 'default']);
  });

  it('documents the session calls: logout as a write, csrf and captcha as uncached reads', () => {
    const logout = doc.paths['/api/logout.php']?.post;
    expect(logout?.parameters).toEqual([expect.objectContaining({ name: 'x-csrf-token', in: 'header' })]);
    expect(logout?.requestBody).toBeUndefined();
    const csrf = doc.paths['/api/csrf.php']?.get;
    expect(csrf).not.toHaveProperty('x-lifetime');
    expect(csrf?.description).toContain('csrf_token');
    expect(csrf?.description).toContain('x-csrf-token');
    expect(JSON.stringify(doc.paths['/api/captcha.php']?.get?.responses)).toContain(
      '#/components/schemas/CaptchaChallenge',
    );
    expect(doc.components.schemas).toHaveProperty('CaptchaChallenge');
  });

  it('documents act reset among the bodies of /api/signup.php', () => {
    const signup = doc.paths['/api/signup.php']?.post;
    expect(signup?.['x-client-functions']).toEqual(['auth.signup']);
    const body = JSON.stringify(signup?.requestBody);
    for (const act of ['"signup"', '"restore"', '"reset"']) expect(body).toContain(act);
  });

  it('declares every templated path parameter, and only those', () => {
    for (const [template, item] of Object.entries(doc.paths)) {
      const names = [...template.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(item)) {
        const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(pathParams.sort(), template).toEqual([...names].sort());
      }
    }
  });

  it('resolves every $ref to a component', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([A-Za-z]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(refs.length).toBeGreaterThan(40);
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty(ref);
  });

  it('is what the package ships as openapi.json (run the build to refresh it)', () => {
    const shipped = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
    expect(shipped).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
