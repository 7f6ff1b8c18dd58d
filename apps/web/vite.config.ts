import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages are compiled from source (their `source` export condition), so the site never
// needs a prebuilt @site/ui or @site/api; sister sites use the published builds instead.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
});
