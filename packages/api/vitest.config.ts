import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages are tested from source (their `source` export condition): no build needed first.
// Node-environment tests resolve through `ssr.resolve`.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: { include: ['src/**/*.test.ts'] },
});
