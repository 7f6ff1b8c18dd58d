import { runInNewContext } from 'node:vm';
import { defaultTheme } from '@site/api/display';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorModeScript } from './colorModeScript';

const classes = { light: 'theme-light', dark: 'theme-dark extra' } as const;

/** A document with only what the script touches, so the test shows exactly what it reads and writes. */
function fakeDocument(cookie: string, initialClasses: string[] = []) {
  const list = new Set(initialClasses);
  const attributes = new Map<string, string>();
  const style: { colorScheme?: string } = {};
  return {
    cookie,
    documentElement: {
      classList: { add: (c: string) => list.add(c), remove: (c: string) => list.delete(c) },
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      style,
    },
    classes: () => [...list].sort(),
    attributes,
    style,
  };
}

/** Runs the script in a fresh context whose clock reads `hour`:30 local time. */
function run(script: string, document: ReturnType<typeof fakeDocument>, hour: number) {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor() {
      super(2025, 5, 15, hour, 30);
    }
  }
  runInNewContext(script, { document, Date: FixedDate });
}

describe('given the colour mode script', () => {
  const script = colorModeScript({ cookieName: 'theme', classes });

  it.each([
    [0, 'dark'],
    [6, 'dark'],
    [10, 'dark'],
    [11, 'light'],
    [15, 'light'],
    [20, 'light'],
    [21, 'dark'],
    [23, 'dark'],
  ])('without a cookie at %i:30 picks the §4 default (%s)', (hour, mode) => {
    const doc = fakeDocument('');
    run(script, doc, hour);
    expect(doc.classes()).toEqual(mode === 'dark' ? ['extra', 'theme-dark'] : ['theme-light']);
    expect(doc.attributes.get('data-theme')).toBe(mode);
    expect(doc.style.colorScheme).toBe(mode);
  });

  it('agrees with defaultTheme of @site/api/display at every hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      const doc = fakeDocument('');
      run(script, doc, hour);
      expect(doc.attributes.get('data-theme')).toBe(defaultTheme(new Date(2025, 5, 15, hour, 30)));
    }
  });

  it.each([
    ['theme=light', 23, 'light'],
    ['a=1; theme=dark; b=2', 12, 'dark'],
    ['theme=light;other=dark', 3, 'light'],
  ])('with the cookie %j at %i:30 keeps the saved mode (%s)', (cookie, hour, mode) => {
    const doc = fakeDocument(cookie);
    run(script, doc, hour);
    expect(doc.attributes.get('data-theme')).toBe(mode);
  });

  it('asks the browser for its cookies once (each read is a round trip to its cookie store)', () => {
    const doc = fakeDocument('');
    let reads = 0;
    Object.defineProperty(doc, 'cookie', {
      get: () => {
        reads++;
        return 'a=1; theme=light';
      },
    });
    run(script, doc, 23);
    expect(doc.attributes.get('data-theme')).toBe('light');
    expect(reads).toBe(1);
  });

  it.each([
    ['theme=blue', 'an unknown value'],
    ['mytheme=light', 'a cookie whose name only ends like it'],
    ['theme=%E0%A4%A', 'a malformed value'],
    ['theme=constructor', 'an inherited property name'],
  ])('ignores %j (%s) and uses the time default', (cookie) => {
    const doc = fakeDocument(cookie);
    run(script, doc, 12);
    expect(doc.attributes.get('data-theme')).toBe('light');
  });

  it('replaces the class the server rendered and keeps unrelated classes', () => {
    const doc = fakeDocument('', ['theme-dark', 'extra', 'js']);
    run(script, doc, 12);
    expect(doc.classes()).toEqual(['js', 'theme-light']);
  });

  it('reads another cookie name and skips the attribute when asked', () => {
    const custom = colorModeScript({ cookieName: 'site_mode', classes, attribute: false });
    const doc = fakeDocument('theme=light; site_mode=dark');
    run(custom, doc, 12);
    expect(doc.classes()).toEqual(['extra', 'theme-dark']);
    expect(doc.attributes.size).toBe(0);
  });

  it('cannot close its own <script> element', () => {
    const hostile = colorModeScript({ cookieName: '</script><script>alert(1)</script>', classes });
    expect(hostile).not.toContain('</script');
    const doc = fakeDocument('');
    expect(() => run(hostile, doc, 12)).not.toThrow();
    expect(doc.attributes.get('data-theme')).toBe('light');
  });

  it('never throws into the page, even without document.documentElement', () => {
    expect(() => runInNewContext(script, { document: { cookie: '' }, Date })).not.toThrow();
  });
});

describe('given the script in a real DOM (jsdom)', () => {
  afterEach(() => {
    vi.useRealTimers();
    // biome-ignore lint/suspicious/noDocumentCookie: the script under test reads document.cookie
    document.cookie = 'theme=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.documentElement.className = '';
  });

  it('sets the class on <html> from the cookie and from the clock', () => {
    const script = colorModeScript({ cookieName: 'theme', classes });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 15, 22, 0));
    new Function(script)();
    expect(document.documentElement.classList.contains('theme-dark')).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');

    // biome-ignore lint/suspicious/noDocumentCookie: the script under test reads document.cookie
    document.cookie = 'theme=light';
    new Function(script)();
    expect(document.documentElement.className).toBe('theme-light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
});
