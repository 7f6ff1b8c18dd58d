import { runInNewContext } from 'node:vm';
import { themes } from '@site/ui';
import { describe, expect, it } from 'vitest';
import { themeScript } from './theme';

/** Runs the root's inline script against a minimal <html> at `hour`:30 on the visitor's clock. */
function firstPaint(cookie: string, hour: number, serverClass: string) {
  const classes = new Set([serverClass]);
  const attributes = new Map<string, string>();
  const documentElement = {
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    style: {} as { colorScheme?: string },
  };
  class VisitorClock extends Date {
    constructor() {
      super(2025, 5, 15, hour, 30);
    }
  }
  runInNewContext(themeScript, { document: { cookie, documentElement }, Date: VisitorClock });
  return {
    classes: [...classes],
    theme: attributes.get('data-theme'),
    scheme: documentElement.style.colorScheme,
  };
}

describe('given the inline theme script of the root', () => {
  it('without a cookie replaces the server guess with the visitor-clock default', () => {
    // The server (say at noon) rendered light; the visitor's clock says 22:30.
    expect(firstPaint('', 22, themes.light)).toEqual({
      classes: [themes.dark],
      theme: 'dark',
      scheme: 'dark',
    });
    expect(firstPaint('', 14, themes.dark)).toEqual({
      classes: [themes.light],
      theme: 'light',
      scheme: 'light',
    });
  });

  it('keeps the saved mode whatever the time', () => {
    expect(firstPaint('theme=light', 23, themes.light).classes).toEqual([themes.light]);
    expect(firstPaint('lang=de; theme=dark', 12, themes.dark).classes).toEqual([themes.dark]);
  });

  it('uses the cookie the server reads', () => {
    expect(themeScript).toContain('"n":"theme"');
  });
});
