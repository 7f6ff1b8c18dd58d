import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLES, takeNavigations } from '../calls/samples.js';
import { createApiClient } from '../client.js';
import { UPLOAD_STATUSES } from '../contract/values.js';
import { createMockApi } from '../testing/mock-api.js';
import { buildOpenApiDocument, OPERATION_ALIASES, OPERATIONS } from './index.js';

type Json = Record<string, unknown>;
interface Op {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: Json;
  responses: Record<string, Json & { description?: string; headers?: Json }>;
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

type BodyContent = Record<string, { schema: { oneOf: Json[] } }>;
const bodyContent = (op: Op | undefined): BodyContent =>
  ((op?.requestBody ?? { content: {} }) as { content: BodyContent }).content;

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
    expect(signup?.['x-client-functions']).toEqual(['auth.signup', 'auth.restore', 'auth.reset']);
    const body = JSON.stringify(signup?.requestBody);
    for (const act of ['"signup"', '"restore"', '"reset"']) expect(body).toContain(act);
  });

  it('documents the tus protocol of the video bytes: creation, PATCH and HEAD', () => {
    const create = doc.paths['/api/tus/']?.post as Op & { 'x-client'?: string };
    expect(create['x-client']).toBe('tus-js-client');
    expect(create).not.toHaveProperty('x-client-functions');
    expect(create.requestBody).toBeUndefined();
    expect(create.parameters).toEqual([
      expect.objectContaining({ name: 'Tus-Resumable', in: 'header', required: true }),
      expect.objectContaining({ name: 'Upload-Length', in: 'header', required: true }),
      expect.objectContaining({ name: 'Upload-Metadata', in: 'header', required: true }),
      expect.objectContaining({ name: 'x-csrf-token', in: 'header', required: true }),
    ]);
    expect(JSON.stringify(create.parameters?.[1])).toContain(`"maximum":${10 * 1024 ** 3}`);
    expect(Object.keys(create.responses)).toEqual(['201', '400', '401', '413', '429', 'default']);
    expect(create.responses['201']?.headers).toHaveProperty('Location');
    for (const [status, code] of [
      ['400', 'bad_filename'],
      ['401', 'need_auth'],
      ['413', 'size_limit'],
      ['429', 'too_many_uploads'],
    ]) {
      expect(create.responses[status ?? '']?.description).toContain(`\`${code}\``);
      expect(JSON.stringify(create.responses[status ?? ''])).toContain('#/components/schemas/ErrorResponse');
    }

    const patch = doc.paths['/api/tus/{upload_id}']?.patch;
    expect(patch?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual([
      'path upload_id',
      'header Tus-Resumable',
      'header Upload-Offset',
      'header x-csrf-token',
    ]);
    expect(Object.keys(bodyContent(patch))).toEqual(['application/offset+octet-stream']);
    expect(patch?.responses['204']?.headers).toHaveProperty('Upload-Offset');

    const head = doc.paths['/api/tus/{upload_id}']?.head;
    expect(head?.parameters?.map((p) => p.name)).toEqual(['upload_id', 'Tus-Resumable']);
    expect(Object.keys((head?.responses['200']?.headers as Json) ?? {})).toEqual(
      expect.arrayContaining(['Upload-Offset', 'Upload-Length']),
    );
    expect(head?.responses.default).not.toHaveProperty('content');
  });

  it('documents act 1 as a form with the upload id and act 5 as multipart with poster or screenshot', () => {
    const edit = doc.paths['/api/video_edit.php']?.post;
    // The form acts are declared in contract/video-calls.ts, act 5 (multipart) in contract/upload-calls.ts.
    expect(edit?.['x-client-functions']).toEqual([
      'uploads.check',
      'videos.remove',
      'videos.togglePrivacy',
      'videos.readd',
      'uploads.info',
    ]);
    const content = bodyContent(edit);
    // A media type with one body has it as its schema, else a oneOf of the acts' bodies.
    const bodies = (type: string): Json[] => {
      const schema = content[type]?.schema as { oneOf?: Json[] } | undefined;
      return schema?.oneOf ?? (schema ? [schema as Json] : []);
    };
    const act = (type: string, value: string) =>
      bodies(type).find((b) => JSON.stringify(b).includes(`"act":{"type":"string","const":"${value}"}`)) as
        | { properties: Json; required: string[] }
        | undefined;
    const check = act('application/x-www-form-urlencoded', '1');
    expect(check?.required).toEqual(['act', 'upload_id']);
    expect(act('multipart/form-data', '1')).toBeUndefined();
    const info = act('multipart/form-data', '5');
    expect(Object.keys(info?.properties ?? {})).toEqual(
      expect.arrayContaining(['upload_id', 'exclusive', 'poster', 'screenshot']),
    );
    expect(info?.required).not.toContain('poster');
    expect(info?.required).not.toContain('screenshot');
    for (const code of ['corrupted_file', 'duplicate_video', 'too_short', 'too_long']) {
      expect(edit?.description).toContain(`\`${code}\``);
    }
  });

  it("documents the member's uploads as an uncached read and the review as a write", () => {
    const list = doc.paths['/api/uploads.php']?.get;
    expect(list).not.toHaveProperty('x-lifetime');
    expect(list?.parameters).toEqual([
      expect.objectContaining({ name: 'upload_id', in: 'query', required: false }),
    ]);
    expect(JSON.stringify(doc.components.schemas.UploadsListResponse)).toContain(
      '#/components/schemas/UploadState',
    );
    expect(
      (doc.components.schemas.UploadState as { properties: { status: Json } }).properties.status,
    ).toEqual({
      type: 'string',
      enum: [...UPLOAD_STATUSES],
    });
    const review = doc.paths['/api/moderation.php']?.post;
    // The review acts first, then the console's (#12, openapi/moderation-operations.ts).
    expect(review?.['x-client-functions']?.slice(0, 3)).toEqual([
      'moderation.approve',
      'moderation.reject',
      'moderation.takedown',
    ]);
    expect(review?.parameters).toEqual([expect.objectContaining({ name: 'x-csrf-token', in: 'header' })]);
    const bodies = bodyContent(review)['application/x-www-form-urlencoded']?.schema.oneOf;
    expect(bodies?.slice(0, 2).map((b) => (b as { required: string[] }).required)).toEqual([
      ['act', 'video_id'],
      ['act', 'video_id', 'reason'],
    ]);
    for (const name of [
      'takedown',
      'restore',
      'sanction',
      'role',
      'setting',
      'age_policy',
      'word_add',
      'assign',
      'reply',
    ]) {
      expect(JSON.stringify(bodies)).toContain(`"const":"${name}"`);
    }
    const queue = doc.paths['/api/moderation/queue.php']?.get;
    expect(queue).not.toHaveProperty('x-lifetime');
    expect(queue?.description).toContain('403 `no_permission`');
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
