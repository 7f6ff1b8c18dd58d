import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

/**
 * A Vite plugin (`plugins: [componentCss()]`) that gives each page the CSS of the components it imports,
 * instead of `@site/ui/styles.css` whole (a site uses one or the other, never both).
 *
 * @site/ui's modules are plain JavaScript that imports no CSS, so that Node can run them (server
 * rendering, tests) with no bundler. The build writes each style source's own stylesheet beside them
 * (`dist/css/…`) and, in `dist/css/modules.json`, which of them each module's components use. When the
 * site's bundler takes one of those modules, this plugin adds imports of its stylesheets after the
 * module's own imports: what it builds on (the floating panel under a menu) comes first, as in `styles.css`,
 * and the bundler puts each stylesheet in the CSS of the pages whose JavaScript has the module.
 */
export function componentCss(): ComponentCssPlugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('@site/ui/package.json')), 'dist');
  const modules = JSON.parse(readFileSync(join(dist, 'css/modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const stylesheets = join(dist, 'css') + sep;
  return {
    name: '@site/ui:component-css',
    isStylesheet: (id) => id.startsWith(stylesheets) && id.endsWith('.css'),
    // Vite's dev server bundles dependencies ahead into files of its own, which this plugin would not see.
    config: () => ({ optimizeDeps: { exclude: ['@site/ui'] } }),
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(dist + sep)) return null;
      const sheets = modules[relative(dist, file).split(sep).join('/')];
      if (!sheets) return null;
      const imports = sheets.map((sheet) => {
        const path = relative(dirname(file), join(dist, sheet)).split(sep).join('/');
        return `import ${JSON.stringify(path.startsWith('.') ? path : `./${path}`)};`;
      });
      // Appended: the lines before keep their places, so the module's source map still holds (`map: null`).
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}

/** The Vite plugin `componentCss` returns: what Vite reads of it, without a dependency on Vite's types. */
export interface ComponentCssPlugin {
  name: string;
  /**
   * Whether a module id is one of the stylesheets this plugin imports. One that several chunks import
   * becomes a chunk of its own, whose CSS Vite links after the CSS of the chunk that loads it
   * (vitejs/vite#3924, open at Vite 8): the rules that build on it then come before it, and it undoes
   * them. A site that splits its code puts those in a chunk every page loads first
   * (`codeSplitting.groups`, with `minShareCount: 2`).
   */
  isStylesheet(id: string): boolean;
  config(): { optimizeDeps: { exclude: string[] } };
  transform(code: string, id: string): { code: string; map: null } | null;
}
