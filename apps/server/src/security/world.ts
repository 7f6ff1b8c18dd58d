import { createHash } from 'node:crypto';
import { errorResponseSchema } from '@site/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import type { Db } from '../db/database.js';
import type { Deps } from '../deps/index.js';
import { openTestDb, type TestDb } from '../testing.js';
import { placeUpload, uploadsApp } from '../uploads/fixtures.js';

/**
 * The world the security tests attack (issue #11): member A owns private things (a private video, a
 * private playlist, a dialog with C, an unfinished upload), member B is the attacker, C a third member,
 * and an admin. Each member has a cookie-keeping Browser signed in from its own address.
 */

export const PASSWORD = 'quiet meadow';

export interface Member {
  id: number;
  username: string;
  browser: Browser;
}

export interface World {
  t: TestDb;
  app: FastifyInstance;
  a: Member;
  b: Member;
  c: Member;
  admin: Member;
  /** A fresh visitor (no session), from its own address. */
  visitor: () => Browser;
  publicVideo: number;
  privateVideo: number;
  privatePlaylist: number;
  publicPlaylist: number;
  /** B's own playlist (a legal target of B's playlist acts). */
  playlistOfB: number;
  /** A's upload (finished bytes, not yet checked). */
  uploadOfA: string;
  /** A message A sent C. */
  messageAtoC: string;
  /** A's comment on the public video (another member's comm_del must leave it). */
  commentOfA: number;
  /** The app's dependencies (storage, secret, media settings). */
  deps: Deps;
}

let addressSeq = 10;
const nextAddress = () => `10.0.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

async function member(app: FastifyInstance, db: Db, username: string, role?: 'admin'): Promise<Member> {
  const id = await addAccount(db, { username, password: PASSWORD, ...(role ? { role } : {}) });
  const browser = new Browser(app, nextAddress());
  const res = await browser.login(username, PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return { id, username, browser };
}

export async function openWorld(): Promise<World> {
  const t = await openTestDb();
  const { app, deps } = await uploadsApp(t);
  const a = await member(app, t.db, 'owner_ada');
  const b = await member(app, t.db, 'prober_bo');
  const c = await member(app, t.db, 'third_cy');
  const admin = await member(app, t.db, 'admin_di', 'admin');
  const video = async (title: string, values: { is_private?: number; user_id: number }) =>
    (
      await t.db
        .insertInto('videos')
        .values({
          title,
          dir: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          duration: 900,
          status_id: 1,
          ...values,
        })
        .returning('video_id')
        .executeTakeFirstOrThrow()
    ).video_id;
  const publicVideo = await video('Calm harbor light', { user_id: a.id });
  const privateVideo = await video('Secret garden walk', { user_id: a.id, is_private: 1 });
  const playlist = async (user_id: number, title: string, visible: number) =>
    (
      await t.db
        .insertInto('playlists')
        .values({ user_id, title, dir: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), visible })
        .returning('playlist_id')
        .executeTakeFirstOrThrow()
    ).playlist_id;
  const privatePlaylist = await playlist(a.id, 'Private evening picks', 0);
  const publicPlaylist = await playlist(a.id, 'Open morning picks', 1);
  const playlistOfB = await playlist(b.id, 'Prober picks', 1);
  for (const playlist_id of [privatePlaylist, publicPlaylist]) {
    await t.db.insertInto('playlist_videos').values({ playlist_id, video_id: privateVideo }).execute();
  }
  const messageAtoC = 'Meet at the old lighthouse at nine';
  await t.db
    .insertInto('messages')
    .values({ from_user_id: a.id, to_user_id: c.id, message: messageAtoC, created_at: new Date() })
    .execute();
  const uploadOfA = await placeUpload(deps, a.id, Buffer.from('not really a video, just bytes'));
  const { comment_id: commentOfA } = await t.db
    .insertInto('comments')
    .values({ section: 'video', object_id: publicVideo, user_id: a.id, comment: 'Mine, not yours to delete' })
    .returning('comment_id')
    .executeTakeFirstOrThrow();
  return {
    t,
    app,
    a,
    b,
    c,
    admin,
    visitor: () => new Browser(app, nextAddress()),
    publicVideo,
    privateVideo,
    privatePlaylist,
    publicPlaylist,
    playlistOfB,
    uploadOfA,
    messageAtoC,
    commentOfA,
    deps,
  };
}

export async function closeWorld(w: World | undefined): Promise<void> {
  await w?.app.close();
  await w?.t.close();
}

/**
 * Tables a refused request may legitimately write: the session's last use, the login throttle's
 * failures, the rate limits' counts and used captcha tokens (a refused attempt still counts), and the jobs'
 * bookkeeping. Everything else must be unchanged by a refusal.
 */
const VOLATILE = new Set(['sessions', 'login_failures', 'rate_limits', 'claims', 'jobs', 'view_marks']);

let tablesOf: { db: Db; names: string[] } | undefined;

/** Every table's row count and a hash of its rows, in one statement. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  if (tablesOf?.db !== db) {
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
    const names = rows
      .map((r) => r.table_name)
      .filter((n) => /^[a-z_][a-z0-9_]*$/.test(n) && !VOLATILE.has(n));
    tablesOf = { db, names };
  }
  const parts = tablesOf.names.map(
    (n) =>
      `SELECT '${n}' AS t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${n}" x`,
  );
  const { rows } = await sql<{ t: string; h: string }>`${sql.raw(parts.join(' UNION ALL '))}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** A short digest of a fingerprint, for messages. */
export const digest = (f: Record<string, string>) =>
  createHash('sha256').update(JSON.stringify(f)).digest('hex').slice(0, 12);

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
}

/** A refusal in the shape of §8: a JSON body `{ code, errors? }` with a 4xx status. */
export function expectErrorShape(res: LightMyRequestResponse, what: string): { code: string } {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  let json: unknown;
  try {
    json = res.json();
  } catch {
    throw new Error(`${what} → ${res.statusCode} answered no JSON: ${res.body.slice(0, 200)}`);
  }
  const parsed = errorResponseSchema.safeParse(json);
  expect(parsed.success, `${what} → ${res.body.slice(0, 300)}`).toBe(true);
  const code = (json as { code: string }).code;
  expect(code, what).toMatch(/^[a-z][a-z0-9_]*$/);
  return { code };
}
