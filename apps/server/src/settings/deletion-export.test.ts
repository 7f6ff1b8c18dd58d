import { join } from 'node:path';
import { callUrl } from '@site/api';
import { accountSettingsResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, SITE_URL } from '../accounts/account-fixtures.js';
import { Browser } from '../accounts/fixtures.js';
import { clientOf, expectError, signedIn } from '../actions/fixtures.js';
import { addVideo, befriend } from '../community/fixtures.js';
import { createOutboxMailer, latestMailTo } from '../mail/index.js';
import { createLocalStorage, type LocalStorage } from '../media/storage/local.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { runDeletion } from './deletion.js';
import { buildExport } from './export.js';

let t: TestDb;
let app: FastifyInstance;
let storage: LocalStorage;

const PASSWORD = 'quiet meadow';

beforeAll(async () => {
  t = await openTestDb();
  app = await accountsApp(t);
  storage = createLocalStorage(join(t.dataDir, 'storage'), {
    secret: 'deletion-test-secret-of-enough-length',
  });
});

afterAll(() => closeAll(app, t));

type Who = { id: number; browser: Browser };

async function settingsOf(who: Who) {
  const res = await who.browser.get(callUrl('settings.get'));
  expect(res.statusCode, res.body).toBe(200);
  return accountSettingsResponseSchema.parse(res.json());
}

const login = (browser: Browser, username: string) =>
  browser.post('/api/login.php', { usr: username, pwd: PASSWORD });

/** Moves a scheduled deletion's date into the past: its grace period is over. */
const graceOver = (userId: number) =>
  t.db
    .updateTable('account_deletions')
    .set({ due_at: sql<Date>`now() - interval '1 second'` })
    .where('user_id', '=', userId)
    .execute();

/** Schedules the member's deletion through the settings form, keeping or removing their uploads. */
async function scheduleDeletion(who: Who, keepUploads: '1' | '0') {
  const res = await who.browser.post('/api/settings.php', {
    act: 'delete_account',
    keep_uploads: keepUploads,
    current_password: PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A member's name and deletion mark as stored. */
const memberRow = (userId: number) =>
  t.db
    .selectFrom('members')
    .select(['username', 'deleted_at'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('account deletion', () => {
  it('is scheduled with the password for 14 days, mailed, ends the other sessions, and is cancelled', async () => {
    const fir = await signedIn(app, t, 'Fir');
    const phone = new Browser(app);
    expect((await login(phone, 'Fir')).statusCode).toBe(200);
    const post = (form: Record<string, string>) =>
      fir.browser.post('/api/settings.php', { act: 'delete_account', ...form });

    expect(await expectError(await post({ current_password: PASSWORD }), 400, 'invalid_params')).toEqual([
      { field: 'keep_uploads', code: 'required' },
    ]);
    expect(await expectError(await post({ keep_uploads: '1' }), 400, 'invalid_password')).toEqual([
      { field: 'current_password', code: 'required' },
    ]);
    expectError(await post({ keep_uploads: '1', current_password: 'wrong words' }), 400, 'wrong_password');
    expect((await settingsOf(fir)).deletion).toBeNull();

    const asked = await post({ keep_uploads: '1', current_password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const { deletion } = asked.json() as { deletion: { due_at: string; keep_uploads: boolean } };
    expect(deletion.keep_uploads).toBe(true);
    const days = (new Date(deletion.due_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    expect((await settingsOf(fir)).deletion).toEqual(deletion);
    const mail = await latestMailTo(join(t.dataDir, 'outbox'), 'fir@example.test');
    expect(mail?.subject).toBe('Your account is scheduled for deletion');
    expect(mail?.text).toContain(new Date(deletion.due_at).toUTCString());
    // The other browser is signed out; this one stays, to see the date and cancel.
    expect((await phone.get('/api/session.php')).json().user).toBeNull();
    expect((await fir.browser.get('/api/session.php')).json().user).not.toBeNull();

    // Signing in again says it is scheduled.
    const again = new Browser(app);
    const signin = await login(again, 'Fir');
    expect(signin.statusCode).toBe(200);
    expect(signin.json().deletion_due_at).toBe(deletion.due_at);

    expect(await clientOf(again).settings.cancelDeletion()).toEqual({ code: 'success', deletion: null });
    expect((await settingsOf(fir)).deletion).toBeNull();
    expect((await login(new Browser(app), 'Fir')).json().deletion_due_at).toBeUndefined();
    // A cancelled deletion does not run, even after its date.
    expect(await runDeletion({ db: t.db, storage }, fir.id)).toBe(false);
    const queued = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', 'account-deletion')
      .where('singleton_key', '=', `user:${fir.id}`)
      .where('state', '=', 'queued')
      .execute();
    expect(queued).toEqual([]);
  });

  it('cannot be cancelled once its job has begun: a run stopped half-way by the storage finishes on its retry', async () => {
    const reed = await signedIn(app, t, 'Reed');
    const video = await addVideo(t.db, { user_id: reed.id, title: 'Harbour crane at noon' });
    await scheduleDeletion(reed, '0');
    await graceOver(reed.id);

    // The job's first attempt: the uploads leave the site, then the storage fails.
    const failing = { ...storage, deletePrefix: () => Promise.reject(new Error('storage is down')) };
    await expect(runDeletion({ db: t.db, storage: failing }, reed.id)).rejects.toThrow('storage is down');
    const removed = await t.db
      .selectFrom('videos')
      .select('status_id')
      .where('video_id', '=', video)
      .executeTakeFirstOrThrow();
    expect(removed.status_id).toBe(5);

    // Cancelling now would keep the account without its uploads: refused, and the deletion stays.
    const cancel = await reed.browser.post('/api/settings.php', { act: 'cancel_deletion' });
    expectError(cancel, 409, 'deletion_started');
    expect((await settingsOf(reed)).deletion).not.toBeNull();

    // The retry finishes it.
    expect(await runDeletion({ db: t.db, storage }, reed.id)).toBe(true);
    const member = await memberRow(reed.id);
    expect(member.username).toBe(`removed_${reed.id}`);
    expect(member.deleted_at).not.toBeNull();
  });

  it('is cancelled when due but not yet begun: its job then finds nothing to run', async () => {
    const sage = await signedIn(app, t, 'Sage');
    await scheduleDeletion(sage, '1');
    await graceOver(sage.id);
    expect(await clientOf(sage.browser).settings.cancelDeletion()).toEqual({
      code: 'success',
      deletion: null,
    });
    expect(await runDeletion({ db: t.db, storage }, sage.id)).toBe(false);
    expect(await memberRow(sage.id)).toEqual({ username: 'Sage', deleted_at: null });
  });

  it('when due, removes the personal data; kept uploads stay public, others are removed; no sign-in opens it', async () => {
    const gale = await signedIn(app, t, 'Gale');
    const holt = await signedIn(app, t, 'Holt');
    const kept = await addVideo(t.db, { user_id: gale.id, title: 'Quiet pier at dawn' });
    const gone = await addVideo(t.db, { user_id: holt.id, title: 'Morning ferry' });
    await t.db.insertInto('favourites').values({ user_id: gale.id, video_id: gone }).execute();
    await befriend(t.db, gale.id, holt.id);
    await t.db
      .insertInto('messages')
      .values({ from_user_id: gale.id, to_user_id: holt.id, message: 'Hello there' })
      .execute();

    await scheduleDeletion(gale, '1');
    await scheduleDeletion(holt, '0');
    // Not due yet: nothing happens.
    expect(await runDeletion({ db: t.db, storage }, gale.id)).toBe(false);
    await graceOver(gale.id);
    await graceOver(holt.id);
    expect(await runDeletion({ db: t.db, storage }, gale.id)).toBe(true);
    expect(await runDeletion({ db: t.db, storage }, holt.id)).toBe(true);
    expect(await runDeletion({ db: t.db, storage }, gale.id)).toBe(false);

    const member = await t.db
      .selectFrom('members')
      .selectAll()
      .where('user_id', '=', gale.id)
      .executeTakeFirstOrThrow();
    expect(member.username).toBe(`removed_${gale.id}`);
    expect(member.email).toBeNull();
    expect(member.password_hash).toBeNull();
    expect(member.deleted_at).not.toBeNull();
    const left = async (table: 'sessions' | 'favourites' | 'friends') =>
      (await t.db.selectFrom(table).select('user_id').where('user_id', '=', gale.id).execute()).length;
    expect(await left('sessions')).toBe(0);
    expect(await left('favourites')).toBe(0);
    expect(await left('friends')).toBe(0);
    const messages = await t.db
      .selectFrom('messages')
      .select('m_id')
      .where('from_user_id', '=', gale.id)
      .execute();
    expect(messages).toEqual([]);

    // Its session is gone, and neither the old name nor the new one signs in.
    expect((await gale.browser.get('/api/session.php')).json().user).toBeNull();
    expectError(await login(new Browser(app), 'Gale'), 401, 'invalid_usr_or_pwd');
    expectError(await login(new Browser(app), `removed_${gale.id}`), 401, 'invalid_usr_or_pwd');

    // The kept video is still public, under the removed member's name; the other one is removed.
    const page = await new Browser(app).get(callUrl('videos.get', { video_id: kept }, { lifetime: 0 }));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().video).toMatchObject({
      title: 'Quiet pier at dawn',
      status_id: 1,
      user: { username: `removed_${gale.id}`, avatar: null },
    });
    const video = await t.db
      .selectFrom('videos')
      .select('status_id')
      .where('video_id', '=', gone)
      .executeTakeFirstOrThrow();
    expect(video.status_id).toBe(5);
  });
});

describe('data export', () => {
  it('is queued once at a time, built into a ZIP by its job, mailed, and downloads for its member only', async () => {
    const iris = await signedIn(app, t, 'Iris');
    const jade = await signedIn(app, t, 'Jade');
    const video = await addVideo(t.db, { user_id: iris.id, title: 'Lantern walk' });
    await t.db.insertInto('favourites').values({ user_id: iris.id, video_id: video }).execute();
    await t.db
      .insertInto('messages')
      .values({ from_user_id: iris.id, to_user_id: jade.id, message: 'See you at the pier' })
      .execute();

    expect((await settingsOf(iris)).export).toBeNull();
    const asked = await clientOf(iris.browser).settings.requestExport();
    expect(asked.export.state).toBe('pending');
    expectError(await iris.browser.post('/api/settings.php', { act: 'export' }), 429, 'too_many_attempts');
    const exportId = asked.export.export_id;

    // Not ready yet: the link serves nothing.
    const early = await iris.browser.get(`/api/account_export.php?export_id=${exportId}`);
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe('/my_settings/?export=unavailable');

    const mailer = createOutboxMailer(join(t.dataDir, 'outbox'));
    expect(await buildExport(t.db, { mailer, siteUrl: SITE_URL }, exportId)).toBe(true);
    expect(await buildExport(t.db, { mailer, siteUrl: SITE_URL }, exportId)).toBe(false);
    const mail = await latestMailTo(join(t.dataDir, 'outbox'), 'iris@example.test');
    expect(mail?.subject).toBe('Your data export is ready');
    const link = `${SITE_URL}/api/account_export.php?export_id=${exportId}`;
    expect(mail?.text).toContain(link);
    const ready = (await settingsOf(iris)).export;
    expect(ready?.state).toBe('ready');
    const days = (new Date(ready?.expires_at ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);

    const path = link.slice(SITE_URL.length);
    const res = await iris.browser.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'comments.json',
        'favourites.json',
        'friends.json',
        'history.json',
        'messages.json',
        'playlists.json',
        'profile.json',
        'subscriptions.json',
        'videos.json',
        'watch_later.json',
      ].sort(),
    );
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    expect(read('profile.json')).toMatchObject({ username: 'Iris', email: 'iris@example.test' });
    expect(read('profile.json').password_hash).toBeUndefined();
    expect(read('videos.json')).toMatchObject([{ video_id: video, title: 'Lantern walk' }]);
    expect(read('favourites.json')).toMatchObject([{ video_id: video }]);
    expect(read('messages.json')).toMatchObject([
      { from: 'Iris', to: 'Jade', message: 'See you at the pier' },
    ]);

    // Another member and a visitor get nothing but the settings page.
    for (const browser of [jade.browser, new Browser(app)]) {
      const other = await browser.get(path);
      expect(other.statusCode).toBe(303);
      expect(other.headers.location).toBe('/my_settings/?export=unavailable');
    }

    // Expired: gone for its member too.
    await t.db
      .updateTable('account_exports')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('export_id', '=', exportId)
      .execute();
    expect((await iris.browser.get(path)).statusCode).toBe(303);
    expect((await settingsOf(iris)).export?.state).toBe('expired');
  });

  it('is limited to three a day', async () => {
    const kale = await signedIn(app, t, 'Kale');
    const mailer = createOutboxMailer(join(t.dataDir, 'outbox'));
    for (let n = 0; n < 3; n++) {
      const asked = await clientOf(kale.browser).settings.requestExport();
      await buildExport(t.db, { mailer, siteUrl: SITE_URL }, asked.export.export_id);
    }
    expectError(await kale.browser.post('/api/settings.php', { act: 'export' }), 429, 'too_many_attempts');
  });
});
