import type { CallDeclaration, CallRoute, ParamTable } from '../contract/call.js';
import { requiredParams } from '../contract/call.js';
import { CALLS } from '../contract/calls.js';
import { ROUTE_FUNCTIONS } from '../contract/route-functions.js';
import type { z } from '../zod.js';

/**
 * Writes calls/routes.ts from CALLS: each declaration without its schemas, its params as a ParamTable read
 * from the params schema, its functions by their name in ROUTE_FUNCTIONS. The test beside it fails when the
 * table differs: `UPDATE_ROUTES=1 npx vitest run src/calls/routes.test.ts && npx biome check --write src/calls`
 * writes it again.
 */

const ROUTE_KEYS = [
  'method',
  'path',
  'derive',
  'act',
  'actField',
  'section',
  'lifetime',
  'formFields',
  'precheck',
  'redirect',
  'body',
  'lifetimeOf',
  'unsent',
  'lifetimeParam',
  'query',
] as const;

/** The param table of a params schema (what parsing an absent, a numeric text and a padded text gives). */
export function paramTable(declaration: CallDeclaration): ParamTable | undefined {
  if (!declaration.params) return undefined;
  const shape = declaration.params.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const defaults: Record<string, unknown> = {};
  const numbers: string[] = [];
  const trims: string[] = [];
  const lowers: string[] = [];
  for (const key of keys) {
    const schema = shape[key] as z.ZodType;
    const absent = schema.safeParse(undefined);
    if (absent.success && absent.data !== undefined) defaults[key] = absent.data;
    const numeric = schema.safeParse('7');
    if (numeric.success && numeric.data === 7) numbers.push(key);
    const padded = schema.safeParse(' abcd ');
    if (padded.success && padded.data === 'abcd') trims.push(key);
    const upper = schema.safeParse('A');
    if (upper.success && upper.data === 'a') lowers.push(key);
  }
  const required = requiredParams(declaration);
  return {
    keys,
    ...(Object.keys(defaults).length ? { defaults } : {}),
    ...(required.length ? { required } : {}),
    ...(numbers.length ? { numbers } : {}),
    ...(trims.length ? { trims } : {}),
    ...(lowers.length ? { lowers } : {}),
  };
}

const functionNames = new Map<unknown, string>(
  Object.entries(ROUTE_FUNCTIONS).map(([name, fn]) => [fn, `F.${name}`]),
);

function literal(value: unknown, where: string): string {
  if (typeof value === 'function') {
    const name = functionNames.get(value);
    if (!name) throw new Error(`${where}: a function not in ROUTE_FUNCTIONS (contract/route-functions.ts)`);
    return name;
  }
  if (Array.isArray(value)) return `[${value.map((v, i) => literal(v, `${where}[${i}]`)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${literal(v, `${where}.${k}`)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** Every declaration's route (CallRoute), as calls/routes.ts must hold it. */
export function routeTable(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(CALLS as Record<string, CallDeclaration>).map(([name, declaration]) => {
      const route: Record<string, unknown> = {};
      for (const key of ROUTE_KEYS) if (declaration[key] !== undefined) route[key] = declaration[key];
      const fields = paramTable(declaration);
      if (fields) route.fields = fields;
      return [name, route];
    }),
  );
}

/**
 * Whether the browser's client sends a route only as a write: a POST that is not a navigation (whose address
 * is made at once). Such routes are in calls/post-routes.ts, loaded with the first write (#28).
 */
export function isWrite(route: Pick<CallRoute, 'method' | 'redirect'>): boolean {
  return route.method === 'post' && route.redirect === undefined;
}

const HEADER = `// Written from CALLS by calls/write-routes.ts: do not edit (its test says when it differs).
import type { CallRoute } from '../contract/call.js';
import { ROUTE_FUNCTIONS as F } from '../contract/route-functions.js';
`;

/**
 * The texts of calls/routes.ts (the reads and navigations, with the names of the writes) and of
 * calls/post-routes.ts (the writes), then formatted by Biome.
 */
export function routesSources(): { routes: string; posts: string } {
  const table = Object.entries(routeTable()) as [string, CallRoute][];
  const reads = table.filter(([, route]) => !isWrite(route));
  const writes = table.filter(([, route]) => isWrite(route));
  const rows = (routes: [string, CallRoute][]) =>
    routes.map(([name, route]) => `  ${JSON.stringify(name)}: ${literal(route, name)},`).join('\n');
  return {
    routes: `${HEADER}import type { ReadName, WriteName } from './names.js';

/**
 * Every declared call but the writes, without its schemas (contract/call.ts CallRoute): what the browser's
 * client makes reads and navigations from, and builds query keys and addresses with.
 */
export const ROUTES: Record<ReadName, CallRoute> = {
${rows(reads)}
};

/** The writes (a POST that is not a navigation): their routes (post-routes.ts) load with the first one. */
export const WRITE_NAMES: readonly WriteName[] = ${JSON.stringify(writes.map(([name]) => name))};
`,
    posts: `${HEADER}import type { WriteName } from './names.js';

/** The writes' routes (routes.ts has the rest): the browser's client loads them with its first write (#28). */
export const POST_ROUTES: Record<WriteName, CallRoute> = {
${rows(writes)}
};
`,
  };
}
