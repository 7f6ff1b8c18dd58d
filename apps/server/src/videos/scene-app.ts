import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type AppOptions, buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { buildScene, type Scene } from './scene.js';

/**
 * A test file's database with the scene (scene.ts) and the app over it, opened when the file is collected
 * (top-level `await sceneApp()`) and closed after its tests: the set-up each suite of the scene would
 * otherwise write again. `options` are the app's besides the database (`cardCacheMs`, …).
 */
export async function sceneApp(
  options: Omit<AppOptions, 'db' | 'dataDir'> = {},
): Promise<{ t: TestDb; s: Scene; app: FastifyInstance }> {
  const t = await openTestDb();
  const s = await buildScene(t.db);
  const app = await buildApp({ db: t.db, dataDir: t.dataDir, ...options });
  afterAll(() => closeAll(app, t));
  return { t, s, app };
}
