import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // `@site/source` first (workspace packages from TypeScript source), then Vite's client defaults.
  resolve: { conditions: ['@site/source', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: true,
    // jsdom made once per worker, each file still in a context of its own (190 s → 44 s on 2 cores,
    // where the default of one worker per core but one leaves a single worker).
    pool: 'vmThreads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
