import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { CALLS } from './contract/calls.js';
import { ENDPOINTS } from './contract/paths.js';
import { createCookieJar } from './cookies.js';

const json = (body: unknown, init: { status?: number; cookies?: string[] } = {}) => {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of init.cookies ?? []) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
};

/**
 * A fake site as a script outside the browser meets it: a write needs the CSRF cookie's token in its header
 * (the first one is refused, as the visitor has none); a member is whoever's `sid` cookie comes back.
 */
function fakeSite() {
  const seen: { method: string; url: string; cookie: string | null; token: string | null }[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const method = init.method ?? 'GET';
    seen.push({ method, url, cookie: headers.get('cookie'), token: headers.get('x-csrf-token') });
    const cookies = headers.get('cookie') ?? '';
    if (url.endsWith(CALLS['auth.csrf'].path)) {
      return json({ code: 'success', token: 't1' }, { cookies: ['csrf_token=t1; Path=/; SameSite=Lax'] });
    }
    if (method === 'POST' && headers.get('x-csrf-token') !== 't1')
      return json({ code: 'invalid_csrf' }, { status: 403 });
    if (url.endsWith(ENDPOINTS.member)) {
      return cookies.includes('sid=s1')
        ? json({ code: 'success', state: 'request_sent' })
        : json({ code: 'not_logged_in' }, { status: 401 });
    }
    return json({ code: 'success' }, { cookies: ['sid=s1; Path=/; HttpOnly; SameSite=Lax'] });
  };
  return { fetch, seen };
}

describe('given the client outside a browser with a cookie jar', () => {
  it('keeps the cookies the site sets, sends them back, and takes the CSRF token from its cookie', async () => {
    const site = fakeSite();
    const cookies = createCookieJar();
    const api = createApiClient({ baseUrl: 'http://site.test', fetch: site.fetch, cookies, check: false });

    // A write before any token: refused once, the token fetched (its cookie kept), the write sent again.
    await api.auth.login({ username: 'lexi', password: 'a-password' });
    expect(cookies.get('csrf_token')).toBe('t1');
    expect(cookies.get('sid')).toBe('s1');

    // The next write carries the session and the token from the jar.
    await expect(api.actions.addFriend({ object_id: 2 })).resolves.toEqual({
      code: 'success',
      state: 'request_sent',
    });
    const last = site.seen.at(-1);
    expect(last?.cookie).toContain('sid=s1');
    expect(last?.cookie).toContain('csrf_token=t1');
    expect(last?.token).toBe('t1');
  });

  it('forgets a cookie the site clears', () => {
    const cookies = createCookieJar();
    cookies.take(['sid=s1; Path=/', 'csrf_token=t1; Path=/']);
    cookies.take(['sid=; Max-Age=0; Path=/']);
    expect(cookies.header()).toBe('csrf_token=t1');
  });
});
