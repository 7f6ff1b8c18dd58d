import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** What React Router reads from a route module; anything else it exports is shared code. */
const ROUTE_EXPORTS = new Set([
  'default',
  'loader',
  'clientLoader',
  'action',
  'clientAction',
  'meta',
  'links',
  'headers',
  'handle',
  'shouldRevalidate',
  'ErrorBoundary',
  'HydrateFallback',
  'middleware',
  'clientMiddleware',
]);

const dir = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));

describe('the route modules', () => {
  // The build splits each route's client loader into a chunk of its own: a function the module exported
  // for its loader and client loader both (and its test) was left out of that chunk, and the page opened the
  // general error when reached by a click. Shared loading lives in lib/.
  it.each(modules)('%s exports only what React Router reads', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const named = [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map(
      (m) => m[1],
    );
    const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
      (m[1] ?? '').split(',').map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      ),
    );
    expect([...named, ...listed].filter((name) => name && !ROUTE_EXPORTS.has(name))).toEqual([]);
  });
});
