// The suite's shared resources, started once for every test file (vitest `globalSetup`) and handed to the
// files through `provide`/`inject` (see shared.ts):
// - the site most files run against: built, as `pnpm start` runs it, on a fresh data folder, without the
//   demo clips transcoded (nothing plays there), short upload minimums (the member journey uploads clips);
// - the site of the files that play media: the same, with the demo clips transcoded after its start;
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
    site: SharedSiteInfo;
    mediaSite: SharedSiteInfo;
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const t0 = Date.now();
  const took = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  const [site, mediaSite, browser] = await Promise.allSettled([
    startSite({ ...common, DEMO_MEDIA: 'false' }).then((s) => {
      console.log(`e2e: the site started in ${took()} (${s.url})`);
      return s;
    }),
    startSite({ ...common, DEMO_MEDIA: 'true' }).then((s) => {
      console.log(`e2e: the site with demo media started in ${took()} (${s.url})`);
      return s;
    }),
    launchChromiumServer(),
  ]);
  const teardown = async () => {
    await Promise.allSettled([
      site.status === 'fulfilled' ? site.value.stop() : null,
      mediaSite.status === 'fulfilled' ? mediaSite.value.stop() : null,
      browser.status === 'fulfilled' ? browser.value.close() : null,
    ]);
  };
  // Everything has settled: what did start is stopped again when something else did not.
  if (site.status === 'rejected' || mediaSite.status === 'rejected' || browser.status === 'rejected') {
    await teardown();
    throw [site, mediaSite, browser].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))[0];
  }
  project.provide('site', { url: site.value.url, output: site.value.output() });
  project.provide('mediaSite', { url: mediaSite.value.url, output: mediaSite.value.output() });
  project.provide('browserWsEndpoint', browser.value.wsEndpoint());
  return teardown;
}
