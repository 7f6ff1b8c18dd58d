import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLES, takeNavigations } from '../calls/samples.js';
import { createMockApi } from '../testing/mock-api.js';
import { buildOpenApiDocument } from './index.js';

type Json = Record<string, unknown>;
interface Op {
  parameters?: { name: string; in: string }[];
  requestBody?: Json;
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
