import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages are tested from source (their `@site/source` export condition): no build needed first.
// Node-environment tests resolve through `ssr.resolve`. @site/ui's source has `.css.ts` files, hence
// vanilla-extract.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@site/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@site/source', ...defaultServerConditions] } },
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    setupFiles: ['./app/test/setup.ts'],
    // jsdom made once per worker, each file still in a context of its own (109 s → 32 s on 2 cores,
    // where the default of one worker per core but one leaves a single worker). app/test/setup.ts gives
    // those contexts Node's web streams, which jsdom's window lacks.
    pool: 'vmThreads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
