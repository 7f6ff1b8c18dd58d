import { componentCss } from '@site/ui/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A brand is made in a .css.ts file (src/brand.css.ts): vanilla-extract's plugin builds it. The components'
// styles come with the components the page imports (`componentCss`), not as `@site/ui/styles.css` whole.
export default defineConfig({ plugins: [react(), vanillaExtractPlugin(), componentCss()] });
