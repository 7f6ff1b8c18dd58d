// @vitest-environment jsdom
import { themes } from '@site/ui';
import { describe, expect, it, vi } from 'vitest';
import {
  AGE_GATE_COUNTRIES,
  type BrowserSeam,
  changeGender,
  changeLanguage,
  changeTheme,
  needsAgeGate,
} from './settings';

function seam(href = 'https://tube.test/videos/?page=2') {
  const cookies: string[] = [];
  const fake: BrowserSeam & { cookies: string[] } = {
    cookies,
    setCookie: vi.fn((c: string) => {
      cookies.push(c);
    }),
    navigate: vi.fn(),
    reload: vi.fn(),
    href: () => href,
  };
  return fake;
}

describe('given the age gate decision (§4, §9)', () => {
  it('lists exactly 28 distinct two-letter countries, among them the United States and the United Kingdom', () => {
    expect(AGE_GATE_COUNTRIES).toHaveLength(28);
    expect(new Set(AGE_GATE_COUNTRIES).size).toBe(28);
    expect(AGE_GATE_COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(AGE_GATE_COUNTRIES).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'FR']));
  });

  it('shows the gate to a visitor from a listed country until they confirm their age', () => {
    expect(needsAgeGate({ country: 'de', signedIn: false, ageAgreed: false })).toBe(true);
    expect(needsAgeGate({ country: 'US', signedIn: false, ageAgreed: false })).toBe(true);
    expect(needsAgeGate({ country: 'DE', signedIn: false, ageAgreed: true })).toBe(false);
  });

  it('never shows it to members, nor to visitors from other or unknown countries', () => {
    expect(needsAgeGate({ country: 'DE', signedIn: true, ageAgreed: false })).toBe(false);
    expect(needsAgeGate({ country: 'BR', signedIn: false, ageAgreed: false })).toBe(false);
    expect(needsAgeGate({ country: 'eu', signedIn: false, ageAgreed: false })).toBe(false);
  });
});

describe('given a language change (§4)', () => {
  it('keeps the language in the lang cookie and reloads the page', () => {
    const browser = seam();
    changeLanguage('de', browser);
    expect(browser.cookies[0]).toMatch(/^lang=de; Path=\/;/);
    expect(browser.reload).toHaveBeenCalledOnce();
    expect(browser.navigate).not.toHaveBeenCalled();
  });

  it('drops ?lang= from the address, which would override the cookie', () => {
    const browser = seam('https://tube.test/videos/?lang=fr&page=2');
    changeLanguage('ja', browser);
    expect(browser.cookies[0]).toMatch(/^lang=ja;/);
    expect(browser.navigate).toHaveBeenCalledWith('https://tube.test/videos/?page=2');
    expect(browser.reload).not.toHaveBeenCalled();
  });
});

describe('given a gender change (§4)', () => {
  it('str sets the gender cookie and loads the home page', () => {
    const browser = seam();
    changeGender('str', browser);
    expect(browser.cookies[0]).toMatch(/^gender=str; Path=\/;/);
    expect(browser.navigate).toHaveBeenCalledWith('https://tube.test/');
  });

  it('gay and she leave for the sister sites without touching the cookie', () => {
    const browser = seam();
    changeGender('gay', browser);
    changeGender('she', browser);
    expect(browser.cookies).toEqual([]);
    expect(browser.navigate).toHaveBeenNthCalledWith(1, 'https://gay.example.com/');
    expect(browser.navigate).toHaveBeenNthCalledWith(2, 'https://she.example.com/');
  });
});

describe('given a theme change (§4)', () => {
  it('saves the theme cookie and swaps the <html> theme class without a reload', () => {
    const browser = seam();
    const root = document.createElement('html');
    root.className = themes.dark;
    root.setAttribute('data-theme', 'dark');
    changeTheme('light', browser, root);
    expect(browser.cookies[0]).toMatch(/^theme=light; Path=\/;/);
    expect(root.className).toBe(themes.light);
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
