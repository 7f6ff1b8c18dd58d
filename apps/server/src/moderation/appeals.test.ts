import { join } from 'node:path';
import { callUrl, ENDPOINTS } from '@site/api';
import { CALLS } from '@site/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { actionsApp, expectError, signedIn } from '../actions/fixtures.js';
import { TEST_CAPTCHA_TOKEN } from '../captcha/index.js';
import { addVideo } from '../community/fixtures.js';
import { readOutbox } from '../mail/index.js';
import { closeAll, csrfHeaders, openTestDb, type TestDb } from '../testing.js';
import { HIDDEN_REASON, REMOVED_REASON } from './appeals.js';

let t: TestDb;
let app: FastifyInstance;
let moderator: { id: number; browser: Browser };
let admin: { id: number; browser: Browser };
let uploader: { id: number; browser: Browser };
let png: Buffer;

const SEND = CALLS['appeal.send'].path;
const ACT = CALLS['moderation.approve'].path;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  moderator = await signedIn(app, t, 'Warden', { role: 'moderator' });
  admin = await signedIn(app, t, 'Keeper', { role: 'admin' });
  uploader = await signedIn(app, t, 'Maker');
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#58a' } })
    .png()
    .toBuffer();
});

afterAll(() => closeAll(app, t));

let lastAddress = 0;
const nextAddress = () => `10.1.0.${++lastAddress}`;

/** The public form as a browser sends it: multipart, with the CSRF token, from an address of its own. */
async function appeal(
  fields: Record<string, string>,
  file: Buffer | null = png,
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'id.png');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: SEND,
    remoteAddress: nextAddress(),
    headers: { ...(await csrfHeaders(app)), 'content-type': req.headers.get('content-type') as string },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}
const valid = (videoId: number, extra: Record<string, string> = {}) => ({
  video_id: String(videoId),
  name: 'Robin Heron',
  email: 'robin@example.test',
  statement: 'I am the person in this video and I never agreed to its publication.',
  captcha: TEST_CAPTCHA_TOKEN,
  ...extra,
});
const videoPage = (videoId: number) =>
  app.inject({ method: 'GET', url: callUrl('videos.get', { video_id: videoId }) });
const videoRow = (videoId: number) =>
  t.db
    .selectFrom('videos')
    .select(['status_id', 'reject_reason'])
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
const mailsTo = async (to: string) =>
  (await readOutbox(join(t.dataDir, 'outbox'))).filter((m) => m.to === to);
const auditOf = (appealId: number) =>
  t.db
    .selectFrom('moderation_audit')
    .select(['action', 'actor_id', 'details'])
    .where('target_type', '=', 'appeal')
    .where('target_id', '=', String(appealId))
    .orderBy('audit_id')
    .execute();
const decide = (browser: Browser, appealId: number, decision: string, note?: string) =>
  browser.post(ACT, {
    act: 'appeal_decide',
    appeal_id: String(appealId),
    decision,
    ...(note ? { note } : {}),
  });

describe('a removal appeal from a visitor', () => {
  it('hides the video at once, keeps the proof for staff only, mails the appellant and is audited', async () => {
    const videoId = await addVideo(t.db, { user_id: uploader.id, title: 'Harbour at dawn' });
    expect((await videoPage(videoId)).statusCode).toBe(200);
    const res = await appeal(valid(videoId));
    expect(res.statusCode, res.body).toBe(200);
    const { appeal_id: appealId, hidden } = res.json();
    expect(hidden).toBe(1);
    // Another visitor finds the video withheld (deleted, no media) at once.
    const page = await videoPage(videoId);
    expect(page.json().video).toMatchObject({ video_id: videoId, thumb: '', video_dir: '' });
    expect(await videoRow(videoId)).toEqual({ status_id: 5, reject_reason: HIDDEN_REASON });
    expect((await mailsTo('robin@example.test')).at(-1)?.text).toContain('The video is hidden');
    expect(await auditOf(appealId)).toEqual([
      { action: 'appeal', actor_id: null, details: { video_id: videoId, hidden: true } },
    ]);
    // The proof: re-encoded, for staff; nobody else reads it.
    const proofUrl = `${ENDPOINTS.moderationAppealProof}?appeal_id=${appealId}`;
    const proof = await moderator.browser.get(proofUrl);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect((await sharp(proof.rawPayload).metadata()).width).toBe(60);
    expect((await uploader.browser.get(proofUrl)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: proofUrl })).statusCode).toBe(401);
    // The console lists it, pending.
    const list = await moderator.browser.get(CALLS['moderation.appeals'].path);
    expect(list.json().appeals).toContainEqual(
      expect.objectContaining({ appeal_id: appealId, video_id: videoId, status: 'pending', hid_video: 1 }),
    );
  });

  it('is refused with §8 codes: no picture or not a picture, a short statement, a failed captcha, a video not public', async () => {
    const videoId = await addVideo(t.db, { user_id: uploader.id });
    const noFile = await appeal(valid(videoId), null);
    expect(noFile.statusCode, noFile.body).toBe(400);
    expect(noFile.json().errors).toContainEqual({ field: 'file', code: 'required' });
    expectError(
      await appeal(valid(videoId), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      400,
      'invalid_file_type',
    );
    const short = await appeal(valid(videoId, { statement: 'Remove it.' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual(expect.objectContaining({ field: 'statement' }));
    expectError(await appeal(valid(videoId, { email: 'not-an-address' })), 400, 'invalid_params');
    expectError(await appeal(valid(videoId, { captcha: 'forged' })), 400, 'bot_detected');
    const privateVideo = await addVideo(t.db, { user_id: uploader.id, is_private: 1 });
    expectError(await appeal(valid(privateVideo)), 404, 'video_not_found');
    expectError(await appeal(valid(999_999)), 404, 'video_not_found');
    // Nothing was stored, and the video is still live.
    expect(await videoRow(videoId)).toEqual({ status_id: 1, reject_reason: null });
    const stored = await t.db
      .selectFrom('removal_appeals')
      .select('appeal_id')
      .where('video_id', '=', videoId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('once per address while pending (409 already_sent)', async () => {
    const videoId = await addVideo(t.db, { user_id: uploader.id });
    expect((await appeal(valid(videoId))).statusCode).toBe(200);
    expectError(await appeal(valid(videoId, { email: 'ROBIN@example.test' })), 409, 'already_sent');
  });

  it('leaves the video up when an admin turned the setting off', async () => {
    const off = await admin.browser.post(ACT, { act: 'setting', name: 'appeal_hides_video', value: '0' });
    expect(off.json().settings.appeal_hides_video).toBe(0);
    const videoId = await addVideo(t.db, { user_id: uploader.id });
    const res = await appeal(valid(videoId));
    expect(res.json().hidden).toBe(0);
    expect(await videoRow(videoId)).toEqual({ status_id: 1, reject_reason: null });
    await admin.browser.post(ACT, { act: 'setting', name: 'appeal_hides_video', value: '1' });
  });
});

describe('the staff decision', () => {
  it('restore: the video is live again, the appellant is told, the step is audited; once', async () => {
    const videoId = await addVideo(t.db, { user_id: uploader.id, title: 'Quiet pier' });
    const live = (await videoPage(videoId)).json().video;
    const appealId = (await appeal(valid(videoId, { email: 'ash@example.test' }))).json().appeal_id;
    const res = await decide(moderator.browser, appealId, 'restore', 'The person in it is not you.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appeal).toMatchObject({ status: 'restored', decided_by: { user_id: moderator.id } });
    expect(await videoRow(videoId)).toEqual({ status_id: 1, reject_reason: null });
    expect((await videoPage(videoId)).json().video).toEqual(live);
    const mail = (await mailsTo('ash@example.test')).at(-1);
    expect(mail?.subject).toBe(`Your removal request #${appealId}: the video was not removed`);
    expect(mail?.text).toContain('The person in it is not you.');
    expect((await auditOf(appealId)).map((a) => [a.action, a.actor_id])).toEqual([
      ['appeal', null],
      ['appeal_restore', moderator.id],
    ]);
    expectError(await decide(moderator.browser, appealId, 'remove'), 409, 'already_decided');
    expectError(await decide(moderator.browser, 999_999, 'remove'), 404, 'not_found');
    expectError(await decide(uploader.browser, appealId, 'remove'), 403, 'no_permission');
  });

  it('remove: the video stays gone and is blocked from re-upload; the appellant and the uploader are told', async () => {
    // An upload: its content hash is what the block list recognises a re-upload by.
    const videoId = await addVideo(t.db, {
      user_id: uploader.id,
      title: 'Long shore',
      content_hash: 'ab'.repeat(32),
    });
    const appealId = (await appeal(valid(videoId, { email: 'fen@example.test' }))).json().appeal_id;
    const res = await decide(moderator.browser, appealId, 'remove');
    expect(res.statusCode, res.body).toBe(200);
    expect(await videoRow(videoId)).toEqual({ status_id: 5, reject_reason: REMOVED_REASON });
    const blocked = await t.db
      .selectFrom('blocked_videos')
      .select('video_id')
      .where('video_id', '=', videoId)
      .execute();
    expect(blocked).toHaveLength(1);
    expect((await mailsTo('fen@example.test')).at(-1)?.subject).toBe(
      `Your removal request #${appealId}: the video was removed`,
    );
    expect((await mailsTo('maker@example.test')).at(-1)?.subject).toBe('Your video "Long shore" was removed');
    expect((await auditOf(appealId)).map((a) => a.action)).toEqual(['appeal', 'appeal_remove']);
  });
});
