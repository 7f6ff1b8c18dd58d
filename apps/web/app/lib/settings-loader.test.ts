import type { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverContext } from '../test/site';
import { siteLoadContext } from './load-context';
import { loadSiteData } from './settings-loader.server';

const MEMBER = { user_id: 7, username: 'maple', avatar: null, status_id: 1 };

function context(country: string, user: typeof MEMBER | null): RouterContextProvider {
  const apiFetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('session')) {
      return new Response(JSON.stringify({ code: 'success', user, role: user ? 'member' : null }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return serverContext({ apiFetch, country });
}

async function load(url: string, cookie: string | null, ctx: RouterContextProvider) {
  const request = new Request(url, { headers: new Headers(cookie ? { cookie } : {}) });
  return loadSiteData(request, new URL(url), ctx);
}

describe('given the root loader', () => {
  it('keeps a language named in the address in the lang cookie, so it sticks', async () => {
    const { site, setCookies } = await load('https://tube.test/videos/?lang=de', null, context('BR', null));
    expect(site.lang).toBe('de');
    expect(setCookies).toEqual([expect.stringMatching(/^lang=de; Path=\/;/)]);
    const again = await load('https://tube.test/videos/?lang=de', 'lang=de', context('BR', null));
    expect(again.setCookies).toEqual([]);
  });

  it('shows a visitor the debug panel only once they asked for it, and keeps that in a cookie (§2)', async () => {
    expect((await load('https://tube.test/', null, context('BR', null))).site.debugPanel).toBe(false);
    const asked = await load('https://tube.test/?debug=1&lang=de', null, context('BR', null));
    expect(asked.site.debugPanel).toBe(true);
    expect(asked.setCookies).toEqual([
      expect.stringMatching(/^lang=de;/),
      expect.stringMatching(/^debug_panel=1;/),
    ]);
    const later = await load('https://tube.test/videos/', 'debug_panel=1', context('BR', MEMBER));
    expect(later.site.debugPanel).toBe(true);
  });

  it('reads the gender cookie, with str for anything else (§9)', async () => {
    expect((await load('https://tube.test/', 'gender=she', context('BR', null))).site.gender).toBe('she');
    expect((await load('https://tube.test/', 'gender=xyz', context('BR', null))).site.gender).toBe('str');
  });
});

describe('given one server request', () => {
  it('asks for the session once, shared by the root loader and the routes', async () => {
    const { serverViewer } = await import('./site');
    const base = siteLoadContext(context('DE', MEMBER));
    let asked = 0;
    const counting = serverContext({
      ...base,
      apiFetch: async (input, init) => {
        if (input.includes('session')) asked += 1;
        return base.apiFetch(input, init);
      },
    });
    const [{ site }, viewer] = await Promise.all([
      load('https://tube.test/', null, counting),
      serverViewer(counting),
    ]);
    expect(site.user).toEqual(MEMBER);
    expect(viewer).toEqual(MEMBER);
    expect(asked).toBe(1);
    // Another request asks again.
    await serverViewer(context('DE', null));
    expect(await serverViewer(context('DE', null))).toBeNull();
  });
});
