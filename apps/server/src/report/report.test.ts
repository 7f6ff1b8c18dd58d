import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPORT_SUBJECTS } from '@site/api';
import { errorResponseSchema, okResponseSchema } from '@site/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha, TEST_CAPTCHA_TOKEN } from '../captcha/index.js';
import { addVideo } from '../community/fixtures.js';
import { MULTIPART_LIMITS } from '../http/body.js';
import { MAX_IMAGE_PIXELS as REPORT_IMAGE_MAX_PIXELS } from '../lib/images.js';
import { readOutbox } from '../mail/index.js';
import { closeAll, csrfHeaders, openTestDb, type TestDb } from '../testing.js';
import { DEFAULT_REPORTS_EMAIL, REPORT_LIMIT } from './routes.js';

const URL = '/api/report.php';

let t: TestDb;
let app: FastifyInstance;
let fern: number;
let png: Buffer;

beforeAll(async () => {
  t = await openTestDb();
  fern = await addAccount(t.db, { username: 'Fern', password: 'quiet meadow' });
  app = await buildApp({ db: t.db, dataDir: t.dataDir, captcha: createTestCaptcha() });
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});

afterAll(() => closeAll(app, t));

beforeEach(async () => {
  await t.db.deleteFrom('reports').execute();
});

/** Each test writes from an address of its own: the per-address limit is tested on its own. */
let lastAddress = 0;
const nextAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

interface Upload {
  data: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body as a browser's FormData makes it. */
async function multipart(fields: Record<string, string>, files: Record<string, Upload> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name ?? 'shot.png');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    contentType: req.headers.get('content-type') as string,
  };
}

const valid = (extra: Record<string, string> = {}) => ({
  subject: 'Technical Problems',
  email: 'walker@example.test',
  message: 'The player stops after a minute.',
  captcha: TEST_CAPTCHA_TOKEN,
  ref: 'http://localhost:3000/videos/calm-river/',
  ...extra,
});

/** A visitor's report (CSRF token included unless `csrf: false`). */
async function report(
  fields: Record<string, string>,
  files: Record<string, Upload> = {},
  options: { csrf?: boolean; address?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, files);
  const headers = options.csrf === false ? {} : await csrfHeaders(app);
  return app.inject({
    method: 'POST',
    url: URL,
    remoteAddress: options.address ?? nextAddress(),
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const rows = () => t.db.selectFrom('reports').selectAll().orderBy('report_id').execute();
const outbox = () => readOutbox(join(t.dataDir, 'outbox'));
const mailsTo = async (to: string) => (await outbox()).filter((m) => m.to === to);

describe('given a visitor sending a valid report', () => {
  it('stores it, mails the moderators, and answers success', async () => {
    const before = (await mailsTo(DEFAULT_REPORTS_EMAIL)).length;
    const res = await report(valid({ message: '  The player stops\nafter a minute.  ' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(okResponseSchema.parse(res.json())).toEqual({ code: 'success' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      subject: 'Technical Problems',
      email: 'walker@example.test',
      message: 'The player stops\nafter a minute.',
      ref: 'http://localhost:3000/videos/calm-river/',
      image: null,
      user_id: null,
      handled_at: null,
    });
    const mails = await mailsTo(DEFAULT_REPORTS_EMAIL);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe(`Report #${row?.report_id}: Technical Problems`);
    expect(mail?.text).toContain('The player stops\nafter a minute.');
    expect(mail?.text).toContain('From: walker@example.test');
    expect(mail?.text).toContain('Page: http://localhost:3000/videos/calm-river/');
  });

  it('takes each of the four subjects, and no ref', async () => {
    for (const subject of REPORT_SUBJECTS) {
      const { ref: _ref, ...fields } = valid({ subject });
      const res = await report(fields);
      expect(res.statusCode, res.body).toBe(200);
    }
    const stored = await rows();
    expect(stored.map((r) => r.subject)).toEqual([...REPORT_SUBJECTS]);
    expect(stored.every((r) => r.ref === null)).toBe(true);
  });

  it('keeps a picture re-encoded under <dataDir>/reports, without its metadata, never under media', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#247' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'hidden note' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    // The declared name and type are not trusted: the content is a JPEG.
    const res = await report(valid(), { file: { data: jpeg, name: 'notes.txt', type: 'text/plain' } });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rows();
    expect(row?.image).toMatch(/^reports\/[0-9a-z-]+\.jpg$/);
    const kept = await readFile(join(t.dataDir, row?.image as string));
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 32 });
    expect(meta.exif).toBeUndefined();
    expect(kept.includes(Buffer.from('hidden note'))).toBe(false);
    expect(await readdir(join(t.dataDir, 'media'))).not.toContain('reports');
    const served = await app.inject({ method: 'GET', url: `/media/${row?.image}` });
    expect(served.statusCode).toBe(404);
    expect((await mailsTo(DEFAULT_REPORTS_EMAIL)).at(-1)?.text).toContain(row?.image as string);

    const shot = await report(valid(), { file: { data: png } });
    expect(shot.statusCode, shot.body).toBe(200);
    expect((await rows())[1]?.image).toMatch(/\.png$/);
  });

  it('treats an empty file input (a nameless empty part) as no picture', async () => {
    const res = await report(valid(), {
      file: { data: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rows())[0]?.image).toBeNull();
  });
});

describe('given a report filed from a video page (#25 item 3)', () => {
  it("keeps the video's id with it, so the console shows the video and offers its takedown", async () => {
    const video = await addVideo(t.db, { user_id: fern, title: 'Reported lake' });
    const refs = {
      [`http://localhost:3000/videos/${video}/reported-lake/`]: video,
      [`http://localhost:3000/embed/${video}/`]: video,
      [`/videos/${video}/reported-lake/?playlist=3`]: video,
      // Another site's page, a video that does not exist, a page that is not a video's: no video.
      [`https://elsewhere.example/videos/${video}/reported-lake/`]: null,
      'http://localhost:3000/videos/999999/gone/': null,
      'http://localhost:3000/categories/': null,
    };
    for (const [ref, id] of Object.entries(refs)) {
      await t.db.deleteFrom('reports').execute();
      const res = await report(valid({ ref }));
      expect(res.statusCode, res.body).toBe(200);
      expect((await rows())[0]?.video_id, ref).toBe(id);
    }
    const mails = await mailsTo(DEFAULT_REPORTS_EMAIL);
    expect(mails.some((m) => m.text.includes(`Video: ${video}\n`))).toBe(true);
  });
});

describe('given a signed-in member sending a report', () => {
  it('stores the member with it', async () => {
    const browser = new Browser(app, nextAddress());
    expect((await browser.login('Fern', 'quiet meadow')).statusCode).toBe(200);
    const body = await multipart(valid({ subject: 'Support Request' }));
    const res = await browser.request({
      method: 'POST',
      url: URL,
      headers: { 'content-type': body.contentType, 'x-csrf-token': await browser.csrf() },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rows())[0]).toMatchObject({ user_id: fern, subject: 'Support Request' });
    expect((await mailsTo(DEFAULT_REPORTS_EMAIL)).at(-1)?.text).toContain(`Member: Fern (#${fern})`);
  });
});

describe('given an invalid report', () => {
  const refused = async (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(await rows()).toEqual([]);
    return errorResponseSchema.parse(res.json());
  };

  it('names a subject outside the four values', async () => {
    for (const subject of ['Other', 'technical problems', '']) {
      const body = await refused(await report(valid({ subject })));
      expect(body.errors?.[0]?.field).toBe('subject');
      expect(body.errors?.[0]?.code).toBe(subject === '' ? 'required' : 'invalid');
    }
  });

  it('requires a valid e-mail', async () => {
    const missing = valid();
    delete (missing as Partial<typeof missing>).email;
    expect(await refused(await report(missing))).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'email', code: 'required' }],
    });
    expect(await refused(await report(valid({ email: 'not-an-address' })))).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'email', code: 'email' }],
    });
  });

  it('requires a message of at most 1000 characters', async () => {
    expect(await refused(await report(valid({ message: '   ' })))).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'message', code: 'required' }],
    });
    expect(await refused(await report(valid({ message: 'm'.repeat(1001) })))).toEqual({
      code: 'invalid_params',
      // The length rule's bounds, as every declared call answers them (§5 `{length}`, `{max}`).
      errors: [{ field: 'message', code: 'max_length', params: { length: 1000, max: 1000 } }],
    });
    expect((await report(valid({ message: 'm'.repeat(1000) }))).statusCode).toBe(200);
    // FormData sends line breaks as CRLF: each still counts once, and is stored as LF.
    const lines = `${'m'.repeat(195)}\n`.repeat(5);
    expect(lines).toHaveLength(980);
    const res = await report(valid({ message: `${lines}${'m'.repeat(20)}` }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await rows()).at(-1)?.message).toBe(`${lines}${'m'.repeat(20)}`);
  });

  it('bounds the ref (2000 characters) and refuses control characters', async () => {
    expect(await refused(await report(valid({ ref: `http://localhost/${'r'.repeat(2000)}` })))).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'ref', code: 'max_length', params: { length: 2000, max: 2000 } }],
    });
    expect(await refused(await report(valid({ message: 'Broken\u0000page' })))).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'message', code: 'invalid' }],
    });
  });

  it('requires the captcha and refuses a failed one with bot_detected', async () => {
    const missing = await refused(await report(valid({ captcha: '' })));
    expect(missing.errors).toEqual([{ field: 'captcha', code: 'required' }]);
    expect(await refused(await report(valid({ captcha: 'forged' })))).toEqual({
      code: 'bot_detected',
      errors: [{ field: 'captcha', code: 'bot_detected' }],
    });
  });

  it('refuses a file that is not an image with invalid_file_type, whatever its name and type', async () => {
    const text = Buffer.from('just some words, no picture here');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const truncated = png.subarray(0, png.length - 20);
    const kept = async () => (await readdir(join(t.dataDir, 'reports')).catch(() => [])).length;
    const before = await kept();
    for (const data of [text, svg, truncated]) {
      const res = await report(valid(), { file: { data, name: 'shot.png', type: 'image/png' } });
      expect(await refused(res)).toEqual({
        code: 'invalid_file_type',
        errors: [{ field: 'file', code: 'invalid_file_type' }],
      });
    }
    expect(await kept()).toBe(before);
  });

  it('refuses a file over the size limit with 413 file_too_large', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MULTIPART_LIMITS.fileSize)]);
    const res = await report(valid(), { file: { data: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'file_too_large' });
    expect(await rows()).toEqual([]);
  });

  it(`refuses a picture of more than ${REPORT_IMAGE_MAX_PIXELS / 1e6} megapixels with 413 file_too_large`, async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MULTIPART_LIMITS.fileSize);
    const res = await report(valid(), { file: { data: huge } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'file_too_large',
      errors: [{ field: 'file', code: 'file_too_large' }],
    });
    expect(await rows()).toEqual([]);
  });

  it('refuses a write without the CSRF token (403 invalid_csrf)', async () => {
    const res = await report(valid(), {}, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_csrf' });
    expect(await rows()).toEqual([]);
  });

  it('answers a malformed multipart body with a 4xx, never a 500', async () => {
    const headers = await csrfHeaders(app);
    const bodies = [
      { type: 'multipart/form-data; boundary=abc', payload: 'no parts here at all' },
      {
        type: 'multipart/form-data',
        payload: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n',
      },
      {
        type: 'multipart/form-data; boundary=abc',
        payload: '--abc\r\nContent-Disposition: form-data; name="subject"\r\n\r\nTechnical',
      },
    ];
    for (const body of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: nextAddress(),
        headers: { ...headers, 'content-type': body.type },
        payload: body.payload,
      });
      expect(res.statusCode, `${body.type}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(res.json()).success).toBe(true);
    }
    expect(await rows()).toEqual([]);
  });
});

describe('given the mail server failing', () => {
  it('still keeps the report and answers success (the moderators find it in the table)', async () => {
    const failing = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      captcha: createTestCaptcha(),
      mailer: { send: async () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const body = await multipart(valid());
      const res = await failing.inject({
        method: 'POST',
        url: URL,
        remoteAddress: nextAddress(),
        headers: { ...(await csrfHeaders(failing)), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rows()).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe('given one address sending many reports', () => {
  it(`answers 429 too_many_attempts after ${REPORT_LIMIT} in an hour, for that address only`, async () => {
    const address = nextAddress();
    for (let i = 0; i < REPORT_LIMIT; i += 1) {
      expect((await report(valid(), {}, { address })).statusCode).toBe(200);
    }
    const res = await report(valid(), {}, { address });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'too_many_attempts' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(REPORT_LIMIT);
    expect((await report(valid(), {}, { address: nextAddress() })).statusCode).toBe(200);
  });
});
