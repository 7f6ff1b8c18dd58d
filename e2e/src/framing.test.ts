/**
 * Issue M4 in Chromium: a page of another origin frames the site's pages. The sign-in, sign-up, upload,
 * profile edit and moderation pages are refused (`frame-ancestors 'none'`, `X-Frame-Options: DENY`);
 * the embed player is shown there and plays, without any refusal of its own Content-Security-Policy.
 * (That every route hydrates and the player plays under the policy is checked where they are visited:
 * routes, media, moderation and the journeys fail on any CSP violation.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playUntilPlaying, transcodedDemoVideo, watchCsp } from './browser';
import { useShared } from './shared';

const { site, browser } = await useShared('mediaSite');

/** The framing page's server: another origin on this machine (a page Playwright made up would count as a
 * public address, and Chromium refuses it the site on 127.0.0.1 before any header is read). */
let host: Server;
let hostUrl = '';
let hostPage = '';

beforeAll(async () => {
  // The embed must play: the site with demo media.
  host = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
}, 200_000);

afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

const REFUSED = ['/signin', '/signup', '/upload-video/', '/my_profile_edit/', '/moderation/'];

describe('given a page of another origin framing the site', () => {
  it('is refused every page but the embed player, which plays there', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const demo = await transcodedDemoVideo(context.request, site.url);
      const embed = `${site.url}/embed/${demo.video_id}/`;
      const framed = [...REFUSED.map((path) => `${site.url}${path}`), embed];
      hostPage = `<!doctype html><title>Host</title>${framed
        .map((src, i) => `<iframe id="f${i}" src="${src}" width="426" height="265"></iframe>`)
        .join('')}`;
      const page = await context.newPage();
      const violations = await watchCsp(page);
      const headers = new Map<string, Promise<Record<string, string>>>();
      page.on('response', (response) => {
        // allHeaders: `headers()` leaves out the security-related ones.
        if (framed.includes(response.url())) headers.set(response.url(), response.allHeaders());
      });
      await page.goto(hostUrl, { waitUntil: 'load' });

      for (const [i, url] of framed.entries()) {
        const frame = await (await page.$(`#f${i}`))?.contentFrame();
        const got = (await headers.get(url)) ?? {};
        if (url === embed) {
          expect(frame?.url(), url).toBe(url);
          expect(got['x-frame-options'], url).toBeUndefined();
          expect(got['content-security-policy'], url).toContain('frame-ancestors *');
        } else {
          // The site answered, and Chromium shows its own error page in the frame instead.
          expect(got['x-frame-options'], url).toBe('DENY');
          expect(got['content-security-policy'], url).toContain("frame-ancestors 'none'");
          expect(frame?.url(), url).toBe('chrome-error://chromewebdata/');
        }
      }

      const player = await (await page.$(`#f${framed.indexOf(embed)}`))?.contentFrame();
      if (!player) throw new Error('The embed frame is gone');
      expect(await playUntilPlaying(player)).toBeGreaterThan(1);
      // What the browser refused are the five frames (it may say so in the console), nothing else.
      expect(violations.filter((v) => !v.includes("frame-ancestors 'none'"))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
