import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The test files that replace a module (`vi.mock`): they run isolated, each with a fresh module graph. The
 * others share one per worker (`isolate: false`): a file no longer re-imports the server. The suite on
 * PGlite (2 cores) took 268 s before; with these two projects it took 196 s run alone, 205 s on a fresh
 * clone. A replaced module would leak from one file into the next in a shared graph.
 */
const replacing = globSync('src/**/*.test.ts', { cwd: import.meta.dirname }).filter((file) =>
  readFileSync(join(import.meta.dirname, file), 'utf8').includes('vi.mock('),
);

// Workspace packages are tested from source (their `@site/source` export condition): no build needed first.
// Node-environment tests resolve through `ssr.resolve`.
export default defineConfig({
  resolve: { conditions: ['@site/source', ...defaultClientConditions] },
  // Not `module`: vitest hands these to the test worker as Node's --conditions, and for `module` the AWS
  // SDK points at a build Node cannot load.
  ssr: {
    resolve: { conditions: ['@site/source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  test: {
    // Migrates one template database per run; each test file clones it (openTestDb in src/testing.ts).
    globalSetup: ['src/testing-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run side by side (each has its own database, data folder and ports): two at once on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads, not processes: a file starts faster (374 s → 240 s for the suite on PGlite, 2 cores).
    // No test changes process-wide state (environment, working directory) that threads would share.
    pool: 'threads',
    projects: [
      // Each project names its files (`extends` would add to an inherited include, not replace it).
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.ts'], exclude: replacing, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: replacing } },
    ],
  },
});
