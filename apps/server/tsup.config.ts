import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // main: the process; app: buildApp for whoever embeds the server (shared code lands in a chunk).
  entry: { main: 'src/main.ts', app: 'src/app.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules; the workspace contract is resolved from its build at run time.
  skipNodeModulesBundle: true,
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    cpSync('langs', 'dist/langs', { recursive: true });
  },
});
