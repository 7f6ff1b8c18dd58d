import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StorageKeyError } from './keys.js';
import { createS3Storage } from './s3.js';
import { RangeNotSatisfiableError } from './types.js';

const s3 = mockClient(S3Client);
const storage = createS3Storage({
  endpoint: 'http://127.0.0.1:9000',
  region: 'us-east-1',
  bucket: 'media',
  accessKeyId: 'test-access',
  secretAccessKey: 'test-secret',
  forcePathStyle: true,
  partSize: 5 * 1024 * 1024,
  queueSize: 1,
});
const dir = mkdtempSync(join(tmpdir(), 'media-s3-'));

beforeEach(() => s3.reset());
afterAll(() => {
  s3.restore();
  rmSync(dir, { recursive: true, force: true });
});

async function text(body: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

const notFound = () => new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } });

describe('given objects to store in S3', () => {
  it('puts a small body in one request with the bucket, key and content type', async () => {
    s3.on(PutObjectCommand).resolves({ ETag: '"abc"' });
    expect(await storage.put('v/1/index.m3u8', Buffer.from('#EXTM3U\n'))).toEqual({
      key: 'v/1/index.m3u8',
      size: 8,
    });
    const [call] = s3.commandCalls(PutObjectCommand);
    expect(call?.args[0].input).toMatchObject({
      Bucket: 'media',
      Key: 'v/1/index.m3u8',
      ContentType: 'application/vnd.apple.mpegurl',
    });
  });

  it('streams a large body as a multipart upload, part by part', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'u1' });
    s3.on(UploadPartCommand).callsFake((input: { PartNumber: number }) => ({
      ETag: `"p${input.PartNumber}"`,
    }));
    s3.on(CompleteMultipartUploadCommand).resolves({ ETag: '"done"' });
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const body = Readable.from(Array.from({ length: 11 }, () => chunk));

    expect(await storage.put('v/1/source.mp4', body, { contentType: 'video/mp4' })).toEqual({
      key: 'v/1/source.mp4',
      size: 11 * 1024 * 1024,
    });
    expect(s3.commandCalls(CreateMultipartUploadCommand)[0]?.args[0].input).toMatchObject({
      Bucket: 'media',
      Key: 'v/1/source.mp4',
      ContentType: 'video/mp4',
    });
    const parts = s3.commandCalls(UploadPartCommand).map((c) => c.args[0].input);
    expect(parts.map((p) => p.PartNumber)).toEqual([1, 2, 3]);
    expect(
      parts.every((p) => p.Bucket === 'media' && p.Key === 'v/1/source.mp4' && p.UploadId === 'u1'),
    ).toBe(true);
    expect(s3.commandCalls(CompleteMultipartUploadCommand)).toHaveLength(1);
  });

  it('uploads a file and removes it when moving', async () => {
    s3.on(PutObjectCommand).resolves({});
    const src = join(dir, 'upload.bin');
    writeFileSync(src, 'payload');
    expect(await storage.putFile('v/1/poster.jpg', src, { move: true })).toEqual({
      key: 'v/1/poster.jpg',
      size: 7,
    });
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({
      Key: 'v/1/poster.jpg',
      ContentType: 'image/jpeg',
    });
    expect(existsSync(src)).toBe(false);
  });

  it('refuses bad keys and mismatched types before sending anything', async () => {
    await expect(storage.put('../x.mp4', Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.get('/etc/passwd')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.url('a/../b.mp4')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.put('a.mp4', Buffer.from('x'), { contentType: 'text/html' })).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    expect(s3.calls()).toHaveLength(0);
  });
});

describe('given objects in S3', () => {
  it('reads a byte range with the Range header and reports the whole size', async () => {
    s3.on(GetObjectCommand).resolves({
      Body: Readable.from([Buffer.from('56789')]) as never,
      ContentLength: 5,
      ContentRange: 'bytes 5-9/100',
      ETag: '"e1"',
      LastModified: new Date('2030-01-01T00:00:00Z'),
    });
    const got = await storage.get('v/1/source.mp4', { start: 5, end: 9 });
    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'media',
      Key: 'v/1/source.mp4',
      Range: 'bytes=5-9',
    });
    expect(got).toMatchObject({
      size: 100,
      length: 5,
      range: { start: 5, end: 9 },
      partial: true,
      contentType: 'video/mp4',
      etag: '"e1"',
    });
    expect(await text(got?.body ?? Readable.from([]))).toBe('56789');
  });

  it('reads a whole object and an open-ended range', async () => {
    s3.on(GetObjectCommand).resolves({
      Body: Readable.from([Buffer.from('abc')]) as never,
      ContentLength: 3,
    });
    expect(await storage.get('v/1/a.ts')).toMatchObject({
      size: 3,
      length: 3,
      range: { start: 0, end: 2 },
      partial: false,
    });
    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input.Range).toBeUndefined();
    await storage.get('v/1/a.ts', { start: 1 });
    expect(s3.commandCalls(GetObjectCommand)[1]?.args[0].input.Range).toBe('bytes=1-');
  });

  it('answers null for a missing object', async () => {
    s3.on(GetObjectCommand).rejects(
      new NoSuchKey({ message: 'no such key', $metadata: { httpStatusCode: 404 } }),
    );
    s3.on(HeadObjectCommand).rejects(notFound());
    expect(await storage.get('v/1/gone.ts')).toBeNull();
    expect(await storage.head('v/1/gone.ts')).toBeNull();
  });

  it('turns a range past the end into RangeNotSatisfiableError with the size', async () => {
    s3.on(GetObjectCommand).rejects(
      new S3ServiceException({
        name: 'InvalidRange',
        $fault: 'client',
        message: 'bad range',
        $metadata: { httpStatusCode: 416 },
      }),
    );
    s3.on(HeadObjectCommand).resolves({ ContentLength: 100 });
    const error = await storage.get('v/1/a.ts', { start: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeNotSatisfiableError);
    expect((error as RangeNotSatisfiableError).size).toBe(100);
  });

  it('passes other failures on', async () => {
    s3.on(HeadObjectCommand).rejects(
      new S3ServiceException({
        name: 'AccessDenied',
        $fault: 'client',
        message: 'denied',
        $metadata: { httpStatusCode: 403 },
      }),
    );
    await expect(storage.head('v/1/a.ts')).rejects.toThrow('denied');
  });

  it('maps head to size, type by extension, date and ETag', async () => {
    const at = new Date('2030-01-02T00:00:00Z');
    s3.on(HeadObjectCommand).resolves({
      ContentLength: 42,
      ETag: '"x"',
      LastModified: at,
      ContentType: 'text/html',
    });
    expect(await storage.head('v/1/poster.jpg')).toEqual({
      key: 'v/1/poster.jpg',
      size: 42,
      contentType: 'image/jpeg',
      lastModified: at,
      etag: '"x"',
    });
    expect(s3.commandCalls(HeadObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'media',
      Key: 'v/1/poster.jpg',
    });
  });

  it('deletes one object', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage.delete('v/1/a.ts');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'media',
      Key: 'v/1/a.ts',
    });
  });

  it('lists a folder over several pages, sorted, without keys it could not name', async () => {
    s3.on(ListObjectsV2Command)
      .resolvesOnce({
        Contents: [
          { Key: 'v/1/b.ts', Size: 2 },
          { Key: 'v/1/weird key', Size: 9 },
        ],
        IsTruncated: true,
        NextContinuationToken: 't2',
      })
      .resolvesOnce({ Contents: [{ Key: 'v/1/a.ts', Size: 1 }], IsTruncated: false });
    expect(await storage.list('v/1')).toEqual([
      { key: 'v/1/a.ts', size: 1 },
      { key: 'v/1/b.ts', size: 2 },
    ]);
    const inputs = s3.commandCalls(ListObjectsV2Command).map((c) => c.args[0].input);
    expect(inputs).toEqual([
      { Bucket: 'media', Prefix: 'v/1/', ContinuationToken: undefined },
      { Bucket: 'media', Prefix: 'v/1/', ContinuationToken: 't2' },
    ]);
  });

  it("deletes a video's folder in batches of listed keys", async () => {
    s3.on(ListObjectsV2Command).resolves({
      Contents: [
        { Key: 'v/1/a.ts', Size: 1 },
        { Key: 'v/1/720p/b.ts', Size: 1 },
      ],
    });
    s3.on(DeleteObjectsCommand).resolves({});
    expect(await storage.deletePrefix('v/1/')).toBe(2);
    expect(s3.commandCalls(DeleteObjectsCommand)[0]?.args[0].input).toEqual({
      Bucket: 'media',
      Delete: { Objects: [{ Key: 'v/1/720p/b.ts' }, { Key: 'v/1/a.ts' }], Quiet: true },
    });
    await expect(storage.deletePrefix('')).rejects.toBeInstanceOf(StorageKeyError);
  });

  it('reports objects S3 would not delete', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'v/2/a.ts', Size: 1 }] });
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: 'v/2/a.ts', Code: 'AccessDenied' }] });
    await expect(storage.deletePrefix('v/2')).rejects.toThrow('AccessDenied');
  });
});

describe('given a URL for an S3 object', () => {
  it('is a presigned GET of the key that expires and pins a safe content type', async () => {
    const url = new URL(await storage.url('v/1/source.mp4', { expiresIn: 600 }));
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe('/media/v/1/source.mp4');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-type')).toBe('video/mp4');
    expect(url.searchParams.get('response-content-disposition')).toBeNull();
    expect(s3.calls()).toHaveLength(0);
  });

  it('asks S3 for an attachment when it is a download', async () => {
    const url = new URL(await storage.url('v/1/source.mp4', { download: 'Clip.mp4' }));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Clip.mp4"; filename*=UTF-8''Clip.mp4`,
    );
  });
});

describe('given a bucket that visitors reach at a public URL (S3_PUBLIC_URL)', () => {
  const onPrivateNetwork = {
    endpoint: 'http://minio:9000',
    region: 'us-east-1',
    bucket: 'site-media',
    accessKeyId: 'test-access',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  };
  const behindProxy = createS3Storage({ ...onPrivateNetwork, publicUrl: 'https://site.example/s3/' });
  const direct = createS3Storage(onPrivateNetwork);

  it('gives the presigned address at the public origin and path, signed for the endpoint', async () => {
    const inside = new URL(await direct.url('v/1/master.m3u8', { expiresIn: 600 }));
    const outside = new URL(await behindProxy.url('v/1/master.m3u8', { expiresIn: 600 }));
    expect(outside.origin).toBe('https://site.example');
    expect(outside.pathname).toBe('/s3/site-media/v/1/master.m3u8');
    // The same signed request: the proxy passes /s3/… on as /… with the endpoint's Host.
    expect(inside.pathname).toBe('/site-media/v/1/master.m3u8');
    expect(outside.searchParams.get('X-Amz-Credential')).toBe(inside.searchParams.get('X-Amz-Credential'));
    expect(outside.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(outside.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names only the public origin for the pages’ Content-Security-Policy', () => {
    expect(behindProxy.urlOrigins).toEqual(['https://site.example']);
    expect(direct.urlOrigins).toEqual(['http://minio:9000']);
  });

  it('refuses a public URL with virtual-host addresses', () => {
    expect(() =>
      createS3Storage({ ...onPrivateNetwork, forcePathStyle: false, publicUrl: 'https://site.example/s3' }),
    ).toThrow(/path-style/);
  });
});
