import type { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverContext } from '../test/site';
import { ageCheckHref, ageGateMiddleware, mustConfirmAge } from './age-gate.server';

const MEMBER = { user_id: 7, username: 'maple', avatar: null, status_id: 1 };

function context(
  country: string,
  user: typeof MEMBER | null,
  age?: { mode: 'none' | 'self' | 'verified'; verified: boolean },
): RouterContextProvider {
  const apiFetch = async (input: RequestInfo | URL) => {
    if (String(input).includes('session')) {
      return new Response(JSON.stringify({ code: 'success', user, role: user ? 'member' : null }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return serverContext({ apiFetch, country, ...(age ? { age } : {}) });
}

const ask = (path: string, cookie: string | null = null) =>
  new Request(`https://tube.test${path}`, { headers: new Headers(cookie ? { cookie } : {}) });

describe('given a request for a page (§4 age gate, #27)', () => {
  it('stops a visitor from a listed country until the age cookie is there', async () => {
    expect(await mustConfirmAge(ask('/videos/'), context('DE', null))).toBe(true);
    expect(await mustConfirmAge(ask('/videos/', 'age_verified=1'), context('DE', null))).toBe(false);
    expect(await mustConfirmAge(ask('/videos/', 'age_verified=0'), context('US', null))).toBe(true);
  });

  it('lets members, visitors from other countries and the open paths through', async () => {
    expect(await mustConfirmAge(ask('/videos/', 'sid=abc'), context('DE', MEMBER))).toBe(false);
    expect(await mustConfirmAge(ask('/videos/'), context('BR', null))).toBe(false);
    expect(await mustConfirmAge(ask('/videos/'), context('eu', null))).toBe(false);
    for (const open of ['/age-check/', '/information/', '/robots.txt', '/sitemap.xml']) {
      expect(await mustConfirmAge(ask(open), context('DE', null))).toBe(false);
    }
  });

  it('sends a stopped visitor to the gate, which returns to the page asked for; the rest goes on', async () => {
    const next = async () => new Response('the page');
    const stopped = await ageGateMiddleware(
      { request: ask('/search/?s=lake'), context: context('DE', null) },
      next,
    )
      .then(() => null)
      .catch((thrown: unknown) => thrown as Response);
    expect(stopped?.status).toBe(302);
    expect(stopped?.headers.get('location')).toBe('/age-check/?return=%2Fsearch%2F%3Fs%3Dlake');
    expect(stopped?.headers.get('cache-control')).toBe('private, no-store');
    const passed = await ageGateMiddleware(
      { request: ask('/search/?s=lake'), context: context('BR', null) },
      next,
    );
    expect(await passed.text()).toBe('the page');
  });

  it("follows the server's age policy: a 'verified' region stops members and tick-box answers until the check", async () => {
    const unchecked = { mode: 'verified', verified: false } as const;
    expect(await mustConfirmAge(ask('/videos/'), context('NZ', null, unchecked))).toBe(true);
    expect(await mustConfirmAge(ask('/videos/', 'age_verified=1'), context('NZ', null, unchecked))).toBe(
      true,
    );
    expect(await mustConfirmAge(ask('/videos/', 'sid=abc'), context('NZ', MEMBER, unchecked))).toBe(true);
    const checked = { mode: 'verified', verified: true } as const;
    expect(await mustConfirmAge(ask('/videos/', 'sid=abc'), context('NZ', MEMBER, checked))).toBe(false);
    expect(await mustConfirmAge(ask('/information/'), context('NZ', null, unchecked))).toBe(false);
    // A country of the 28 the policy opened, and one outside them it asks the question in.
    expect(
      await mustConfirmAge(ask('/videos/'), context('DE', null, { mode: 'none', verified: false })),
    ).toBe(false);
    expect(
      await mustConfirmAge(ask('/videos/'), context('BR', null, { mode: 'self', verified: false })),
    ).toBe(true);
  });

  it('writes the return address of the gate', () => {
    expect(ageCheckHref(new URL('https://tube.test/videos/2/'))).toBe('/age-check/?return=%2Fvideos%2F2%2F');
  });
});
