import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether a page's or an app's CSS holds one of @site/ui's own stylesheets (`<dist>/css/<folder>/<name>.css`,
 * one per style source, which `@site/ui/vite`'s componentCss imports with the modules that use it): the CSS
 * names that stylesheet's first class.
 */
export function holdsStylesheet(css: string, uiDist: string, sheet: string): boolean {
  const text = readFileSync(join(uiDist, 'css', sheet), 'utf8').replace(/\/\*[^*]*\*\//g, '');
  const name = /\.([A-Za-z_][\w-]*)\s*[{,:.[ ]/.exec(text)?.[1];
  if (!name) throw new Error(`${sheet} names no class to look for`);
  return new RegExp(`\\.${name}(?![\\w-])`).test(css);
}
