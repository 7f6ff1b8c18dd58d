import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.js';
import type { CallName } from '../contract/calls.js';
import { CALL_DOCS } from '../docs/call-docs.js';
import { declaredFunction } from './declared.js';
import { POST_ROUTES } from './post-routes.js';
import { ROUTES, WRITE_NAMES } from './routes.js';
import { isWrite, routesSources, routeTable } from './write-routes.js';

/** Every route, the reads' and the writes'. */
const ALL_ROUTES = { ...ROUTES, ...POST_ROUTES };

describe('the route tables (calls/routes.ts, calls/post-routes.ts) the browser makes calls from', () => {
  it('hold every declaration of CALLS without its schemas: its route, and its params as the schema reads them', () => {
    // UPDATE_ROUTES=1 writes the files again from CALLS (then format them: npx biome check --write src/calls).
    if (process.env.UPDATE_ROUTES === '1') {
      const { routes, posts } = routesSources();
      writeFileSync(fileURLToPath(new URL('./routes.ts', import.meta.url)), routes);
      writeFileSync(fileURLToPath(new URL('./post-routes.ts', import.meta.url)), posts);
    }
    expect(ALL_ROUTES).toEqual(routeTable());
  });

  it('keep the writes apart, each named in the reads table, and every read and navigation with the reads', () => {
    expect(Object.keys(POST_ROUTES).sort()).toEqual([...WRITE_NAMES].sort());
    expect(Object.values(POST_ROUTES).every(isWrite)).toBe(true);
    // A write is never cached, so a query of one (query/declared.ts callQuery) needs no route to know that.
    expect(Object.values(POST_ROUTES).every((route) => route.lifetime === 0)).toBe(true);
    expect(Object.values(ROUTES).some(isWrite)).toBe(false);
    // A navigation's address is made at once, so its route is with the reads.
    const navigations = Object.entries(ALL_ROUTES).filter(([, route]) => route.redirect);
    expect(navigations.length).toBeGreaterThan(0);
    expect(navigations.every(([name]) => name in ROUTES)).toBe(true);
  });
});

/** A fetch that records what it is asked and answers `body`. */
function recording(body: unknown) {
  const asked: { url: string; body: string }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    asked.push({ url, body: String(init?.body ?? '') });
    return new Response(JSON.stringify(body), { status: 200 });
  };
  return { asked, fetch };
}

describe('a client that trusts its server (production) and one that checks (development and tests)', () => {
  it('asks the same address with the same body for every documented example, with or without the schemas', async () => {
    const differ: string[] = [];
    for (const [name, docs] of Object.entries(CALL_DOCS)) {
      const route = ALL_ROUTES[name as CallName];
      if (!docs.exampleParams || route.redirect || route.body === 'multipart') continue;
      const asked: string[] = [];
      for (const check of [true, false]) {
        const { asked: calls, fetch } = recording(docs.example);
        const api = createApiClient({ fetch, check });
        const call = declaredFunction(api, name) as (params: unknown) => Promise<unknown>;
        await call(docs.exampleParams).catch(() => undefined);
        asked.push(calls.map((c) => `${c.url} ${c.body}`).join(' | '));
      }
      if (asked[0] !== asked[1]) differ.push(`${name}: ${asked[0]} ≠ ${asked[1]}`);
    }
    expect(differ).toEqual([]);
  });

  it('takes an answer the schema would refuse as it comes when it trusts, and refuses it when it checks', async () => {
    const odd = { videos: [{ video_id: 'seven' }], total_count: 1, code: 'success' };
    const trusting = createApiClient({ fetch: recording(odd).fetch, check: false });
    await expect(trusting.videos.list()).resolves.toEqual(odd);
    const checking = createApiClient({ fetch: recording(odd).fetch, check: true });
    await expect(checking.videos.list()).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('checks by default outside production, and trusts in production', async () => {
    const odd = { videos: [{ video_id: 'seven' }], total_count: 1, code: 'success' };
    await expect(createApiClient({ fetch: recording(odd).fetch }).videos.list()).rejects.toMatchObject({
      code: 'invalid_response',
    });
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await expect(createApiClient({ fetch: recording(odd).fetch }).videos.list()).resolves.toEqual(odd);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('fills the defaults and refuses a missing required param without the schemas, sending the rest as given', async () => {
    const { asked, fetch } = recording({ videos: [], total_count: 0, code: 'success' });
    const api = createApiClient({ fetch, check: false });
    await api.videos.list({ page: '2' as unknown as number, sort: 'longest' });
    expect(asked[0]?.url).toBe('/api/json/videos2/14400/str/longest/60/all.0.2.all.all.all.json');
    await expect(api.videos.related({} as never)).rejects.toMatchObject({ code: 'missing_params' });
    expect(asked).toHaveLength(1);
  });
});

describe('the modules the browser loads', () => {
  it('import no schema: the client, its routes, the query factories and the display helpers are free of zod', async () => {
    const { readFileSync } = await import('node:fs');
    const seen = new Set<string>();
    const withZod: string[] = [];
    const visit = (url: URL) => {
      if (seen.has(url.pathname)) return;
      seen.add(url.pathname);
      const source = readFileSync(url, 'utf8');
      // Static value imports only: `import type` and dynamic `import()` load nothing at first.
      for (const m of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)) {
        const spec = m[1] as string;
        if (spec === 'zod' || spec.endsWith('/zod.js')) withZod.push(url.pathname);
        else if (spec.startsWith('.')) visit(new URL(spec.replace(/\.js$/, '.ts'), url));
      }
    };
    for (const entry of [
      '../client.ts',
      './routes.ts',
      './post-routes.ts',
      '../query/index.ts',
      '../display/index.ts',
    ])
      visit(new URL(entry, import.meta.url));
    expect(withZod).toEqual([]);
  });
});
