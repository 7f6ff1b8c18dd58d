// The suite's shared resources, started once for every test file (vitest `globalSetup`) and handed to the
// files through `provide`/`inject` (see shared.ts):
// - the site most files run against: built, as `pnpm start` runs it, on a fresh data folder, without the
//   demo clips transcoded (nothing plays there), short upload minimums (the member journey uploads clips);
// - the site of the files that play media: the same, with the demo clips transcoded after its start;
// - one Chromium the files connect to, each test in fresh contexts of its own.
// Every file creates the members and data it changes, so files may share a site in any order.
import type { TestProject } from 'vitest/node';
import { launchChromiumServer, startSite } from './site';

/** What every shared site runs with. */
const common = {
  // As `pnpm start` runs it (vitest sets NODE_ENV=test, which would render with React's development build).
  NODE_ENV: 'production',
  // Short clips pass: the duration minimums are configurable for tests (media/settings.ts).
  UPLOAD_MIN_SECONDS: '1',
  UPLOAD_MIN_SECONDS_EXCLUSIVE: '1',
};

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
  const stops: (() => Promise<unknown>)[] = [];
  const teardown = async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
  const t0 = Date.now();
  const took = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  try {
    const [site, mediaSite, browser] = await Promise.all([
      startSite({ ...common, DEMO_MEDIA: 'false' }).then((s) => {
        stops.push(() => s.stop());
        console.log(`e2e: the site started in ${took()} (${s.url})`);
        return s;
      }),
      startSite({ ...common, DEMO_MEDIA: 'true' }).then((s) => {
        stops.push(() => s.stop());
        console.log(`e2e: the site with demo media started in ${took()} (${s.url})`);
        return s;
      }),
      launchChromiumServer().then((b) => {
        stops.push(() => b.close());
        return b;
      }),
    ]);
    project.provide('site', { url: site.url, output: site.output() });
    project.provide('mediaSite', { url: mediaSite.url, output: mediaSite.output() });
    project.provide('browserWsEndpoint', browser.wsEndpoint());
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
