import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverContext } from '../test/site';
import { listCountry, serverVisitorSettings, visitorSettings } from './site';

const page = new URL('https://tube.test/videos/');
const withCookie = (cookie: string | null) =>
  new Request(page, { headers: new Headers(cookie ? { cookie } : {}) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given the visitor's cookies on the server", () => {
  it('reads the gender section, str when absent or unknown (§9)', () => {
    expect(visitorSettings(withCookie('a=1; gender=gay'), page).gender).toBe('gay');
    expect(visitorSettings(withCookie('gender=robot'), page).gender).toBe('str');
    expect(visitorSettings(withCookie(null), page).gender).toBe('str');
  });

  it('reads the language from the address before the cookie, English by default', () => {
    expect(visitorSettings(withCookie('lang=fr'), page).lang).toBe('fr');
    expect(visitorSettings(withCookie('lang=fr'), new URL('https://tube.test/?lang=de')).lang).toBe('de');
    expect(visitorSettings(withCookie(null), page).lang).toBe('en');
  });

  it("adds the country of the server's context as the top-country lists take it", () => {
    const settings = serverVisitorSettings(
      withCookie('gender=she'),
      page,
      serverContext({ country: 'DE', apiFetch: async () => new Response('{}') }),
    );
    expect(settings).toEqual({ gender: 'she', lang: 'en', country: 'de' });
  });
});

describe('given a browser request, which carries no Cookie header', () => {
  it("reads the same settings from the document's cookies", () => {
    vi.stubGlobal('document', { cookie: 'gender=she; lang=pt' });
    expect(visitorSettings(withCookie(null), page)).toEqual({ gender: 'she', lang: 'pt' });
  });
});

describe('the country of the top-country lists', () => {
  it('is two lower-case letters, else eu (§9)', () => {
    expect(listCountry('DE')).toBe('de');
    expect(listCountry('')).toBe('eu');
    expect(listCountry('xyz')).toBe('eu');
  });
});
