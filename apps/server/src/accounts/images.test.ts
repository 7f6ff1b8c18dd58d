import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { UPLOAD_LIMITS } from '@site/api';
import { avatarResponseSchema, coverResponseSchema, errorResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { accountsApp } from './account-fixtures.js';
import { addAccount, Browser } from './fixtures.js';
import { AVATAR_SIZE, COVER_MAX } from './images.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  app = await accountsApp(t);
});

afterAll(() => closeAll(app, t));

let count = 0;
async function signedInMember() {
  const username = `painter${++count}`;
  const id = await addAccount(t.db, { username, password: 'brush stroke 1' });
  const browser = new Browser(app, `198.51.100.${count}`);
  expect((await browser.login(username, 'brush stroke 1')).statusCode).toBe(200);
  return { id, browser };
}

/** A plain picture of `width`×`height` in a format sharp writes. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 4, background: { r: 40, g: 120, b: 200, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

/** Posts `act=upload` as the client does: multipart with section and imgfile. */
async function upload(
  browser: Browser,
  section: string,
  file: Buffer | null,
  options: { filename?: string; type?: string; csrf?: boolean } = {},
) {
  const form = new FormData();
  form.append('act', 'upload');
  form.append('section', section);
  if (file) {
    form.append(
      'imgfile',
      new Blob([file], { type: options.type ?? 'image/png' }),
      options.filename ?? 'me.png',
    );
  }
  const headers: Record<string, string> =
    options.csrf === false ? {} : { 'x-csrf-token': await browser.csrf() };
  return browser.request({ method: 'POST', url: '/api/member.php', headers, payload: form });
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([head, Buffer.from(type), data, crc]);
}

const member = (id: number) =>
  t.db.selectFrom('members').select(['avatar', 'cover']).where('user_id', '=', id).executeTakeFirstOrThrow();
const refused = (res: { json: () => unknown }) => errorResponseSchema.parse(res.json());
const stored = (url: string) => join(t.dataDir, url.slice(1));

describe('given a member uploading an avatar', () => {
  it('stores a re-encoded square JPEG under a random name, answers its URL, and serves it as an image', async () => {
    const { id, browser } = await signedInMember();
    const res = await upload(browser, 'u_ava', await picture(640, 480), { filename: 'holiday.png' });
    expect(res.statusCode, res.body).toBe(200);
    const { avatar } = avatarResponseSchema.parse(res.json());
    expect(avatar).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.jpg$/);
    expect(avatar).not.toContain('holiday');
    expect((await member(id)).avatar).toBe(avatar);
    const meta = await sharp(stored(avatar)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });

    const served = await app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts JPEG, WebP and GIF by content, and deletes the previous upload when replaced', async () => {
    const { id, browser } = await signedInMember();
    const urls: string[] = [];
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      // The declared name and type say PNG: only the content counts.
      const res = await upload(browser, 'u_ava', await picture(300, 300, format));
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      urls.push(avatarResponseSchema.parse(res.json()).avatar);
    }
    expect(new Set(urls).size).toBe(3);
    expect(existsSync(stored(urls[0] as string))).toBe(false);
    expect(existsSync(stored(urls[1] as string))).toBe(false);
    expect(existsSync(stored(urls[2] as string))).toBe(true);
    expect((await member(id)).avatar).toBe(urls[2]);
  });
});

describe('given a member uploading a cover', () => {
  it('stores one of at least 1250×250, fitted within the largest size', async () => {
    const { id, browser } = await signedInMember();
    const res = await upload(browser, 'u_cover', await picture(3000, 600, 'jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const { cover } = coverResponseSchema.parse(res.json());
    expect(cover).toMatch(/^\/media\/covers\/[0-9a-f]{32}\.jpg$/);
    expect((await member(id)).cover).toBe(cover);
    const meta = await sharp(stored(cover)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: COVER_MAX.width, height: 384 });
  });

  it('refuses a cover under 1250×250 with min_size, storing nothing', async () => {
    const { id, browser } = await signedInMember();
    for (const [w, h] of [
      [1249, 400],
      [2000, 249],
    ] as const) {
      const res = await upload(browser, 'u_cover', await picture(w, h));
      expect(res.statusCode).toBe(400);
      expect(refused(res)).toEqual({
        code: 'invalid_params',
        errors: [{ field: 'imgfile', code: 'min_size', params: { width: 1250, height: 250 } }],
      });
    }
    expect((await member(id)).cover).toBeNull();
  });
});

describe('given an upload that is not a picture we take', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="400"><script>alert(1)</script></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

  it.each([
    ['an SVG (it can carry script)', svg, 'u_ava'],
    ['HTML named .png', html, 'u_ava'],
    ['random bytes', Buffer.from('not an image at all, just text'), 'u_cover'],
  ])('refuses %s with invalid_file_type', async (_, data, section) => {
    const { id, browser } = await signedInMember();
    const res = await upload(browser, section, data, { filename: 'me.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({
      code: 'invalid_file_type',
      errors: [{ field: 'imgfile', code: 'invalid_file_type' }],
    });
    expect(await member(id)).toEqual({ avatar: null, cover: null });
  });

  it('refuses a truncated JPEG with invalid_file_type, never a 500', async () => {
    const { browser } = await signedInMember();
    const whole = await picture(800, 800, 'jpeg');
    const res = await upload(browser, 'u_ava', whole.subarray(0, Math.floor(whole.length / 3)));
    expect(res.statusCode).toBe(400);
    expect(refused(res).code).toBe('invalid_file_type');
  });

  it('refuses a small file claiming a huge canvas (a decompression bomb) before decoding it', async () => {
    const { browser } = await signedInMember();
    // A 74-byte PNG of 20000×20000 pixels: 400 megapixels (1.2 GB) if it were decoded.
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20_000, 0);
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const res = await upload(browser, 'u_ava', bomb);
    expect(res.statusCode).toBe(413);
    expect(refused(res).code).toBe('file_too_large');
  });

  it('refuses a file over the image limit with 413 file_too_large', async () => {
    const { browser } = await signedInMember();
    const big = Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes + 1, 1);
    const res = await upload(browser, 'u_ava', big);
    expect(res.statusCode).toBe(413);
    expect(refused(res).code).toBe('file_too_large');
  });

  it('asks for the file and a known section', async () => {
    const { browser } = await signedInMember();
    const none = await upload(browser, 'u_ava', null);
    expect(none.statusCode).toBe(400);
    expect(refused(none).errors).toEqual([{ field: 'imgfile', code: 'required' }]);
    const empty = await upload(browser, 'u_ava', Buffer.alloc(0));
    expect(refused(empty).errors).toEqual([{ field: 'imgfile', code: 'required' }]);
    const section = await upload(browser, 'u_banner', await picture(300, 300));
    expect(section.statusCode).toBe(400);
    expect(refused(section).errors).toEqual([{ field: 'section', code: 'invalid' }]);
  });
});

describe('given an upload nobody may make', () => {
  it('answers a visitor with 401 need_auth and a missing CSRF token with 403, storing nothing', async () => {
    const before = existsSync(join(t.dataDir, 'media', 'avatars'))
      ? (await readdir(join(t.dataDir, 'media', 'avatars'))).length
      : 0;
    const visitor = await upload(new Browser(app, '192.0.2.50'), 'u_ava', await picture(300, 300));
    expect(visitor.statusCode).toBe(401);
    expect(refused(visitor)).toEqual({ code: 'need_auth' });

    const { id, browser } = await signedInMember();
    const forged = await upload(browser, 'u_ava', await picture(300, 300), { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await member(id)).avatar).toBeNull();
    const after = existsSync(join(t.dataDir, 'media', 'avatars'))
      ? (await readdir(join(t.dataDir, 'media', 'avatars'))).length
      : 0;
    expect(after).toBe(before);
  });
});
