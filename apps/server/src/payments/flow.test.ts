/**
 * The whole paid-download flow over HTTP on the full app, offline: the video page's download flag is
 * refused, the member pays on the local processor's hosted page (which sends its signed webhook), and the
 * same download then answers the MP4; a member whose description staff approved downloads that video.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { addMember } from '../community/fixtures.js';
import { createLocalStorage } from '../media/storage/local.js';
import { publicMediaUrl } from '../media/urls.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addMediaVideo, MP4 } from '../videos/playback-fixtures.js';

const SECRET = 'payments-flow-secret-of-enough-length';
let t: TestDb;
let app: FastifyInstance;
let video: number;
let other: number;

beforeAll(async () => {
  t = await openTestDb();
  const storage = createLocalStorage(join(t.dataDir, 'storage'), { secret: SECRET });
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    secret: SECRET,
    storage,
    captcha: createTestCaptcha(),
  });
  const owner = await addMember(t.db, { username: 'Filmer' });
  video = await addMediaVideo(t.db, storage, { title: 'Quiet harbour', user_id: owner });
  other = await addMediaVideo(t.db, storage, { title: 'Quiet forest', user_id: owner });
});

afterAll(() => closeAll(app, t));

const download = (
  browser: { get: (url: string) => Promise<{ statusCode: number; rawPayload: Buffer }> },
  id: number,
) => browser.get(`${publicMediaUrl(id, 'master.m3u8')}?download=1`);

describe('given a member on a video page', () => {
  it('pays on the hosted page, then downloads; the modal re-poll sees the period', async () => {
    const m = await signedIn(app, t, 'Buyer');
    expect((await download(m.browser, video)).statusCode).toBe(403);
    const api = clientOf(m.browser);
    const charge = await api.payments.charge({ email: 'buyer@example.test' });
    const url = new URL(charge.data?.charge_url ?? '');
    const paid = await m.browser.post(url.pathname, { amount: '500' });
    expect(paid.json().charge).toMatchObject({ status: 'paid' });
    expect((await api.payments.status()).paid).toBe(true);
    const file = await download(m.browser, video);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(MP4)).toBe(true);
  });

  it('downloads the one video whose description staff approved', async () => {
    const m = await signedIn(app, t, 'Student');
    await clientOf(m.browser).downloads.request({
      video_id: video,
      desc: 'I am studying harbour light for a painting class and would like to look at these frames offline, slowly, one at a time, at home, with my sketchbook open beside me.',
    });
    expect((await download(m.browser, video)).statusCode).toBe(403);
    const staff = await signedIn(app, t, 'Reviewer', { role: 'moderator' });
    const queue = (await staff.browser.get('/api/downloads.php')).json().requests;
    const mine = queue.find((r: { user_id: number }) => r.user_id === m.id);
    await staff.browser.post('/api/downloads.php', { act: 'approve', request_id: String(mine.request_id) });
    expect((await download(m.browser, video)).statusCode).toBe(200);
    expect((await download(m.browser, other)).statusCode).toBe(403);
  });
});
