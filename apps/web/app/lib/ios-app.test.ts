// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appOffered, IOS_APP_OFFERED_KEY, isIosSafari } from './ios-app';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('isIosSafari (§2 iOS prompt)', () => {
  it('is true for Safari on an iPhone or iPad', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI)).toBe(true);
  });

  it('is false for other browsers on iOS, and for Safari elsewhere', () => {
    expect(
      isIosSafari(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(
      isIosSafari(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
      ),
    ).toBe(false);
    expect(
      isIosSafari(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe(false);
    expect(
      isIosSafari(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
  });
});

describe('appOffered', () => {
  afterEach(() => localStorage.clear());

  it('reads the local-storage flag; without storage it counts as offered (never nag)', () => {
    expect(appOffered(localStorage)).toBe(false);
    localStorage.setItem(IOS_APP_OFFERED_KEY, '1');
    expect(appOffered(localStorage)).toBe(true);
    expect(appOffered(undefined)).toBe(true);
  });
});
