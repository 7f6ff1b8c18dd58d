import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority';

/** The HTML as the browser receives it when the renderer writes `chunks` one after another. */
const through = (chunks: string[]) => text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>';
const body =
  '<body><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/late.js"/></body></html>';

describe('lowPriorityModulePreloads', () => {
  it("fetches the head's module preloads at low priority and leaves everything else as it was", async () => {
    const html = await through([head + body]);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/></head>' +
        body,
    );
  });

  it('finds a preload cut in two between chunks, at any point', async () => {
    const whole = await through([head + body]);
    for (let cut = 1; cut < head.length + 20; cut++) {
      const html = await through([(head + body).slice(0, cut), (head + body).slice(cut)]);
      expect(html, `cut at ${cut}`).toBe(whole);
    }
  });

  it('passes a page that arrives a character at a time through unchanged in length but for the hints', async () => {
    const html = await through([...(head + body)]);
    expect(html).toBe(await through([head + body]));
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('keeps a page without a head as it was', async () => {
    const fragment = '<div>no head here <link rel="icon" href="/x.svg"/></div>';
    expect(await through([fragment])).toBe(fragment);
  });
});
