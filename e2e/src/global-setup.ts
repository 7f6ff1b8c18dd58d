// A project's shared resources, started once for all its test files (vitest `globalSetup`, once per project:
// see vitest.config.ts) and handed to the files through `provide`/`inject` (see shared.ts):
// - its site, built, as `pnpm start` runs it, on a fresh data folder, with short upload minimums (the member
//   journey uploads clips): for the `site` project without the demo clips transcoded (nothing plays there);
//   for the `media` project with the demo clips transcoded after its start;
// - one Chromium the files connect to, each test in fresh contexts of its own.
// Every file creates the members and data it changes, so files may share a site in any order.
import type { TestProject } from 'vitest/node';
import { JOURNEY_SITE_ENV as common, launchChromiumServer, startSite } from './site';

export interface SharedSiteInfo {
  url: string;
  /** What the server printed up to its "Site ready" line (the demo sign-in lines, the outbox). */
  output: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `site` project's site. */
    site?: SharedSiteInfo;
    /** The `media` project's site. */
    mediaSite?: SharedSiteInfo;
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const t0 = Date.now();
  const media = project.name === 'media';
  const [site, browser] = await Promise.allSettled([
    startSite({ ...common, DEMO_MEDIA: media ? 'true' : 'false' }).then((s) => {
      const what = media ? 'the site with demo media' : 'the site';
      console.log(`e2e: ${what} started in ${((Date.now() - t0) / 1000).toFixed(1)} s (${s.url})`);
      return s;
    }),
    launchChromiumServer(),
  ]);
  const teardown = async () => {
    await Promise.allSettled([
      site.status === 'fulfilled' ? site.value.stop() : null,
      browser.status === 'fulfilled' ? browser.value.close() : null,
    ]);
  };
  // Everything has settled: what did start is stopped again when something else did not.
  if (site.status === 'rejected' || browser.status === 'rejected') {
    await teardown();
    throw [site, browser].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))[0];
  }
  project.provide(media ? 'mediaSite' : 'site', { url: site.value.url, output: site.value.output() });
  project.provide('browserWsEndpoint', browser.value.wsEndpoint());
  return teardown;
}
