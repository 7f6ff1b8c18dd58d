import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** The ten languages of this package's texts: kept with the site's texts (apps/server/langs/<lang>/ui.json). */
const LANGS = '../../apps/server/langs';

/** Ships each language's texts as `dist/locales/<lang>.json` (exported as `@site/ui/locales/<lang>.json`). */
function copyLocales() {
  mkdirSync('dist/locales', { recursive: true });
  for (const lang of readdirSync(LANGS)) {
    const file = join(LANGS, lang, 'ui.json');
    if (existsSync(file)) cpSync(file, join('dist/locales', `${lang}.json`));
  }
}

export default defineConfig([
  {
    // One module per component beside the index: the index re-exports them, and since the package's JS has
    // no side effects (package.json `sideEffects` names only CSS), a bundler drops every module a site does
    // not import. One bundled file would keep each component's top-level statements (displayName,
    // vanilla-extract's runtime recipes) in every site.
    entry: [
      'src/index.ts',
      'src/video.ts',
      'src/moderation.ts',
      'src/*/*.{ts,tsx}',
      // Each table of English texts on its own, so a site's bundler puts a table that is not in `en` (the
      // modals', the filter menus', the comments', the player's…) with the parts that use it (#28).
      'src/i18n/messages/*.ts',
      '!src/**/*.{test,stories}.{ts,tsx}',
      '!src/**/*.css.ts',
      // Story and test data (fixtures, story helpers) are not part of the package.
      '!src/**/fixtures.{ts,tsx}',
      '!src/**/storyHelpers.{ts,tsx}',
      '!src/test/**',
    ],
    splitting: true,
    format: ['esm'],
    // Types: one bundled dist/index.d.ts, the only entry package.json exports (a declaration file per module
    // would cost the type bundler more memory than a build machine has, for files nobody imports).
    dts: {
      // The entries: the index, the player (`@site/ui/video`), the console (`@site/ui/moderation`), and the
      // theme for sites that make brands (`@site/ui/theme`).
      entry: {
        index: 'src/index.ts',
        video: 'src/video.ts',
        moderation: 'src/moderation.ts',
        'theme/index': 'src/theme/index.ts',
      },
      compilerOptions: { composite: false, incremental: false, ignoreDeprecations: '6.0' },
    },
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    // Peer dependencies stay imports; the CSS goes to dist/index.css (exported as `@site/ui/styles.css`).
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    onSuccess: async () => copyLocales(),
  },
  {
    // `@site/ui/base.css`: the page's own base styles (src/theme/base.css.ts), a stylesheet apart, so that a
    // site with base styles of its own does not get these with the components' styles.
    entry: { base: 'src/theme/base.css.ts' },
    format: ['esm'],
    clean: false,
    target: 'es2022',
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  },
]);
