import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { ISLANDS_ENTRY_FILE, type IslandsEntry } from './app/islands/assets.server.js';
import { type ModuleGraph, usedModules } from './vite.module-graph.js';

/**
 * Writes the entry's file and every file it imports statically, and for each island the entry loads on
 * demand (registry.ts) its chunk and the files that imports (`build/server/islands-entry.json`): a page
 * preloads those of the islands it hydrates with the page (the video page's player).
 */
function islandsEntryFile(): Plugin {
  let entry: IslandsEntry | undefined;
  const root = import.meta.dirname;
  return {
    name: 'islands-entry-file',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      );
      const main = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!main) throw new Error('the islands build has no entry');
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const preloads = new Set<string>();
      for (const imported of main.imports) closure(imported, preloads);
      // The registry's islands loaded on demand: `name: () => import('<module>')`.
      const registry = readFileSync(resolve(root, 'app/islands/registry.ts'), 'utf8');
      const islands: Record<string, string[]> = {};
      for (const [, name = '', module = ''] of registry.matchAll(/(\w+): \(\) =>\s*import\('([^']+)'\)/g)) {
        const source = resolve(root, 'app/islands', module);
        const chunk = [...chunks.values()].find(
          (c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\.tsx?$/, '') === source,
        );
        if (!chunk) throw new Error(`the islands build has no chunk for the island ${name} (${module})`);
        islands[name] = [...closure(chunk.fileName)]
          .filter((file) => file !== main.fileName && !preloads.has(file))
          .map((file) => `/${file}`);
      }
      entry = { src: `/${main.fileName}`, preloads: [...preloads].map((file) => `/${file}`), islands };
    },
    writeBundle() {
      const dir = resolve(root, 'build/server');
      mkdirSync(dir, { recursive: true });
      writeFileSync(resolve(dir, ISLANDS_ENTRY_FILE), `${JSON.stringify(entry, null, 2)}\n`);
    },
  };
}

/** What React Router's build says of a module in its manifest (vite.config.ts keeps it). */
interface RouterManifestChunk {
  css?: string[];
  imports?: string[];
}

/**
 * The styles of what the islands load later (a modal, a menu's panel, the notifications) are the router's
 * build's own files for the same modules, not this build's: the page links the router's stylesheets of its
 * route, and a chunk of this build would bring again what they hold (its modules are grouped otherwise),
 * after them, undoing the rules that adjust it (a menu's items took the panel's font size). The router's
 * files it already links are not loaded twice (Vite's preload looks for the link), and this build writes
 * no stylesheet.
 */
function routerStylesheets(): Plugin {
  const root = import.meta.dirname;
  return {
    name: 'islands-router-stylesheets',
    generateBundle(_options, bundle) {
      const file = resolve(root, 'build/client/.vite/manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RouterManifestChunk>;
      const cssOf = (key: string, seen: Set<string>): string[] => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return [];
        seen.add(key);
        return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => cssOf(imported, seen))];
      };
      for (const [name, output] of Object.entries(bundle)) {
        if (output.type === 'asset') {
          if (name.endsWith('.css')) delete bundle[name];
          continue;
        }
        const css = output.viteMetadata?.importedCss;
        if (!css) continue;
        css.clear();
        if (!output.isDynamicEntry || !output.facadeModuleId) continue;
        for (const sheet of cssOf(relative(root, output.facadeModuleId), new Set())) css.add(sheet);
      }
    },
  };
}

/**
 * The browser's code of the pages that hydrate only their islands (app/islands; the listing pages, #28): a
 * build of its own, run after React Router's (`pnpm build`), into the same `build/client/assets` (under
 * `islands/`); where its entry is goes beside the server's build, which reads it for those documents'
 * scripts. It writes no styles: the server rendered every island, so the page's stylesheets hold theirs,
 * and what they load later takes the router's build's (routerStylesheets).
 */
export default defineConfig(async (): Promise<UserConfig> => {
  const { componentCss } = await import('@site/ui/vite');
  const assets = 'assets/islands/[name]-[hash]';
  const entry = resolve(import.meta.dirname, 'app/islands/entry.client.tsx');
  let initial: Set<string> | undefined;
  return {
    plugins: [componentCss(), vanillaExtractPlugin(), routerStylesheets(), islandsEntryFile()],
    publicDir: false,
    build: {
      outDir: 'build/client',
      emptyOutDir: false,
      sourcemap: process.env.SOURCEMAP === '1',
      rolldownOptions: {
        input: 'app/islands/entry.client.tsx',
        // Radix's "use client" lines mean nothing in a browser bundle (React Router's build drops them too).
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: {
          // What the entry imports, in one group, which Rolldown merges into the entry's file: the page loads
          // it at once anyway, and the islands loaded later import what they share with it from there. Left
          // to Rolldown, each module the entry shares with an island was a chunk of its own (16 files, 85
          // bytes to 22 kB), each a request and a module preload the page's script adds (0.5-1 ms of the
          // main thread each, before hydration).
          codeSplitting: {
            groups: [
              {
                name: (id: string, graph: ModuleGraph) => {
                  initial ??= usedModules([entry], graph);
                  return initial.has(id) ? 'initial' : null;
                },
              },
            ],
          },
          entryFileNames: `${assets}.js`,
          chunkFileNames: `${assets}.js`,
          assetFileNames: `${assets}[extname]`,
        },
      },
    },
  };
});
