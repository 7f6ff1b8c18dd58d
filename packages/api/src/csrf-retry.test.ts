import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { CALLS } from './contract/calls.js';
import { ENDPOINTS } from './contract/paths.js';
import type { ApiClientOptions } from './core.js';
import { ApiError } from './errors.js';
import type { UploadRequest } from './upload.js';

const CSRF_PATH = CALLS['auth.csrf'].path;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const refused = () => json({ code: 'invalid_csrf' }, 403);
const friendAnswer = { code: 'success', state: 'request_sent' };

/** One request as the fake server saw it. */
interface Seen {
  method: string;
  url: string;
  token: string | undefined;
  body: unknown;
}

/**
 * A fake server: GET /api/csrf.php answers `fresh` and sets the "cookie" the client's getter reads (as the
 * browser does); every write is answered by `write`, given the token it carried and its index.
 */
function fakeServer(write: (token: string | undefined, index: number) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const jar = { cookie: 'stale' as string | null };
  let writes = 0;
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    seen.push({ method: init.method ?? 'GET', url, token: headers['x-csrf-token'], body: init.body });
    if (url === CSRF_PATH) {
      jar.cookie = 'fresh';
      return json({ code: 'success', token: 'fresh' });
    }
    if ((init.method ?? 'GET') === 'GET') return json({ code: 'invalid_csrf' }, 403);
    return write(headers['x-csrf-token'], writes++);
  });
  const client = (options: ApiClientOptions = {}) =>
    createApiClient({ fetch, csrfToken: () => jar.cookie, ...options });
  const csrfFetches = () => seen.filter((s) => s.url === CSRF_PATH).length;
  return { fetch, seen, jar, client, csrfFetches };
}

/** The server of a fresh visit: it refuses any write that does not carry the fresh token. */
const freshOnly = (token: string | undefined) => (token === 'fresh' ? json(friendAnswer) : refused());

describe('given a write refused for its CSRF token (403 invalid_csrf)', () => {
  it('fetches /api/csrf.php once and sends the same write again with the new token, answering its answer', async () => {
    const server = fakeServer(freshOnly);
    await expect(server.client().actions.addFriend({ object_id: 2 })).resolves.toEqual(friendAnswer);
    expect(server.seen.map((s) => [s.method, s.url, s.token])).toEqual([
      ['POST', ENDPOINTS.member, 'stale'],
      ['GET', CSRF_PATH, undefined],
      ['POST', ENDPOINTS.member, 'fresh'],
    ]);
    expect(server.seen[2]?.body).toBe(server.seen[0]?.body);
    expect(server.seen[2]?.body).toBe('act=add_friend&object_id=2');
  });

  it('sends the token the server answered when csrfToken cannot give a new one (a fixed string)', async () => {
    const server = fakeServer(freshOnly);
    await expect(server.client({ csrfToken: 'stale' }).actions.addFriend({ object_id: 2 })).resolves.toEqual(
      friendAnswer,
    );
    expect(server.seen.map((s) => s.token)).toEqual(['stale', undefined, 'fresh']);
  });

  it('throws a second refusal as ApiError invalid_csrf, without asking again', async () => {
    const server = fakeServer(() => refused());
    const error = await server
      .client()
      .actions.addFriend({ object_id: 2 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_csrf', status: 403 });
    expect(server.seen.map((s) => s.method)).toEqual(['POST', 'GET', 'POST']);
    expect(server.csrfFetches()).toBe(1);
  });

  it('does not retry any other error', async () => {
    const answers = [
      json({ code: 'no_permission' }, 403),
      json({ code: 'need_auth' }, 401),
      json({ code: 'invalid_csrf' }, 200),
      new Response('oops', { status: 503 }),
    ];
    for (const answer of answers) {
      const server = fakeServer(() => answer);
      const error = await server
        .client()
        .actions.addFriend({ object_id: 2 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(server.seen).toHaveLength(1);
    }
  });

  it('never retries a GET, even one refused as invalid_csrf', async () => {
    const server = fakeServer(freshOnly);
    await expect(server.client().videos.list()).rejects.toMatchObject({ code: 'invalid_csrf', status: 403 });
    expect(server.seen.map((s) => s.method)).toEqual(['GET']);
  });

  it('makes one csrf fetch for writes refused at the same time', async () => {
    const server = fakeServer(freshOnly);
    // The token arrives only after both refusals are in, so both writes wait for the same fetch.
    const slowCsrf = server.fetch.getMockImplementation();
    server.fetch.mockImplementation(async (url, init) => {
      if (url === CSRF_PATH) await new Promise((resolve) => setTimeout(resolve, 20));
      return slowCsrf?.(url, init) ?? refused();
    });
    const api = server.client();
    await expect(
      Promise.all([api.actions.addFriend({ object_id: 2 }), api.actions.addFriend({ object_id: 3 })]),
    ).resolves.toEqual([friendAnswer, friendAnswer]);
    expect(server.csrfFetches()).toBe(1);
    expect(server.seen.filter((s) => s.method === 'POST').map((s) => s.token)).toEqual([
      'stale',
      'stale',
      'fresh',
      'fresh',
    ]);
  });

  it('sends a refused multipart upload again, the same FormData with the new token', async () => {
    const server = fakeServer(freshOnly);
    const uploads: UploadRequest[] = [];
    const upload = vi.fn(async (request: UploadRequest) => {
      uploads.push(request);
      return request.headers['x-csrf-token'] === 'fresh'
        ? { status: 200, text: JSON.stringify({ code: 'success', avatar: '/a.jpg' }) }
        : { status: 403, text: JSON.stringify({ code: 'invalid_csrf' }) };
    });
    const file = new Blob(['x'], { type: 'image/png' });
    const answer = await server.client({ upload }).uploads.avatar({ imgfile: file });
    expect(answer).toEqual({ code: 'success', avatar: '/a.jpg' });
    expect(uploads.map((u) => u.headers['x-csrf-token'])).toEqual(['stale', 'fresh']);
    expect(uploads[1]?.body).toBe(uploads[0]?.body);
    expect(uploads[1]?.body.get('imgfile')).toBeInstanceOf(Blob);
    expect(server.csrfFetches()).toBe(1);
  });

  it('throws the failure of the token fetch itself, and sends nothing more', async () => {
    const server = fakeServer(freshOnly);
    const through = server.fetch.getMockImplementation();
    server.fetch.mockImplementation(async (url, init) =>
      url === CSRF_PATH ? new Response('oops', { status: 503 }) : (through?.(url, init) ?? refused()),
    );
    await expect(server.client().actions.addFriend({ object_id: 2 })).rejects.toMatchObject({
      code: 'general_error',
      status: 503,
    });
    expect(server.seen.map((s) => s.method)).toEqual(['POST']);
  });

  it('does not send again when the write was aborted while the token was fetched', async () => {
    const server = fakeServer(freshOnly);
    const controller = new AbortController();
    const through = server.fetch.getMockImplementation();
    server.fetch.mockImplementation(async (url, init) => {
      if (url === CSRF_PATH) controller.abort();
      return through?.(url, init) ?? refused();
    });
    await expect(
      server.client().actions.addFriend({ object_id: 2 }, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.seen.map((s) => s.method)).toEqual(['POST', 'GET']);
  });
});

describe('given a client without a csrfToken (server rendering)', () => {
  it('throws the refusal as it came, with no csrf fetch', async () => {
    const server = fakeServer(freshOnly);
    const api = createApiClient({ fetch: server.fetch });
    await expect(api.actions.addFriend({ object_id: 2 })).rejects.toMatchObject({
      code: 'invalid_csrf',
      status: 403,
    });
    expect(server.seen.map((s) => [s.method, s.token])).toEqual([['POST', undefined]]);
  });

  it('is off too when csrfRetry is false, whatever the token', async () => {
    const server = fakeServer(freshOnly);
    await expect(
      server.client({ csrfRetry: false }).actions.addFriend({ object_id: 2 }),
    ).rejects.toMatchObject({ code: 'invalid_csrf' });
    expect(server.seen).toHaveLength(1);
  });
});
