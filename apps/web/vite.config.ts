import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The site consumes @site/ui and @site/api as built packages (dist + @site/ui/styles.css), exactly as a
// sister site does: one compiled set of theme variables for the components and the site's own styles.
// `pnpm start` and `pnpm build` build the packages first.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
});
