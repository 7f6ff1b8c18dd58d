// A test file's handles on what the global setup (global-setup.ts) started once for the whole suite.
import { type Browser, chromium } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import type { SharedSiteInfo } from './global-setup';
import type { SiteTemplate } from './site';

export interface SharedSite {
  url: string;
  /** What the server printed at its start (the demo sign-in lines, the outbox). */
  output(): string;
}

/** A project's site; the other project's is not there (each project starts one: vitest.config.ts). */
function handle(info: SharedSiteInfo | undefined, project: 'site' | 'media'): SharedSite {
  if (!info) {
    throw new Error(
      `this file uses the ${project} project's site: ${project === 'media' ? 'list it in' : 'take it out of'} MEDIA_FILES in e2e/vitest.config.ts`,
    );
  }
  return { url: info.url, output: () => info.output };
}

/** The `site` project's site, without demo media transcoded (nothing plays there). */
export const sharedSite = (): SharedSite => handle(inject('site'), 'site');

/** The `media` project's site, with the demo clips transcoded after its start, for the files that play media. */
export const sharedMediaSite = (): SharedSite => handle(inject('mediaSite'), 'media');

/** The project's data folder of demo content: `startSite(env, siteTemplate())` starts on a copy of it. */
export const siteTemplate = (): SiteTemplate => inject('siteTemplate');

/**
 * The suite's Chromium, connected to (closing it disconnects this file and closes its contexts; the
 * browser stays for the next file).
 */
export function sharedBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/** The project's Chromium for a file's tests, closed after them (the files that start their own sites). */
export async function useBrowser(): Promise<Browser> {
  const browser = await sharedBrowser();
  afterAll(() => browser.close());
  return browser;
}

/**
 * A test file's site and browser, taken when the file is collected (top-level `await useShared()`), the
 * browser closed after the file's tests: the set-up every file would otherwise write again.
 */
export async function useShared(
  kind: 'site' | 'mediaSite' = 'site',
): Promise<{ site: SharedSite; browser: Browser }> {
  const site = kind === 'site' ? sharedSite() : sharedMediaSite();
  return { site, browser: await useBrowser() };
}
