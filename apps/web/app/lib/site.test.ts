import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverContext } from '../test/site';
import { listCountry, serverVisitorSettings, visitorChoices, visitorSettings } from './site';

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

describe("given the visitor's other choices, which the root loader reads (§4)", () => {
  it('reads the colour mode they saved, else none (the default by the clock applies)', () => {
    expect(visitorChoices(withCookie('a=1; theme=light; b=2'), page).theme).toBe('light');
    expect(visitorChoices(withCookie('theme=dark'), page).theme).toBe('dark');
    expect(visitorChoices(withCookie('theme=blue'), page).theme).toBeNull();
    expect(visitorChoices(withCookie('mytheme=light'), page).theme).toBeNull();
    expect(visitorChoices(withCookie(null), page).theme).toBeNull();
  });

  it('knows whether they confirmed their age', () => {
    expect(visitorChoices(withCookie('a=1; age_verified=1'), page).ageAgreed).toBe(true);
    expect(visitorChoices(withCookie('age_verified=0'), page).ageAgreed).toBe(false);
    expect(visitorChoices(withCookie(null), page).ageAgreed).toBe(false);
  });

  it('saves a language the address names only when the cookie does not hold it yet', () => {
    const german = new URL('https://tube.test/?lang=de');
    expect(visitorChoices(withCookie('lang=fr'), german).langToSave).toBe('de');
    expect(visitorChoices(withCookie('lang=de'), german).langToSave).toBeNull();
    expect(visitorChoices(withCookie('lang=fr'), page).langToSave).toBeNull();
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
