import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StorageKeyError } from './keys.js';
import { createLocalStorage, type LocalStorage } from './local.js';
import { verifyLocalUrl } from './signing.js';
import { RangeNotSatisfiableError } from './types.js';

const SECRET = 'test-secret-of-enough-length-000000';
let dir: string;
let root: string;
let storage: LocalStorage;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'media-storage-'));
  root = join(dir, 'media');
  storage = createLocalStorage(root, { secret: SECRET });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function text(body: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

/** Deterministic bytes: chunk i is filled with i % 251. */
const CHUNK = 64 * 1024;
const chunkOf = (i: number) => Buffer.alloc(CHUNK, i % 251);

describe('given a 20 MB stream to store', () => {
  const total = 20 * 1024 * 1024;
  const chunks = total / CHUNK;

  it('writes it as it arrives, shows it only when complete, and reads it back intact', async () => {
    const key = 'videos/7/source.mp4';
    const folder = join(root, 'videos/7');
    const expected = createHash('sha256');
    let produced = 0;
    let maxAhead = 0;
    let seenPartial = false;
    let visibleEarly = false;
    const source = new Readable({
      read() {
        // How far the source is ahead of the disk: bounded when the write streams with back-pressure.
        const temp = existsSync(folder) ? readdirSync(folder).filter((n) => n.startsWith('.tmp-')) : [];
        const onDisk = temp.length === 1 ? statSync(join(folder, temp[0] as string)).size : 0;
        if (onDisk > 0 && onDisk < total) seenPartial = true;
        if (produced > 0) maxAhead = Math.max(maxAhead, produced - onDisk);
        if (existsSync(join(root, key))) visibleEarly = true;
        const i = produced / CHUNK;
        if (i === chunks) return void this.push(null);
        const chunk = chunkOf(i);
        expected.update(chunk);
        produced += CHUNK;
        this.push(chunk);
      },
    });

    expect(await storage.put(key, source, { contentType: 'video/mp4' })).toEqual({ key, size: total });

    expect(seenPartial).toBe(true);
    expect(visibleEarly).toBe(false);
    expect(maxAhead).toBeLessThan(2 * 1024 * 1024);
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: total, length: total, contentType: 'video/mp4', partial: false });
    const hash = createHash('sha256');
    for await (const chunk of got?.body ?? []) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(expected.digest('hex'));
    expect(readdirSync(folder)).toEqual(['source.mp4']);
  });

  it('leaves the old object and no temp file when the stream fails', async () => {
    const key = 'videos/8/source.mp4';
    await storage.put(key, Buffer.from('old'));
    let n = 0;
    const failing = new Readable({
      read() {
        n += 1;
        if (n > 3) this.destroy(new Error('connection lost'));
        else this.push(chunkOf(n));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('connection lost');
    expect(await text((await storage.get(key))?.body ?? Readable.from([]))).toBe('old');
    expect(readdirSync(join(root, 'videos/8'))).toEqual(['source.mp4']);
  });
});

describe('given stored objects', () => {
  beforeAll(async () => {
    await storage.put('v/1/index.m3u8', Buffer.from('#EXTM3U\n'));
    await storage.put('v/1/720p/seg_0.ts', Buffer.from('0123456789'));
    await storage.put('v/1/720p/seg_1.ts', Buffer.from('abc'));
    await storage.put('v/10/poster.jpg', Buffer.from('jpeg'));
    // Left by a crash mid-write: hidden, never listed.
    await writeFile(join(root, 'v/1/.tmp-deadbeef'), 'partial');
  });

  it('reads whole objects and byte ranges', async () => {
    const whole = await storage.get('v/1/720p/seg_0.ts');
    expect(whole).toMatchObject({
      size: 10,
      length: 10,
      range: { start: 0, end: 9 },
      contentType: 'video/mp2t',
    });
    expect(await text(whole?.body ?? Readable.from([]))).toBe('0123456789');

    const middle = await storage.get('v/1/720p/seg_0.ts', { start: 2, end: 4 });
    expect(middle).toMatchObject({ size: 10, length: 3, range: { start: 2, end: 4 }, partial: true });
    expect(await text(middle?.body ?? Readable.from([]))).toBe('234');

    const tail = await storage.get('v/1/720p/seg_0.ts', { start: 7, end: 100 });
    expect(await text(tail?.body ?? Readable.from([]))).toBe('789');
    await expect(storage.get('v/1/720p/seg_0.ts', { start: 10 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
  });

  it('answers null for a missing object or a folder', async () => {
    expect(await storage.get('v/1/nothing.ts')).toBeNull();
    expect(await storage.head('v/1/nothing.ts')).toBeNull();
    expect(await storage.get('v/1/720p')).toBeNull();
    expect(await storage.head('v/1')).toBeNull();
  });

  it('gives metadata with a validator that changes when the object is replaced', async () => {
    const before = await storage.head('v/1/720p/seg_1.ts');
    expect(before).toMatchObject({ key: 'v/1/720p/seg_1.ts', size: 3, contentType: 'video/mp2t' });
    await storage.put('v/1/720p/seg_1.ts', Buffer.from('abcd'));
    const after = await storage.head('v/1/720p/seg_1.ts');
    expect(after?.size).toBe(4);
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('lists a folder, sorted, without temp files or neighbours sharing the name start', async () => {
    expect(await storage.list('v/1')).toEqual([
      { key: 'v/1/720p/seg_0.ts', size: 10 },
      { key: 'v/1/720p/seg_1.ts', size: 4 },
      { key: 'v/1/index.m3u8', size: 8 },
    ]);
    expect((await storage.list('')).map((o) => o.key)).toContain('v/10/poster.jpg');
    expect(await storage.list('v/404/')).toEqual([]);
  });

  it('deletes one object, then a whole folder, and nothing next to it', async () => {
    await storage.delete('v/1/index.m3u8');
    await storage.delete('v/1/index.m3u8'); // already gone: no error
    expect(await storage.head('v/1/index.m3u8')).toBeNull();
    expect(await storage.deletePrefix('v/1/')).toBe(2);
    expect(existsSync(join(root, 'v/1'))).toBe(false);
    expect((await storage.list('v')).map((o) => o.key)).toEqual(['v/10/poster.jpg']);
    await expect(storage.deletePrefix('')).rejects.toBeInstanceOf(StorageKeyError);
  });
});

describe('given keys that try to leave the root', () => {
  const bad = [
    '../outside.mp4',
    '/etc/passwd',
    'v/../../outside.mp4',
    'v//a.mp4',
    '.tmp-x',
    'v/a b.mp4',
    'v\\..\\x',
  ];

  it('refuses them in every call and writes nothing outside', async () => {
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.putFile(key, __filename), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.head(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.url(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    await expect(storage.list('../')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.deletePrefix('..')).rejects.toBeInstanceOf(StorageKeyError);
    expect(readdirSync(dir)).toEqual(['media']);
  });

  it('refuses a content type that disagrees with the extension', async () => {
    await expect(
      storage.put('v/a.mp4', Buffer.from('x'), { contentType: 'text/html' }),
    ).rejects.toBeInstanceOf(StorageKeyError);
    expect(await storage.head('v/a.mp4')).toBeNull();
  });
});

describe('given a file to store', () => {
  it('copies it, or moves it', async () => {
    const src = join(dir, 'upload.bin');
    writeFileSync(src, 'payload');
    expect(await storage.putFile('f/copy.mp4', src)).toEqual({ key: 'f/copy.mp4', size: 7 });
    expect(existsSync(src)).toBe(true);
    expect(await storage.putFile('f/moved.mp4', src, { move: true })).toEqual({
      key: 'f/moved.mp4',
      size: 7,
    });
    expect(existsSync(src)).toBe(false);
    expect(readFileSync(join(root, 'f/copy.mp4'), 'utf8')).toBe('payload');
    expect(readFileSync(join(root, 'f/moved.mp4'), 'utf8')).toBe('payload');
  });
});

describe('given a URL for an object', () => {
  afterEach(() => vi.useRealTimers());

  it('is a signed path under /media/private/ that expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 5, 1));
    const url = await storage.url('v/10/poster.jpg', { expiresIn: 120 });
    expect(url).toMatch(/^\/media\/private\/v\/10\/poster\.jpg\?e=\d+&s=/);
    expect(verifyLocalUrl(url, SECRET)).toBe(true);
    vi.setSystemTime(Date.UTC(2030, 5, 1) + 120_000);
    expect(verifyLocalUrl(url, SECRET)).toBe(false);
  });

  it('defaults to an hour and refuses lifetimes S3 could not sign', async () => {
    const url = await storage.url('v/10/poster.jpg');
    const e = Number(new URLSearchParams(url.split('?')[1]).get('e'));
    expect(e - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(3599);
    expect(e - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
    await expect(storage.url('v/10/poster.jpg', { expiresIn: 8 * 24 * 3600 })).rejects.toThrow(RangeError);
    await expect(storage.url('v/10/poster.jpg', { expiresIn: 0 })).rejects.toThrow(RangeError);
  });

  it('carries a download name when asked', async () => {
    const url = await storage.url('v/10/poster.jpg', { download: 'poster.jpg' });
    expect(new URLSearchParams(url.split('?')[1]).get('dl')).toBe('poster.jpg');
    expect(verifyLocalUrl(url, SECRET)).toBe(true);
  });
});

describe('given a folder that exists before the storage', () => {
  it('serves what is already there', async () => {
    const other = join(dir, 'preexisting');
    await mkdir(join(other, 'a'), { recursive: true });
    await writeFile(join(other, 'a/b.txt'), 'hi');
    const s = createLocalStorage(other, { secret: SECRET });
    expect(await s.list('a')).toEqual([{ key: 'a/b.txt', size: 2 }]);
  });
});
