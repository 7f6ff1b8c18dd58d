import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'query/index': 'src/query/index.ts',
    'display/index': 'src/display/index.ts',
    'testing/index': 'src/testing/index.ts',
    'openapi/index': 'src/openapi/index.ts',
  },
  format: ['esm'],
  // Types: `pnpm build:types` bundles tsc's declarations (scripts/bundle-types.mjs).
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['@tanstack/react-query', 'zod', 'msw'],
});
