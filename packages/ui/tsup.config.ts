import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * The stylesheet of an entry as esbuild writes it: sections, each headed by a comment naming the source it
 * comes from (`/* vanilla-extract-css-ns:src/Button/Button.css.ts.vanilla.css?source=… *\/`).
 */
function cssSections(css: string): { source: string; text: string }[] {
  const heads = [...css.matchAll(/^\/\* (.+?) \*\/$/gm)];
  return heads.map((head, i) => ({
    source: (head[1] as string).replace(/\?source=.*$/, ''),
    text: css.slice(head.index, heads[i + 1]?.index ?? css.length),
  }));
}

/**
 * Where a style source's own stylesheet is written, from its section's source (cssSections):
 * `vanilla-extract-css-ns:src/Button/Button.css.ts.vanilla.css` → `css/Button/Button.css`.
 */
const moduleCssFile = (source: string) =>
  source.replace(/^vanilla-extract-css-ns:src\//, 'css/').replace(/\.css\.ts\.vanilla\.css$/, '.css');

/**
 * Each style source's own stylesheet (`dist/css/<folder>/<name>.css`), and `dist/css/modules.json`: for each
 * module of `dist`, the stylesheets whose classes its code names, in `styles.css`'s order. A site's bundler
 * that adds those imports to the modules it bundles (`@site/ui/vite`) gets, per page, the CSS of the
 * components that page imports, instead of `styles.css` whole. esbuild's metafile lists this build's outputs
 * (not the base stylesheet's, built beside it).
 */
function writeModuleCss() {
  const meta = JSON.parse(readFileSync('dist/metafile-esm.json', 'utf8')) as {
    outputs: Record<string, unknown>;
  };
  // Each stylesheet's text, by the file it is written to.
  const written = new Map<string, string>();
  // index.css first (`styles.css`: what a style builds on comes before it), then the other entries' own.
  const stylesheets = Object.keys(meta.outputs)
    .filter((f) => f.endsWith('.css'))
    .sort((a, b) => Number(b === 'dist/index.css') - Number(a === 'dist/index.css'));
  for (const file of stylesheets) {
    for (const section of cssSections(readFileSync(file, 'utf8'))) {
      const target = moduleCssFile(section.source);
      if (written.has(target)) continue;
      mkdirSync(join('dist', target, '..'), { recursive: true });
      // The section without its heading comment (the source's name, with its whole text encoded), and
      // without the entry's source map line, which the last section of an entry's stylesheet ends with.
      const text = section.text
        .replace(/^\/\*.*\*\/\n?/, '')
        .replace(/^\/\*# sourceMappingURL=.*\*\/\n?/m, '');
      writeFileSync(join('dist', target), text);
      written.set(target, text);
    }
  }
  // Which module needs which stylesheet: the one whose code names its classes. vanilla-extract's class
  // names are plain strings in the modules that use them (a component's code, wherever esbuild put it;
  // a composed style names every class it is made of), so this follows the code, not where esbuild
  // attributed the style's import (often an entry that only re-exports a chunk, or a chunk of its own
  // that the components import bare, which a bundler drops: the package's JavaScript has no side effects).
  const order = [...written.keys()];
  const classes = new Map(
    [...written].map(([sheet, text]) => [
      sheet,
      // vanilla-extract's short class names: a hash and the style's index (`mecd2x1`, `_15diprx0`).
      [...new Set(text.match(/(?<=\.)[_a-zA-Z][\w-]*\d(?![\w-])/g))],
    ]),
  );
  const unclassed = order.filter((sheet) => classes.get(sheet)?.length === 0);
  if (unclassed.length > 0)
    throw new Error(`stylesheets without a class, which no module would import: ${unclassed}`);
  const modules: Record<string, string[]> = {};
  for (const file of Object.keys(meta.outputs).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(file, 'utf8');
    const names = new Set(code.match(/[\w-]+/g));
    // In the order index.css has them (what a style builds on first), as `styles.css` would apply them.
    const sheets = order.filter((sheet) => classes.get(sheet)?.some((name) => names.has(name)));
    if (sheets.length > 0) modules[file.replace(/^dist\//, '')] = sheets;
  }
  writeFileSync('dist/css/modules.json', `${JSON.stringify(modules, null, 1)}\n`);
  rmSync('dist/metafile-esm.json');
}

/**
 * `video.css` and `moderation.css` without what `index.css` (`@site/ui/styles.css`, which a site loads first)
 * already holds. esbuild writes every style an entry imports into its stylesheet, the Button's or the
 * TextField's too: loaded again after `index.css`, those rules came after the ones that adjust them (an
 * icon button's size, a field's width) and undid them, so the video page's icon buttons shrank to 6 px.
 * Their source maps no longer match and are left out.
 */
function dropSharedCss() {
  const shared = new Set(cssSections(readFileSync('dist/index.css', 'utf8')).map((s) => s.source));
  for (const entry of ['dist/video.css', 'dist/moderation.css']) {
    const own = cssSections(readFileSync(entry, 'utf8')).filter((s) => !shared.has(s.source));
    writeFileSync(
      entry,
      own
        .map((s) => s.text)
        .join('')
        .replace(/^\/\*# sourceMappingURL=.*\*\/\n?/m, ''),
    );
    rmSync(`${entry}.map`, { force: true });
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
      'src/vite.ts',
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
    // Types: `pnpm build:types` bundles tsc's declarations into one file per entry package.json exports (the
    // index, `video`, `moderation`, `theme`), not one per module (scripts/bundle-types.mjs).
    sourcemap: true,
    metafile: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    // Peer dependencies stay imports; the CSS goes to dist/index.css (exported as `@site/ui/styles.css`).
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    onSuccess: async () => {
      copyLocales();
      writeModuleCss();
      dropSharedCss();
    },
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
