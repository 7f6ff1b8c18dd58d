import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files in this order: those that play media first (the site with demo media transcodes its clips
 * while their first steps run; the one that makes its own upload private last of them), then those on the
 * site without demo media, once the transcoding is done: the Lighthouse runs and the member's uploads then
 * have the CPU. Any order passes; this one waits least.
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
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A state the page reaches after a render or a call: on 2 busy cores a client navigation can take
    // seconds (the default second failed the visitor's paging at a load of 17).
    expect: { poll: { timeout: 15_000 } },
    // One site of each kind and one Chromium for the whole suite (src/global-setup.ts).
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    // Tests marked concurrent (the routes: independent pages) run three at a time.
    maxConcurrency: 3,
    sequence: { sequencer: SuiteOrder },
  },
});
