import { defineConfig } from 'vite';

// The brand file (src/brand.css.ts) built WITHOUT vanilla-extract's plugin, as a site that forgot the plugin
// would: the build must fail on its import of `createBrandTheme`, the error naming the plugin
// (e2e/src/sister-site.test.ts). Only the brand file is the input, so the failure comes in a second.
export default defineConfig({
  logLevel: 'silent',
  build: { outDir: 'dist-no-plugin', rolldownOptions: { input: 'src/brand.css.ts' } },
});
