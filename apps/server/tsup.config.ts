import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // main: the server; worker: a job worker process; cli: the command line (roles, migrations); app: buildApp
  // for whoever embeds the server. Shared code lands in chunks beside them.
  entry: { main: 'src/main.ts', worker: 'src/worker-main.ts', cli: 'src/cli-main.ts', app: 'src/app.ts' },
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
