// What a browser build's modules use of each other, followed through the finished module graph (the builds'
// chunking, vite.config.ts and vite.islands.config.ts).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The part of Rolldown's module graph a chunking group's `name` is given. */
export type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
};

/** The names a module imports from a package's entry (`import { A, B as C } from '@site/ui'`). */
function namedImports(id: string): Set<string> {
  let source = '';
  try {
    source = readFileSync(id, 'utf8');
  } catch {
    return new Set();
  }
  const names = new Set<string>();
  for (const [, list] of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@site\/[^'"]+['"]/g,
  )) {
    for (const part of (list ?? '').split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * A package entry that only re-exports its chunks (@site/ui's and @site/api's `dist/<entry>.js`): the chunks
 * that export the given names, and the ones it imports for their side effects (styles). Null for any other module.
 */
function entryChunks(id: string, names: Set<string>): string[] | null {
  if (!/[\\/]packages[\\/](ui|api)[\\/]dist[\\/][^\\/]+\.js$/.test(id) || /chunk-/.test(id)) return null;
  const source = readFileSync(id, 'utf8');
  const chunks: string[] = [];
  for (const line of source.split('\n')) {
    const reexport = /^export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/.exec(line);
    const sideEffect = /^import\s*['"](\.[^'"]+)['"]/.exec(line);
    if (sideEffect?.[1]) chunks.push(resolve(dirname(id), sideEffect[1]));
    if (!reexport?.[2]) continue;
    const exported = (reexport[1] ?? '').split(',').map((part) =>
      part
        .split(/\s+as\s+/)
        .pop()
        ?.trim(),
    );
    if (exported.some((name) => name && names.has(name))) chunks.push(resolve(dirname(id), reexport[2]));
  }
  return chunks;
}

/**
 * The modules `roots` use, statically: what they import, followed through the module graph, and through a
 * package's entry only to the chunks of the names imported from it (@site/ui's index re-exports every
 * component; a page uses a few).
 */
export function usedModules(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const names = namedImports(module);
    for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) {
      const chunks = entryChunks(imported, names);
      if (chunks) for (const chunk of chunks) visit(chunk);
      else visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}
