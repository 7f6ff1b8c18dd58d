import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { type ModuleGraph, usedModules } from './vite.module-graph.js';

/**
 * The moderation console's route modules (app/routes/moderation*.tsx). A part every console section shares
 * (its texts, its navigation) is shared by this many routes without any public page using it.
 */
const CONSOLE_ROUTES = readdirSync(resolve(import.meta.dirname, 'app/routes')).filter((f) =>
  f.startsWith('moderation'),
).length;
/**
 * Shared by at least this many route modules (of ~54): measured 12 as the fewest files and bytes, and more
 * than the console has routes, so what only the console shares stays out of the chunk every page loads.
 */
const COMMON_SHARE_COUNT = Math.max(12, CONSOLE_ROUTES + 1);

/**
 * The Radix widgets a page loads only when it uses them, and the parts only they use (placement, focus trap,
 * scroll lock, dismissing, portals, item collections): overlays (@site/ui loads their Radix part when one is first wanted) and form controls (in
 * modals, filter menus and the moderation console).
 */
const LAZY_RADIX =
  /[\\/](@radix-ui[\\/]react-(dialog|dropdown-menu|menu|popover|select|radio-group|checkbox|switch|tabs|tooltip|toast|progress|popper|arrow|focus-scope|focus-guards|roving-focus|use-size|collection|dismissable-layer|portal|use-escape-keydown)|react-remove-scroll(-bar)?|react-style-singleton|use-sidecar|aria-hidden|@floating-ui[\\/][\w-]+)[\\/]/;
const pullsLazyRadix = new Map<string, boolean>();
/**
 * Whether a module of @site/ui's build imports one of those widgets, itself or through its other modules
 * (its chunks import each other by relative paths). Such a module is kept out of `common`, which every page
 * loads: shared by many lazily loaded parts (every modal's form uses Select), it would otherwise be captured
 * there with its Radix.
 */
function pullsRadixWidget(id: string): boolean {
  if (LAZY_RADIX.test(id)) return true;
  if (!/[\\/]packages[\\/]ui[\\/]dist[\\/].*\.js$/.test(id)) return false;
  const known = pullsLazyRadix.get(id);
  if (known !== undefined) return known;
  pullsLazyRadix.set(id, false); // import cycles
  const source = readFileSync(id, 'utf8');
  let pulls = false;
  for (const [, spec] of source.matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)) {
    if (!spec) continue;
    if (spec.startsWith('.') ? pullsRadixWidget(resolve(dirname(id), spec)) : LAZY_RADIX.test(`/${spec}/`)) {
      pulls = true;
      break;
    }
  }
  pullsLazyRadix.set(id, pulls);
  return pulls;
}

/**
 * zod and what builds or loads the contract's schemas with it (@site/api's contract entry and its chunks,
 * a form importing `@site/api/contract`): only a form that checks its fields needs them, and pages load
 * them with it, so they never go in the common chunk every page loads (#28), however many routes share them.
 */
function loadsSchemas(id: string): boolean {
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return true;
  if (/[\\/]api[\\/]dist[\\/](contract|testing|openapi)[\\/]/.test(id)) return true;
  if (!/\.[cm]?[jt]sx?$/.test(id)) return false;
  try {
    return /from\s*["'](zod|@site\/api\/contract)["']/.test(readFileSync(id, 'utf8'));
  } catch {
    return false;
  }
}

/** @site/ui's built modules an entry of it reaches through its relative imports. */
function reachableFrom(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  let source = '';
  try {
    source = readFileSync(entry, 'utf8');
  } catch {
    return seen;
  }
  for (const [, spec] of source.matchAll(/(?:from|import)\s*['"](\.[^'"]+)['"]/g)) {
    if (spec) reachableFrom(resolve(dirname(entry), spec), seen);
  }
  return seen;
}
let consoleUi: Set<string> | undefined;
/**
 * Whether a module serves the moderation console only: the site's console components and texts, and the
 * modules of @site/ui's build that only its `moderation` entry reaches. The console has a dozen routes, so
 * they share its parts as often as the public pages share the shell's: without this they went in `common`,
 * which every public page loads (+7 kB on the listing pages once a twelfth console section came).
 */
function consoleOnly(id: string): boolean {
  if (/[\\/]app[\\/](components[\\/]moderation[\\/]|messages[\\/](use-)?moderation\.ts)/.test(id))
    return true;
  const dist = /^(.*[\\/]packages[\\/]ui[\\/]dist)[\\/].*\.js$/.exec(id)?.[1];
  if (!dist) return false;
  if (!consoleUi) {
    const publicUi = new Set<string>();
    for (const entry of ['index.js', 'video.js', 'base.js']) reachableFrom(resolve(dist, entry), publicUi);
    consoleUi = new Set([...reachableFrom(resolve(dist, 'moderation.js'))].filter((m) => !publicUi.has(m)));
  }
  return consoleUi.has(resolve(id));
}

/** The route modules the video page is made of: the document, the site's layout and the page itself. */
const VIDEO_PAGE_ROUTES = ['root.tsx', 'routes/site-layout.tsx', 'routes/video.tsx'].map((file) =>
  resolve(import.meta.dirname, 'app', file),
);
let videoPageModules: Set<string> | undefined;
/** Each build (the browser's, then the server's) follows its own module graph. */
const freshModuleGraph = {
  name: 'common-chunk-graph',
  buildStart() {
    videoPageModules = undefined;
  },
};

/**
 * Which chunk a module shared by many routes goes in: `common` if the video page loads it up front (what its
 * route modules import, followed through the finished module graph, and through a package's entry only to
 * the chunks of the names imported from it), else `common-listings`, which the listing and member pages load
 * beside it. The video page then loads none of what only the listings share (filter menus, pagination, the
 * other cards and their texts), against its own budget (#28).
 */
function commonChunk(id: string, graph: ModuleGraph): string {
  videoPageModules ??= usedModules(VIDEO_PAGE_ROUTES, graph);
  return videoPageModules.has(id) ? 'common' : 'common-listings';
}

// The site consumes @site/ui and @site/api as built packages (dist, and @site/ui's stylesheets through its
// componentCss plugin), exactly as a sister site does: one compiled set of theme variables for the
// components and the site's own styles.
// `pnpm start` and `pnpm build` build the packages first.
/**
 * The country flags @site/ui's Flag shows (flag-icons, one 4:3 SVG per ISO code): copied into the client
 * build as `/flags/<code>.svg` (served in development too), files the pages load as images when shown,
 * never JavaScript.
 */
const flags = viteStaticCopy({
  targets: [{ src: 'node_modules/flag-icons/flags/4x3/*.svg', dest: 'flags', rename: { stripBase: true } }],
});

/**
 * Each page links the styles of the @site/ui components its modules use, not the package's whole stylesheet:
 * @site/ui's componentCss plugin, from the package's build. Imported here, not above, so that what only
 * reads this config does not need the package built (the route types' generator, which the typecheck runs
 * beside the packages' build); a build without it stops before writing, and a dev server at its start,
 * saying so.
 */
async function uiStyles(): Promise<Plugin & { isStylesheet(id: string): boolean }> {
  try {
    const { componentCss } = await import('@site/ui/vite');
    return componentCss();
  } catch (error) {
    const missing = () => {
      throw new Error(`@site/ui is not built (pnpm --filter @site/ui build): ${error}`);
    };
    return {
      name: '@site/ui:component-css',
      isStylesheet: () => false,
      renderStart: missing,
      configureServer: missing,
    };
  }
}
const uiCss = await uiStyles();

export default defineConfig({
  plugins: [uiCss, vanillaExtractPlugin(), reactRouter(), flags, freshModuleGraph],
  // The server build's entry: React Router's build plus the request context's key (server-build.ts).
  environments: { ssr: { build: { rolldownOptions: { input: './server-build.ts' } } } },
  build: {
    // Kept after the build: the islands' build takes the styles of what they load later from it
    // (vite.islands.config.ts).
    manifest: true,
    // SOURCEMAP=1 writes source maps, to see what the pages' JavaScript is made of.
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every route module is an entry, so automatic chunking cuts one chunk per set of routes that
          // share code: a listing page loaded ~55 files. The code most routes share (React, React Router,
          // TanStack Query, the shell's components and the API client) goes in two chunks instead: `common`,
          // what the video page loads too, and `common-listings`, the rest (commonChunk). A listing page loads
          // ~18 files, and fewer bytes, because a few files compress better than many. Radix widgets and the @site/ui modules that use them stay out of it (pullsRadixWidget), and so do
          // what builds the contract's schemas (loadsSchemas) and the moderation console's parts (consoleOnly).
          groups: [
            {
              // The @site/ui stylesheets (componentCss adds one import per style source) that more than one
              // chunk imports: in `common`, which every page loads first. Left alone, each would be a chunk of
              // its own with no JavaScript, whose CSS Vite links after the CSS of the chunk that needs it (Vite's
              // open bug vitejs/vite#3924, pull request #21588: a pure CSS chunk's CSS is appended): the
              // rules that adjust it came before it, and it undid them (a menu's items took the panel's font
              // size, a text area the field's height). A stylesheet one chunk imports goes with that chunk:
              // after what it builds on, as in `styles.css`. What only the console's modules use stays with
              // the console (consoleOnly), out of the CSS of the public pages.
              name: (id: string, graph: ModuleGraph) =>
                graph.getModuleInfo(id)?.importers.every(consoleOnly) ? null : 'common',
              test: (id) => uiCss.isStylesheet(id),
              minShareCount: 2,
              priority: 1,
            },
            {
              name: commonChunk,
              minShareCount: COMMON_SHARE_COUNT,
              test: (id) => !pullsRadixWidget(id) && !loadsSchemas(id) && !consoleOnly(id),
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
});
