// A project's shared resources, started once for all its test files (vitest `globalSetup`, once per project:
// see vitest.config.ts) and handed to the files through `provide`/`inject` (see shared.ts):
// - its site, built, as `pnpm start` runs it, on a fresh data folder, with short upload minimums (the member
//   journey uploads clips): for the `site` project without the demo clips transcoded (nothing plays there);
//   for the `media` project with the demo clips transcoded after its start;
// - one Chromium the files connect to, each test in fresh contexts of its own;
// - a data folder holding the demo content (makeSiteTemplate), which the `site` project's site and the sites
//   the files start themselves begin as a copy of, instead of filling their own.
// Every file creates the members and data it changes, so files may share a site in any order.
import type { TestProject } from 'vitest/node';
import {
  JOURNEY_SITE_ENV as common,
  launchChromiumServer,
  makeSiteTemplate,
  type RunningSite,
  type SiteTemplate,
  startSite,
} from './site';

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
    /** The project's data folder of demo content, for the sites the files start (shared.ts `siteTemplate`). */
    siteTemplate: SiteTemplate;
  }
}

export default async function setup(project: TestProject) {
  const t0 = Date.now();
  const media = project.name === 'media';
  const template = makeSiteTemplate(common);
  const started = (s: RunningSite) => {
    const what = media ? 'the site with demo media' : 'the site';
    console.log(`e2e: ${what} started in ${((Date.now() - t0) / 1000).toFixed(1)} s (${s.url})`);
    return s;
  };
  const [site, browser, made] = await Promise.allSettled([
    // The media site queues the demo clips as it fills its database: it fills its own, beside the template.
    (media
      ? startSite({ ...common, DEMO_MEDIA: 'true' })
      : template.then((t) => startSite({ ...common, DEMO_MEDIA: 'false' }, t))
    ).then(started),
    launchChromiumServer(),
    template,
  ]);
  const teardown = async () => {
    await Promise.allSettled([
      site.status === 'fulfilled' ? site.value.stop() : null,
      browser.status === 'fulfilled' ? browser.value.close() : null,
    ]);
    if (made.status === 'fulfilled') made.value.remove();
  };
  // Everything has settled: what did start is stopped again when something else did not.
  if (site.status === 'rejected' || browser.status === 'rejected' || made.status === 'rejected') {
    await teardown();
    throw [site, browser, made].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))[0];
  }
  project.provide(media ? 'mediaSite' : 'site', { url: site.value.url, output: site.value.output() });
  project.provide('browserWsEndpoint', browser.value.wsEndpoint());
  project.provide('siteTemplate', { dataDir: made.value.dataDir, demoLines: made.value.demoLines });
  return teardown;
}
