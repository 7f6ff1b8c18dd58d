import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suite runs as two projects, each with a site of its own (src/global-setup.ts) and its files one at a
 * time; `pnpm test` runs the two side by side, each in a process of its own (scripts/test.mjs), so one
 * project's waits (a transcode, a grace period, a page settling) leave the CPU to the other's files.
 * - `media`: the files that play media, on the site with the demo clips transcoded after its start, the
 *   files that start sites of their own (a setting the shared sites must not have, or data they must not
 *   lose), the sister site's, which needs no site, and three of a visitor's pages that write nothing;
 * - `site`: every other file, on the site without demo media (nothing plays there).
 * A file that asks for the other project's site fails at once, saying so (src/shared.ts).
 */
export const MEDIA_FILES = [
  // On the site with demo media.
  'src/framing.test.ts',
  'src/media.test.ts',
  'src/journeys/a11y.test.ts',
  'src/journeys/continue-watching.test.ts',
  'src/journeys/display.test.ts',
  'src/journeys/downloads.test.ts',
  'src/journeys/messenger.test.ts',
  'src/journeys/payment.test.ts',
  'src/journeys/player.test.ts',
  'src/journeys/previews.test.ts',
  'src/journeys/small.test.ts',
  'src/journeys/visitor.test.ts',
  // On sites of their own.
  'src/journeys/account-deletion.test.ts',
  'src/journeys/consent.test.ts',
  'src/journeys/hidden-channels.test.ts',
  'src/journeys/verified-uploader.test.ts',
  'src/no-ffmpeg.test.ts',
  // On no site: the packed packages in a sister site's build, in the shared Chromium.
  'src/sister-site.test.ts',
  // A visitor's pages that neither play media nor write anything, on the site with demo media: here to even
  // the two projects' lengths (in CI the site project's files took 778 s, this one's 582 s).
  'src/header.test.ts',
  'src/home.test.ts',
  'src/journeys/browse.test.ts',
];

/**
 * The files of each project in this order: on the media site, those that play media first (it transcodes
 * its clips while their first steps run); on the other, the Lighthouse runs and the heavier pages first.
 * Any order passes.
 */
const ORDER = [
  'src/journeys/visitor.test.ts',
  'src/journeys/a11y.test.ts',
  'src/media.test.ts',
  'src/journeys/player.test.ts',
  'src/budgets.test.ts',
  'src/home.test.ts',
  'src/routes.test.ts',
  'src/moderation.test.ts',
  'src/journeys/member.test.ts',
  'src/journeys/password.test.ts',
];

class SuiteOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const i = ORDER.indexOf(relative(spec.project.config.root, spec.moduleId));
      return i === -1 ? ORDER.length : i;
    };
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A state the page reaches after a render or a call: on 2 busy cores a client navigation can take
    // seconds (the default second failed the visitor's paging at a load of 17).
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
    // Tests marked concurrent (the routes: independent pages) run three at a time.
    maxConcurrency: 3,
    sequence: { sequencer: SuiteOrder },
    projects: [
      // Each project names its files (`extends` would add to an inherited include, not replace it).
      {
        extends: true,
        test: { name: 'media', include: MEDIA_FILES, globalSetup: ['src/global-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['src/**/*.test.ts'],
          exclude: MEDIA_FILES,
          globalSetup: ['src/global-setup.ts'],
        },
      },
    ],
  },
});
