import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = dirname(new URL(import.meta.url).pathname);

/** The modules a source loads when it runs: its relative imports and re-exports, not `import type`. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)';/gms)) {
    if (m[1]) continue;
    out.push(m[2] as string);
  }
  return out;
}

/** The source of a relative import: `x.js` is `x.ts`, `x` is `x.ts` or `x/index.ts`. */
function sourceOf(path: string): string {
  const base = path.replace(/\.js$/, '');
  return [`${base}.ts`, join(base, 'index.ts')].find((f) => existsSync(f)) ?? `${base}.ts`;
}

/** Every module the entry loads, directly or through others, and the packages they import. */
function graph(entry: string): { modules: string[]; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [join(src, entry)];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) queue.push(sourceOf(join(dirname(file), spec)));
      else packages.add(spec);
    }
  }
  return { modules: [...seen].map((f) => relative(src, f)), packages };
}

describe('given the entries the browser loads (#28: no schema library in a page)', () => {
  for (const entry of ['index.ts', 'query/index.ts', 'display/index.ts']) {
    it(`${entry} loads neither zod nor a module that builds schemas`, () => {
      const { modules, packages } = graph(entry);
      expect(packages.has('zod')).toBe(false);
      expect(modules).not.toContain('zod.ts');
      // The contract's CALLS (every schema) is loaded only by the client's checks, with import().
      expect(modules).not.toContain('contract/calls.ts');
    });
  }

  it('the contract entry still holds the schemas (the server, tests and forms load them from there)', () => {
    expect(graph('contract/index.ts').modules).toContain('zod.ts');
  });
});
