import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedIfEmpty } from '../seed/seed.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { webBuildExists } from '../web/mount.js';

/**
 * The server-rendered pages under their Content-Security-Policy (issue M4): every script the page writes
 * (React Router's, React's, the theme script) carries the nonce of the answer's own policy, a new one per
 * answer, and no markup runs code through an event attribute. Runs when the web build exists (`pnpm test`
 * builds it first).
 */

const BUILD_DIR = fileURLToPath(new URL('../../../web/build', import.meta.url));

let t: TestDb;
let app: FastifyInstance;
let video = '';

/** The script nonce the answer's policy allows. */
function policyNonce(header: unknown): string {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(header))?.[1] ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  return /'nonce-([A-Za-z0-9_-]+)'/.exec(scriptSrc)?.[1] ?? '';
}

describe.skipIf(!webBuildExists(BUILD_DIR) && !process.env.CI)('given the built pages', () => {
  beforeAll(async () => {
    t = await openTestDb();
    await seedIfEmpty(t.db, { mediaDir: join(t.dataDir, 'media'), videos: 6, members: 3, channels: 2 });
    app = await buildApp({ db: t.db, dataDir: t.dataDir, web: { buildDir: BUILD_DIR } });
    const first = await t.db
      .selectFrom('videos')
      .select(['video_id', 'dir'])
      .where('status_id', '=', 1)
      .orderBy('video_id')
      .executeTakeFirstOrThrow();
    video = `${first.video_id}/${first.dir}`;
  });

  afterAll(() => closeAll(app, t));

  it.each([
    ['home', () => '/'],
    ['a video page', () => `/videos/${video}/`],
    ['the embed player', () => `/embed/${video.split('/')[0]}/`],
    ['sign-in', () => '/signin'],
    ['the upload page', () => '/upload-video/'],
    ['the moderation console (visitor: 401)', () => '/moderation/'],
    ['a 404', () => '/no-such-page/at/all/'],
  ])('%s: every script carries the nonce of its own policy, no attribute runs code', async (_name, url) => {
    const res = await app.inject({ method: 'GET', url: url(), headers: { accept: 'text/html' } });
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    const nonce = policyNonce(res.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    // The theme script, React Router's context and module scripts at least.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
    // The nonce is only on tags (scripts; React Router's links to its modules and styles; the stylesheets a
    // page of islands writes in), never in text.
    const tags =
      res.body.match(new RegExp(`<(?:script|link|style)\\b[^>]* nonce="${nonce}"[^>]*>`, 'g')) ?? [];
    expect(res.body.split(nonce).length - 1).toBe(tags.length);
    expect(res.body).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  });

  it('gives every answer its own nonce', async () => {
    const pages = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/signin' })));
    const nonces = pages.map((page) => policyNonce(page.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(3);
    pages.forEach((page, i) => {
      expect(page.body).toContain(`nonce="${nonces[i]}"`);
    });
  });
});
