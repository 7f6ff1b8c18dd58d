import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { DEMO_LEGACY_PASSWORD, DEMO_PASSWORD, openDemoAccounts } from './demo.js';
import { addAccount, Browser } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  app = await buildApp({ db: t.db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

describe('given the demo account', () => {
  it('is nothing on an empty database', async () => {
    expect(await openDemoAccounts(t.db)).toBeNull();
  });

  it("lets a developer sign in as the demo's first member, a moderator, and a member of an old password", async () => {
    await t.db.insertInto('members').values({ username: 'heron' }).execute();
    await t.db.insertInto('members').values({ username: 'egret' }).execute();
    await t.db.insertInto('members').values({ username: 'plover' }).execute();
    await addAccount(t.db, { username: 'later', password: 'other secret' });
    expect(await openDemoAccounts(t.db)).toEqual({ member: 'heron', moderator: 'egret', legacy: 'plover' });
    const member = await new Browser(app).login('heron', DEMO_PASSWORD);
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().user).toMatchObject({ username: 'heron', status_id: 6 });
    const moderator = new Browser(app);
    expect((await moderator.login('egret', DEMO_PASSWORD)).statusCode).toBe(200);
    // The moderator may review: an unknown video is 404, not 403.
    const review = await moderator.post('/api/moderation.php', { act: 'approve', video_id: '999999' });
    expect(review.statusCode, review.body).toBe(404);
    // The third has a password of the old rules: it signs in and is asked to change it.
    const legacy = await new Browser(app).login('plover', DEMO_LEGACY_PASSWORD);
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json()).toMatchObject({ code: 'success', password_change_required: true });
    expect(
      (await new Browser(app).login('heron', DEMO_PASSWORD)).json().password_change_required,
    ).toBeUndefined();
    // The other members keep their own passwords.
    expect((await new Browser(app).login('later', DEMO_PASSWORD)).statusCode).toBe(401);
    // The member and the moderator are verified uploaders (the demo uploads with UPLOADS_VERIFIED_ONLY on).
    const application = new Browser(app);
    await application.login('heron', DEMO_PASSWORD);
    expect((await application.get('/api/uploader_verification.php')).json().application).toMatchObject({
      status: 'approved',
    });
    const uploaders = await t.db
      .selectFrom('uploader_applications as a')
      .innerJoin('members as m', 'm.user_id', 'a.user_id')
      .select(['m.username', 'a.status'])
      .orderBy('m.username')
      .execute();
    expect(uploaders).toEqual([
      { username: 'egret', status: 'approved' },
      { username: 'heron', status: 'approved' },
    ]);
  });
});
