import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { include: ['app/**/*.test.ts', 'app/**/*.test.tsx'] },
});
