import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { CONTENT_PROVIDER_TERMS_VERSION, ENDPOINTS } from '@site/api';
import { CALLS } from '@site/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { expectError, signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { readOutbox } from '../mail/index.js';
import { signatureHeader } from '../payments/signature.js';
import { createSealer, type Sealer } from '../security/sealed.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { ageOn, recordsDir } from './applications.js';
import { createIdcheckProvider, IDCHECK_SIGNATURE_HEADER } from './idcheck.js';
import { type FakeIdcheck, startFakeIdcheck } from './idcheck-fake.js';
import { IDENTITY_CALLBACK_PATH } from './provider.js';

const PATH = CALLS['uploaders.save'].path;
const ACT = CALLS['moderation.uploaderDecide'].path;
const TERMS = CONTENT_PROVIDER_TERMS_VERSION;

let t: TestDb;
let app: FastifyInstance;
let sealer: Sealer;
let moderator: { id: number; browser: Browser };
let png: Buffer;
let jpeg: Buffer;

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
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#58a' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 30, height: 50, channels: 3, background: '#a85' } })
    .jpeg()
    .toBuffer();
});

afterAll(() => closeAll(app, t));

type Files = { id_document?: Buffer; selfie?: Buffer };

/** The form as the page sends it: multipart, with the member's cookies and CSRF token. */
async function send(
  browser: Browser,
  act: 'save' | 'submit',
  fields: Record<string, string>,
  files: Files = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('act', act);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) {
    form.append(k, new Blob([new Uint8Array(v)], { type: 'image/png' }), `${k}.png`);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return browser.request({
    method: 'POST',
    url: PATH,
    headers: {
      'x-csrf-token': await browser.csrf(),
      'content-type': req.headers.get('content-type') as string,
    },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}
const state = async (browser: Browser) => {
  const res = await browser.get(CALLS['uploaders.application'].path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().application;
};
const row = (userId: number) =>
  t.db.selectFrom('uploader_applications').selectAll().where('user_id', '=', userId).executeTakeFirst();
const auditOf = (applicationId: number) =>
  t.db
    .selectFrom('moderation_audit')
    .select(['action', 'actor_id', 'details'])
    .where('target_type', '=', 'uploader')
    .where('target_id', '=', String(applicationId))
    .orderBy('audit_id')
    .execute();
const records = async () => (await readdir(recordsDir(t.dataDir)).catch(() => [])).sort();
const mailsTo = async (to: string) =>
  (await readOutbox(join(t.dataDir, 'outbox'))).filter((m) => m.to === to);
const decide = (applicationId: number, decision: string, reason?: string, browser = moderator.browser) =>
  browser.post(ACT, {
    act: 'uploader_decide',
    application_id: String(applicationId),
    decision,
    ...(reason !== undefined ? { reason } : {}),
  });
/** A tus creation of a 1 kB video, as the upload page starts one. */
const startUpload = async (browser: Browser) =>
  browser.request({
    method: 'POST',
    url: ENDPOINTS.tus,
    headers: {
      'x-csrf-token': await browser.csrf(),
      'tus-resumable': '1.0.0',
      'upload-length': '1024',
      'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
    },
  });
const complete = { legal_name: 'Robin Heron', birth_date: '1990-04-12', accept_terms: TERMS };

describe('a member applying to be a verified uploader', () => {
  it('cannot upload before, keeps a draft, submits it whole, is approved by staff and can upload then', async () => {
    const member = await signedIn(app, t, 'Maker');
    expectError(await startUpload(member.browser), 403, 'not_verified');
    expect(await state(member.browser)).toMatchObject({
      status: 'none',
      required: 1,
      current_terms_version: TERMS,
    });

    // A draft in two steps: what is sent is kept, what is absent stays.
    const first = await send(member.browser, 'save', { legal_name: 'Robin Heron' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().application).toMatchObject({
      status: 'draft',
      legal_name: 'Robin Heron',
      birth_date: null,
    });
    await send(member.browser, 'save', { birth_date: '1990-04-12' }, { id_document: png });
    expect(await state(member.browser)).toMatchObject({
      status: 'draft',
      legal_name: 'Robin Heron',
      birth_date: '1990-04-12',
      id_document: 1,
      selfie: 0,
      terms_version: null,
    });

    // Submitting what is incomplete names each missing piece and changes nothing (the selfie sent with
    // it is not kept either).
    const filesBefore = await records();
    const incomplete = await send(member.browser, 'submit', {}, { selfie: jpeg });
    expect(expectError(incomplete, 400, 'invalid_params')).toEqual([
      { field: 'accept_terms', code: 'required' },
    ]);
    expect(await state(member.browser)).toMatchObject({ status: 'draft', selfie: 0 });
    expect(await records()).toEqual(filesBefore);

    const sent = await send(member.browser, 'submit', { accept_terms: TERMS }, { selfie: jpeg });
    expect(sent.statusCode, sent.body).toBe(200);
    const pending = sent.json().application;
    expect(pending).toMatchObject({ status: 'pending', selfie: 1, terms_version: TERMS });
    expect(Date.parse(pending.terms_accepted_at)).toBeGreaterThan(Date.now() - 60_000);
    expectError(await send(member.browser, 'save', { legal_name: 'Someone Else' }), 409, 'already_submitted');
    expectError(await startUpload(member.browser), 403, 'not_verified');

    // Staff see it with the identity opened and the pictures behind their own endpoint.
    const list = await moderator.browser.get(CALLS['moderation.uploaders'].path);
    const item = list
      .json()
      .applications.find((a: { member: { user_id: number } }) => a.member.user_id === member.id);
    expect(item).toMatchObject({
      status: 'pending',
      legal_name: 'Robin Heron',
      birth_date: '1990-04-12',
      terms_version: TERMS,
      provider: 'local',
    });
    const selfie = await moderator.browser.get(item.selfie);
    expect(selfie.statusCode).toBe(200);
    expect(selfie.headers['content-type']).toBe('image/jpeg');
    expect(selfie.headers['cache-control']).toBe('private, no-store');
    expect(await sharp(selfie.rawPayload).metadata()).toMatchObject({ width: 30, height: 50 });
    const document = await moderator.browser.get(item.id_document);
    expect(document.headers['content-type']).toBe('image/png');
    // Nobody else reads them: not the member, not a visitor, not through /media/.
    expectError(await member.browser.get(item.selfie), 403, 'no_permission');
    expect((await app.inject({ method: 'GET', url: item.selfie })).statusCode).toBe(401);
    expectError(await member.browser.get(CALLS['moderation.uploaders'].path), 403, 'no_permission');
    expectError(
      await decide(item.application_id, 'approve', undefined, member.browser),
      403,
      'no_permission',
    );

    const approved = await decide(item.application_id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().application).toMatchObject({
      status: 'approved',
      decided_by: { user_id: moderator.id, username: 'Warden' },
    });
    expectError(await decide(item.application_id, 'reject', 'Too late'), 409, 'already_decided');
    expect(await state(member.browser)).toMatchObject({ status: 'approved' });
    expect((await mailsTo('maker@example.test')).at(-1)?.subject).toBe('You are a verified uploader');
    expect(await auditOf(item.application_id)).toEqual([
      {
        action: 'uploader_submit',
        actor_id: member.id,
        details: { user_id: member.id, terms_version: TERMS },
      },
      { action: 'uploader_approve', actor_id: moderator.id, details: { user_id: member.id } },
    ]);
    expectError(await send(member.browser, 'save', { legal_name: 'Someone Else' }), 409, 'already_verified');
    expect((await startUpload(member.browser)).statusCode).toBe(201);
  });

  it('is rejected with a reason, sees it, corrects the application and sends it again', async () => {
    const member = await signedIn(app, t, 'Second');
    await send(member.browser, 'submit', complete, { id_document: png, selfie: png });
    const { application_id: id } = (await row(member.id)) ?? { application_id: 0 };
    expect(expectError(await decide(id, 'reject'), 400, 'invalid_params')).toEqual([
      { field: 'reason', code: 'required' },
    ]);
    expectError(await decide(id, 'reject', '   '), 400, 'invalid_params');
    const rejected = await decide(id, 'reject', 'The document photo is blurred.');
    expect(rejected.json().application).toMatchObject({
      status: 'rejected',
      reason: 'The document photo is blurred.',
    });
    expect((await mailsTo('second@example.test')).at(-1)?.text).toContain(
      'Reason: The document photo is blurred.',
    );
    expect(await state(member.browser)).toMatchObject({
      status: 'rejected',
      reason: 'The document photo is blurred.',
    });
    expectError(await startUpload(member.browser), 403, 'not_verified');

    // A new document: the old sealed file goes, the application is a draft again, then pending.
    const before = (await row(member.id))?.id_document;
    await send(member.browser, 'save', {}, { id_document: jpeg });
    expect(await state(member.browser)).toMatchObject({ status: 'draft' });
    expect(await records()).not.toContain(before?.replace('records/', ''));
    const again = await send(member.browser, 'submit', {});
    expect(again.json().application).toMatchObject({ status: 'pending', reason: null });
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'uploader_submit',
      'uploader_reject',
      'uploader_submit',
    ]);
  });

  it('refuses bad input with §8 errors and keeps nothing of it', async () => {
    const member = await signedIn(app, t, 'Third');
    const before = await records();
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      expectError(
        await send(member.browser, 'save', complete, { id_document: text }),
        400,
        'invalid_file_type',
      ),
    ).toEqual([{ field: 'id_document', code: 'invalid_file_type' }]);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const tooYoung = await send(member.browser, 'save', { birth_date: young.toISOString().slice(0, 10) });
    expect(expectError(tooYoung, 400, 'invalid_params')).toEqual([
      { field: 'birth_date', code: 'too_young', params: { min: 18 } },
    ]);
    expectError(await send(member.browser, 'save', { birth_date: '1990-02-30' }), 400, 'invalid_params');
    expectError(await send(member.browser, 'save', { accept_terms: '2001-01' }), 400, 'invalid_params');
    expectError(await send(member.browser, 'save', { legal_name: 'x'.repeat(201) }), 400, 'invalid_params');
    expect(await state(member.browser)).toMatchObject({ status: 'none' });
    expect(await records()).toEqual(before);
    expect(
      expectError(await send(member.browser, 'submit', {}), 400, 'invalid_params').map((e) => e.field),
    ).toEqual(['legal_name', 'birth_date', 'id_document', 'selfie', 'accept_terms']);
    // The refused submit was the member's first call that reached the table: not even an empty draft is kept.
    expect(await state(member.browser)).toMatchObject({ status: 'none' });
    const rows = await t.db
      .selectFrom('uploader_applications')
      .select('application_id')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
    // A visitor has no application.
    expectError(
      await app.inject({ method: 'GET', url: CALLS['uploaders.application'].path }),
      401,
      'need_auth',
    );
  });

  it('keeps the identity and the pictures sealed at rest, and refuses a tampered record', async () => {
    const member = await signedIn(app, t, 'Fourth');
    await send(
      member.browser,
      'submit',
      { ...complete, legal_name: 'Quill Sparrow' },
      { id_document: png, selfie: png },
    );
    const stored = await row(member.id);
    expect(stored?.identity).not.toContain('Quill');
    expect(Buffer.from(stored?.identity ?? '', 'base64').toString('latin1')).not.toContain('Quill');
    expect(stored?.key_id).toBe(sealer.keyId);
    const file = join(t.dataDir, stored?.id_document ?? '');
    const sealed = await readFile(file);
    expect(sealed.subarray(0, 4).toString()).toBe('SLD1');
    expect(sealed.includes(Buffer.from('PNG'))).toBe(false);
    expect(file.startsWith(join(t.dataDir, 'media'))).toBe(false);

    const url = `${ENDPOINTS.moderationUploaderImage}?application_id=${stored?.application_id}&image=id_document`;
    expect((await moderator.browser.get(url)).statusCode).toBe(200);
    const changed = Buffer.from(sealed);
    changed[changed.length - 1] = (changed.at(-1) ?? 0) ^ 1;
    await writeFile(file, changed);
    expectError(await moderator.browser.get(url), 500, 'record_unreadable');
    expectError(
      await moderator.browser.get(
        `${ENDPOINTS.moderationUploaderImage}?application_id=${stored?.application_id}&image=passport`,
      ),
      400,
      'invalid_params',
    );
  });
});

describe('an identity-verification provider (the fake of its API)', () => {
  let fake: FakeIdcheck;
  let site: FastifyInstance;
  let siteUrl: string;

  beforeAll(async () => {
    fake = await startFakeIdcheck();
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    siteUrl = `http://127.0.0.1:${port}`;
    site = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      captcha: createTestCaptcha(),
      siteUrl,
      verification: {
        verifiedOnly: true,
        sealer,
        provider: createIdcheckProvider({
          url: fake.url,
          apiKey: fake.apiKey,
          webhookSecret: fake.webhookSecret,
        }),
      },
    });
    await site.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => closeAll(site, fake));

  it('gets the submitted application, and its signed decision approves the uploader once', async () => {
    const member = await signedIn(site, t, 'Fifth');
    const sent = await send(member.browser, 'submit', complete, { id_document: png, selfie: jpeg });
    expect(sent.json().application).toMatchObject({ status: 'pending' });
    const check = [...fake.checks.values()].at(-1);
    expect(check).toMatchObject({ legal_name: 'Robin Heron', birth_date: '1990-04-12' });
    expect((await sharp(check?.selfie).metadata()).format).toBe('jpeg');
    const stored = await row(member.id);
    expect(stored).toMatchObject({ provider: 'idcheck', provider_ref: check?.id });
    expect(check?.reference).toBe(String(stored?.application_id));

    // A callback not signed by the provider changes nothing.
    const forged = JSON.stringify({
      check_id: check?.id,
      reference: '1',
      decision: 'approved',
      reason: null,
    });
    const t0 = Math.floor(Date.now() / 1000);
    const bad = await fetch(`${siteUrl}${IDENTITY_CALLBACK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDCHECK_SIGNATURE_HEADER]: signatureHeader('wrong'.repeat(6), t0, forged),
      },
      body: forged,
    });
    expect(bad.status).toBe(401);
    expect((await row(member.id))?.status).toBe('pending');

    expect(await fake.decide(check?.id ?? '', 'approved')).toEqual({
      status: 200,
      body: { code: 'success', outcome: 'applied' },
    });
    expect(await state(member.browser)).toMatchObject({ status: 'approved' });
    expect(await auditOf(stored?.application_id ?? 0)).toContainEqual({
      action: 'uploader_approve',
      actor_id: null,
      details: { user_id: member.id, provider: 'idcheck' },
    });
    // The same decision again is a no-op.
    expect((await fake.decide(check?.id ?? '', 'rejected', 'late')).body).toEqual({
      code: 'success',
      outcome: 'ignored',
    });
    expect(await state(member.browser)).toMatchObject({ status: 'approved' });
  });
});

describe('the age on a date', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-29', new Date('2026-11-29T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-11-30', new Date('2026-11-29T23:59:59Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
  });
});
