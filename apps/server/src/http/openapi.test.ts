import { CALLS } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

type Operation = { operationId: string; 'x-client-functions'?: string[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('given the served API reference', () => {
  let t: TestDb;
  let app: FastifyInstance;
  let document: Document;
  beforeAll(async () => {
    t = await openTestDb();
    app = await buildApp({ db: t.db, dataDir: t.dataDir });
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
  });
  afterAll(() => closeAll(app, t));

  const operations = () => Object.values(document.paths).flatMap((item) => Object.values(item));

  it('documents every call the contract declares (§7)', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(operations().flatMap((op) => op['x-client-functions'] ?? []));
    const missing = Object.keys(CALLS).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('serves /api/docs: a page of every operation, with no script and nothing from another origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = res.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/(?:src|href)="(?:https?:)?\/\//i);
    expect(page).toContain('href="/api/openapi.json"');
    for (const name of Object.keys(CALLS)) expect(page, name).toContain(`<code>${name}</code>`);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        expect(page, `${method} ${path}`).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
  });

  it("keeps the site's Content-Security-Policy on the page: no inline script may run", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/default-src 'self'/);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
