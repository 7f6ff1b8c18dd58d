// A test file's handles on what the global setup (global-setup.ts) started once for the whole suite.
import { type Browser, chromium } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import type { SharedSiteInfo } from './global-setup';

export interface SharedSite {
  url: string;
  /** What the server printed at its start (the demo sign-in lines, the outbox). */
  output(): string;
}

const handle = (info: SharedSiteInfo): SharedSite => ({ url: info.url, output: () => info.output });

/** The suite's site without demo media transcoded (nothing plays there). */
export const sharedSite = (): SharedSite => handle(inject('site'));

/** The suite's site with the demo clips transcoded after its start, for the files that play media. */
export const sharedMediaSite = (): SharedSite => handle(inject('mediaSite'));

/**
 * The suite's Chromium, connected to (closing it disconnects this file and closes its contexts; the
 * browser stays for the next file).
 */
export function sharedBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/**
 * A test file's site and browser, taken when the file is collected (top-level `await useShared()`), the
 * browser closed after the file's tests: the set-up every file would otherwise write again.
 */
export async function useShared(
  kind: 'site' | 'mediaSite' = 'site',
): Promise<{ site: SharedSite; browser: Browser }> {
  const site = kind === 'site' ? sharedSite() : sharedMediaSite();
  const browser = await sharedBrowser();
  afterAll(() => browser.close());
  return { site, browser };
}
