import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { formBody, multipartBody } from './core.js';
import { xhrUploadTransport } from './upload.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('given the request core', () => {
  it('sends reads and writes with same-origin credentials', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json({ code: 'success' }));
    const api = createApiClient({ fetch });
    await api.payments.status().catch(() => {});
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('reads the CSRF token from a getter at every write, and never sends it on reads', async () => {
    let token = 'first';
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('.php')
        ? json({ code: 'success', state: 'request_sent' })
        : json({ videos: [], total_count: 0, code: 'success' }),
    );
    const api = createApiClient({ fetch, csrfToken: () => token, headers: { cookie: 'sid=1' } });
    await api.actions.addFriend({ object_id: 2 });
    token = 'second';
    await api.actions.addFriend({ object_id: 2 });
    await api.videos.list();
    const headers = fetch.mock.calls.map((c) => c[1]?.headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ 'x-csrf-token': 'first', cookie: 'sid=1' });
    expect(headers[1]).toMatchObject({ 'x-csrf-token': 'second' });
    expect(headers[2]).toEqual({ accept: 'application/json', cookie: 'sid=1' });
  });

  it('sends no CSRF header when there is no token', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      json({ code: 'success', state: 'request_sent' }),
    );
    await createApiClient({ fetch, csrfToken: () => null }).actions.addFriend({ object_id: 2 });
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('x-csrf-token');
  });

  it('falls back to fetch for multipart where XMLHttpRequest is missing, reporting 0 and 100 percent', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      json({ code: 'success', avatar: '/a.jpg' }),
    );
    const onProgress = vi.fn();
    const api = createApiClient({ fetch, csrfToken: 't' });
    const res = await api.uploads.avatar({ imgfile: new Blob(['x'], { type: 'image/png' }) }, { onProgress });
    expect(res.avatar).toBe('/a.jpg');
    expect(fetch.mock.calls[0]?.[1]?.body).toBeInstanceOf(FormData);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-csrf-token': 't' });
    expect(onProgress.mock.calls.map(([p]) => p.percent)).toEqual([0, 100]);
  });

  it('encodes form fields in order: arrays comma-joined, booleans 1/0, empty values left out', () => {
    expect(
      formBody({ a: 'x y', b: 2, c: true, d: false, e: undefined, f: null, g: ['p', 'q'] }).toString(),
    ).toBe('a=x+y&b=2&c=1&d=0&g=p%2Cq');
    const form = multipartBody({ a: 1, file: new Blob(['z']), skip: undefined });
    expect([...form.keys()]).toEqual(['a', 'file']);
  });

  it('maps a 5xx answer without a contract body to general_error on writes too', async () => {
    const fetch = vi.fn(async () => new Response('oops', { status: 503 }));
    await expect(createApiClient({ fetch }).actions.addFriend({ object_id: 2 })).rejects.toMatchObject({
      code: 'general_error',
      status: 503,
    });
  });
});

describe('given the XMLHttpRequest upload transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports upload progress events as percents and resolves with the answer', async () => {
    const sent: { headers: Record<string, string>; body: unknown; method: string; url: string }[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: {
        onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private req = {
        headers: {} as Record<string, string>,
        body: undefined as unknown,
        method: '',
        url: '',
      };
      open(method: string, url: string) {
        this.req.method = method;
        this.req.url = url;
      }
      setRequestHeader(k: string, v: string) {
        this.req.headers[k] = v;
      }
      abort() {
        this.onabort?.();
      }
      send(body: unknown) {
        this.req.body = body;
        sent.push(this.req);
        for (const loaded of [25, 75, 200])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 200 });
        this.status = 200;
        this.responseText = '{"code":"success","cover":"/c.jpg"}';
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const api = createApiClient({ csrfToken: 'tok', baseUrl: 'https://site.example' });
    const res = await api.uploads.cover({ imgfile: new Blob(['x']) }, { onProgress });
    expect(res.cover).toBe('/c.jpg');
    expect(onProgress.mock.calls.map(([p]) => p.percent)).toEqual([12, 37, 100]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://site.example/api/member.php' });
    expect(sent[0]?.headers).toMatchObject({ 'x-csrf-token': 'tok', accept: 'application/json' });
  });

  it('rejects with AbortError when the signal aborts', async () => {
    class HangingXhr {
      upload = { onprogress: null };
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {}
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', HangingXhr);
    const controller = new AbortController();
    const pending = xhrUploadTransport({
      url: '/x',
      method: 'POST',
      headers: {},
      body: new FormData(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
