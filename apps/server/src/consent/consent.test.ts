import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENDPOINTS, VIDEO_STATUS } from '@site/api';
import { CALLS } from '@site/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { expectError, signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { addVideo } from '../community/fixtures.js';
import { publishIfTrusted } from '../moderation/settings.js';
import { createSealer, type Sealer } from '../security/sealed.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { recordsDir } from '../verification/applications.js';

const RECORDS = CALLS['consent.save'].path;
const PERFORMERS = CALLS['consent.performers'].path;
const ACTS = CALLS['moderation.approve'].path;

let t: TestDb;
let app: FastifyInstance;
let sealer: Sealer;
let moderator: { id: number; browser: Browser };
let uploader: { id: number; browser: Browser };
let png: Buffer;

beforeAll(async () => {
  t = await openTestDb();
  sealer = createSealer(randomBytes(32));
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    captcha: createTestCaptcha(),
    verification: { verifiedOnly: true, sealer },
  });
  moderator = await signedIn(app, t, 'Warden', { role: 'moderator' });
  uploader = await signedIn(app, t, 'Heronmaker');
  await verify(uploader.id);
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#58a' } })
    .png()
    .toBuffer();
});

afterAll(() => closeAll(app, t));

/** An approved uploader, as the demo seed makes them (no records). */
const verify = (userId: number) =>
  t.db
    .insertInto('uploader_applications')
    .values({ user_id: userId, status: 'approved', provider: 'demo' })
    .execute();

type Files = { id_document?: Buffer; release?: Buffer };

/** The record form as a page sends it: multipart, with the member's cookies and CSRF token. */
async function save(
  browser: Browser,
  fields: Record<string, string>,
  files: Files = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('act', 'consent_save');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) {
    form.append(k, new Blob([new Uint8Array(v)], { type: 'image/png' }), `${k}.png`);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return browser.request({
    method: 'POST',
    url: RECORDS,
    headers: {
      'x-csrf-token': await browser.csrf(),
      'content-type': req.headers.get('content-type') as string,
    },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}
const sealedFiles = async () => (await readdir(recordsDir(t.dataDir)).catch(() => [])).sort();
const list = async (browser: Browser) => {
  const res = await browser.get(CALLS['consent.records'].path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().records as { record_id: number; status: string; legal_name: string | null }[];
};
const name = (performers: string, records: string, videoId: number, browser = uploader.browser) =>
  browser.post(PERFORMERS, { video_id: String(videoId), usernames: performers, record_ids: records });
const approve = (videoId: number) =>
  moderator.browser.post(ACTS, { act: 'approve', video_id: String(videoId) });
const auditOf = (type: string, id: number) =>
  t.db
    .selectFrom('moderation_audit')
    .select(['action', 'actor_id', 'details'])
    .where('target_type', '=', type)
    .where('target_id', '=', String(id))
    .orderBy('audit_id')
    .execute();
const whole = { legal_name: 'Robin Heron', birth_date: '1990-04-12', recorded_on: '2026-10-01' };

describe("an uploader's consent records", () => {
  it('keeps a draft until every part is there, then it is complete, sealed at rest and no longer changes', async () => {
    const first = await save(
      uploader.browser,
      { legal_name: 'Robin Heron', birth_date: '1990-04-12' },
      { id_document: png },
    );
    expect(first.statusCode, first.body).toBe(200);
    const draft = first.json().record;
    expect(draft).toMatchObject({ status: 'draft', legal_name: 'Robin Heron', id_document: 1, release: 0 });

    // The identity is sealed: neither the name nor the date is in the row, and the picture file is sealed.
    const row = await t.db
      .selectFrom('consent_records')
      .selectAll()
      .where('record_id', '=', draft.record_id)
      .executeTakeFirstOrThrow();
    expect(row.identity).not.toContain('Robin');
    expect(Buffer.from(row.identity ?? '', 'base64').toString('latin1')).not.toContain('Robin');
    expect(row.key_id).toBe(sealer.keyId);
    const onDisk = await readFile(join(t.dataDir, row.id_document ?? ''));
    expect(onDisk.includes(png.subarray(0, 16))).toBe(false);

    const done = await save(
      uploader.browser,
      { record_id: String(draft.record_id), recorded_on: '2026-10-01' },
      { release: png },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().record).toMatchObject({ status: 'complete', release: 1, recorded_on: '2026-10-01' });
    expect((await auditOf('record', draft.record_id)).map((a) => a.action)).toEqual(['consent_complete']);

    expectError(
      await save(uploader.browser, { record_id: String(draft.record_id), legal_name: 'Other' }),
      409,
      'already_complete',
    );
    expect((await list(uploader.browser))[0]).toMatchObject({
      record_id: draft.record_id,
      legal_name: 'Robin Heron',
    });
  });

  it('refuses a performer under age on the recording date, a future date and a picture that is not one, keeping nothing', async () => {
    const before = await t.db.selectFrom('consent_records').select('record_id').execute();
    const files = await sealedFiles();
    const young = await save(uploader.browser, { ...whole, birth_date: '2009-06-01' }, { id_document: png });
    expect(expectError(young, 400, 'invalid_params')).toEqual([
      { field: 'birth_date', code: 'too_young', params: { min: 18 } },
    ]);
    const future = await save(uploader.browser, { recorded_on: '2999-01-01' });
    expect(expectError(future, 400, 'invalid_params')).toEqual([{ field: 'recorded_on', code: 'invalid' }]);
    const text = await save(uploader.browser, whole, { release: Buffer.from('not a picture at all') });
    expect(expectError(text, 400, 'invalid_file_type')[0]?.field).toBe('release');
    expect(await t.db.selectFrom('consent_records').select('record_id').execute()).toEqual(before);
    expect(await sealedFiles()).toEqual(files);
  });

  it("are the keeper's own: another member neither sees nor changes them", async () => {
    const other = await signedIn(app, t, 'Otherlens');
    const mine = (await save(uploader.browser, { legal_name: 'Sky Ember' })).json().record;
    expect(await list(other.browser)).toEqual([]);
    expectError(
      await save(other.browser, { record_id: String(mine.record_id), legal_name: 'X' }),
      404,
      'not_found',
    );
  });
});

describe('the performers a video names, and its review', () => {
  it('publishes a video only when every performer is a verified uploader or a complete record', async () => {
    const record = (await save(uploader.browser, whole, { id_document: png, release: png })).json().record;
    expect(record.status).toBe('complete');
    const draft = (await save(uploader.browser, { legal_name: 'Lark Willow' })).json().record;
    const video = await addVideo(t.db, { user_id: uploader.id, status_id: VIDEO_STATUS.moderation });

    // Naming nobody: held in review, audited.
    expectError(await approve(video), 409, 'consent_missing');
    // A draft record: the queue shows it incomplete, and approval still waits.
    const named = await name('heronmaker', `${record.record_id},${draft.record_id}`, video);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().performers).toEqual([
      { kind: 'uploader', id: uploader.id, name: 'Heronmaker', status: 'verified' },
      { kind: 'record', id: record.record_id, name: 'Robin Heron', status: 'complete' },
      { kind: 'record', id: draft.record_id, name: 'Lark Willow', status: 'incomplete' },
    ]);
    const queue = await moderator.browser.get(CALLS['moderation.queue'].path);
    const item = queue.json().videos.find((v: { video_id: number }) => v.video_id === video);
    expect(item.performers.map((p: { status: string }) => p.status)).toEqual([
      'verified',
      'complete',
      'incomplete',
    ]);
    expectError(await approve(video), 409, 'consent_missing');
    const status = async () =>
      (
        await t.db
          .selectFrom('videos')
          .select('status_id')
          .where('video_id', '=', video)
          .executeTakeFirstOrThrow()
      ).status_id;
    expect(await status()).toBe(VIDEO_STATUS.moderation);

    // Complete records only: approved and live.
    expect((await name('Heronmaker', String(record.record_id), video)).statusCode).toBe(200);
    const ok = await approve(video);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await status()).toBe(VIDEO_STATUS.active);
    expect((await auditOf('video', video)).map((a) => a.action)).toEqual([
      'consent_missing',
      'performers_set',
      'consent_missing',
      'performers_set',
      'approve',
    ]);
    // Live, its performers no longer change.
    expectError(await name('Heronmaker', '', video), 409, 'already_published');
  });

  it('refuses a member who is not a verified uploader, another’s record and another’s video, changing nothing', async () => {
    const stranger = await signedIn(app, t, 'Plainmember');
    const theirs = (await save(stranger.browser, { legal_name: 'Fern Dale' })).json().record;
    const video = await addVideo(t.db, { user_id: uploader.id, status_id: VIDEO_STATUS.moderation });
    const res = await name('Plainmember,nobody_here', String(theirs.record_id), video);
    expect(expectError(res, 400, 'invalid_params')).toEqual([
      { field: 'usernames', code: 'not_verified', params: { name: 'Plainmember' } },
      { field: 'usernames', code: 'not_found', params: { name: 'nobody_here' } },
      { field: 'record_ids', code: 'not_found', params: { name: String(theirs.record_id) } },
    ]);
    expectError(await name('', '', video, stranger.browser), 404, 'not_found');
    expect(
      await t.db.selectFrom('video_performers').selectAll().where('video_id', '=', video).execute(),
    ).toEqual([]);
  });

  it("are read back by the video's uploader, in their order, and by nobody else", async () => {
    const record = (await save(uploader.browser, whole)).json().record;
    const video = await addVideo(t.db, { user_id: uploader.id, status_id: VIDEO_STATUS.moderation });
    const read = (browser = uploader.browser) =>
      browser.get(`${CALLS['consent.videoPerformers'].path}?video_id=${video}`);
    expect((await read()).json()).toEqual({ code: 'success', performers: [] });
    expect((await name('Heronmaker', String(record.record_id), video)).statusCode).toBe(200);
    expect((await read()).json().performers).toEqual([
      { kind: 'uploader', id: uploader.id, name: 'Heronmaker', status: 'verified' },
      // A draft (no pictures yet): named, and said not to be enough.
      { kind: 'record', id: record.record_id, name: 'Robin Heron', status: 'incomplete' },
    ]);
    const stranger = await signedIn(app, t, 'Onlookerfour');
    expectError(await read(stranger.browser), 404, 'not_found');
  });
});

describe("a trusted uploader's video, while trusted uploads skip review", () => {
  it('skips review only when its performers all have records, when the site asks for them', async () => {
    const trusted = await signedIn(app, t, 'Trustedlens');
    await verify(trusted.id);
    await t.db.updateTable('members').set({ is_trusted: 1 }).where('user_id', '=', trusted.id).execute();
    await t.db
      .insertInto('moderation_settings')
      .values({ name: 'trusted_skip_review', value: '1', updated_by: moderator.id })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: '1' }))
      .execute();
    const held = await addVideo(t.db, { user_id: trusted.id, status_id: VIDEO_STATUS.moderation });
    expect(await publishIfTrusted(t.db, held, true)).toBe(false);
    // Without the requirement (as before #31 item 2), it goes live.
    expect(await publishIfTrusted(t.db, held, false)).toBe(true);

    const named = await addVideo(t.db, { user_id: trusted.id, status_id: VIDEO_STATUS.moderation });
    expect((await name('Trustedlens', '', named, trusted.browser)).statusCode).toBe(200);
    expect(await publishIfTrusted(t.db, named, true)).toBe(true);
    await t.db.deleteFrom('moderation_settings').where('name', '=', 'trusted_skip_review').execute();
  });
});

describe('custodians of records', () => {
  it('an admin makes one; only they open a record, its pictures and the 2257 index, each audited', async () => {
    const admin = await signedIn(app, t, 'Keeperadmin', { role: 'admin' });
    const custodian = await signedIn(app, t, 'Ledgerkeeper');
    const record = (
      await save(uploader.browser, { ...whole, legal_name: 'Wren Stone' }, { id_document: png, release: png })
    ).json().record;
    const video = await addVideo(t.db, {
      user_id: uploader.id,
      status_id: VIDEO_STATUS.moderation,
      title: 'Quiet dunes',
    });
    expect((await name('', String(record.record_id), video)).statusCode).toBe(200);
    const view = `${CALLS['records.record'].path}?record_id=${record.record_id}`;
    const picture = `${ENDPOINTS.recordsImage}?record_id=${record.record_id}&image=release`;

    // Before the grant: staff and the keeper alike are refused.
    for (const browser of [custodian.browser, moderator.browser, uploader.browser]) {
      expectError(await browser.get(view), 403, 'no_permission');
      expect((await browser.get(picture)).statusCode).toBe(403);
      expect((await browser.get(ENDPOINTS.recordsIndex)).statusCode).toBe(403);
    }
    // Nothing was opened (a refusal does not go on to open it after answering).
    expect((await auditOf('record', record.record_id)).map((a) => a.action)).toEqual(['consent_complete']);
    // A moderator cannot grant it; an admin can.
    const grant = { act: 'custodian', user_id: String(custodian.id), custodian: '1' };
    expectError(await moderator.browser.post(ACTS, grant), 403, 'no_permission');
    const granted = await admin.browser.post(ACTS, grant);
    expect(granted.statusCode, granted.body).toBe(200);

    const opened = await custodian.browser.get(view);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().record).toMatchObject({
      record_id: record.record_id,
      keeper: { user_id: uploader.id, username: 'Heronmaker' },
      legal_name: 'Wren Stone',
      birth_date: '1990-04-12',
      recorded_on: '2026-10-01',
      video_ids: [video],
    });
    const image = await custodian.browser.get(picture);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    await expect(sharp(image.rawPayload).metadata()).resolves.toMatchObject({ width: 60, height: 40 });

    const csv = await custodian.browser.get(ENDPOINTS.recordsIndex);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'video_id,title,video_status,published_at,uploader_id,uploader,performer_kind,performer_id,performer_name,record_status,birth_date,recorded_on,record_completed_at',
    );
    const row = lines.find((l) => l.startsWith(`"${video}","Quiet dunes"`));
    expect(row).toContain(`"record","${record.record_id}","Wren Stone","complete","1990-04-12","2026-10-01"`);

    expect((await auditOf('record', record.record_id)).map((a) => [a.action, a.actor_id])).toEqual([
      ['consent_complete', uploader.id],
      ['record_view', custodian.id],
      ['record_view', custodian.id],
    ]);
    expect((await auditOf('record', 'index' as unknown as number)).map((a) => a.action)).toEqual([
      'records_export',
    ]);
    expect((await auditOf('member', custodian.id)).map((a) => [a.action, a.actor_id])).toEqual([
      ['custodian_grant', admin.id],
    ]);

    // The list: every record, newest first, opened from its seal; the members' list says who is one.
    const listed = await custodian.browser.get(`${CALLS['records.list'].path}?page=1`);
    expect(listed.statusCode, listed.body).toBe(200);
    const body = listed.json();
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.records[0]).toEqual({
      record_id: record.record_id,
      status: 'complete',
      keeper: { user_id: uploader.id, username: 'Heronmaker' },
      legal_name: 'Wren Stone',
      birth_date: '1990-04-12',
      recorded_on: '2026-10-01',
      created_at: expect.any(String),
      completed_at: expect.any(String),
      video_ids: [video],
    });
    expect((await auditOf('record', 'list' as unknown as number)).map((a) => a.actor_id)).toEqual([
      custodian.id,
    ]);
    const members = await admin.browser.get(`${CALLS['moderation.members'].path}?q=Ledgerkeeper`);
    expect(members.json().members[0]).toMatchObject({ username: 'Ledgerkeeper', is_custodian: 1 });

    // Taken back: refused again.
    const revoked = await admin.browser.post(ACTS, { ...grant, custodian: '0' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    for (const browser of [custodian.browser, moderator.browser, uploader.browser]) {
      expectError(await browser.get(CALLS['records.list'].path), 403, 'no_permission');
    }
  });
});
