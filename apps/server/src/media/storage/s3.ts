/**
 * The S3-compatible adapter (AWS S3, MinIO, R2, B2…): the same interface as the local disk. Puts stream
 * through @aws-sdk/lib-storage `Upload` (multipart above one part; at most `queueSize × partSize` bytes in
 * memory, whatever the upload's size); URLs are presigned GETs (@aws-sdk/s3-request-presigner) that also
 * pin the served content type (never HTML, whatever metadata the bucket holds) and, for downloads, the
 * attachment disposition. Missing objects (NotFound / NoSuchKey) answer null, as locally.
 *
 * The SDK (tens of megabytes of modules) is imported on first use, so a server on the local disk never
 * loads it.
 */
import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import {
  attachmentDisposition,
  checkDownloadName,
  checkKey,
  checkPrefix,
  contentTypeFor,
  contentTypeForPut,
  storageKeySchema,
} from './keys.js';
import {
  type GetResult,
  type MediaStorage,
  type ObjectInfo,
  type PutFileOptions,
  type PutOptions,
  type PutResult,
  RangeNotSatisfiableError,
  type RangeRequest,
  resolveRange,
  urlSeconds,
} from './types.js';

export interface S3StorageOptions {
  /** The service's URL, e.g. `http://127.0.0.1:9000` for MinIO. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted services need it). */
  forcePathStyle: boolean;
  /**
   * Where visitors reach the bucket, when it is not the endpoint (a bucket on a private network behind the
   * site's proxy or a CDN: `https://site.example/s3`). The presigned addresses are made for the endpoint and
   * then given this origin and path instead of the endpoint's; whatever answers there must pass the request
   * on to the endpoint with the endpoint's Host (the signature covers the host and the path), e.g. nginx's
   * `location /s3/ { proxy_pass http://minio:9000/; proxy_set_header Host minio:9000; }`. Path style only.
   */
  publicUrl?: string | undefined;
  /** Multipart part size in bytes (default 8 MiB; S3's minimum is 5 MiB; 10 000 parts make 80 GB). */
  partSize?: number | undefined;
  /** Parts sent at once (default 2). */
  queueSize?: number | undefined;
  /** A ready client (tests); by default one is built from the options above. */
  client?: S3Client | undefined;
}

export interface S3Storage extends MediaStorage {
  readonly kind: 's3';
  readonly bucket: string;
  /** The SDK client (built on first use). */
  client(): Promise<S3Client>;
}

type Sdk = typeof import('@aws-sdk/client-s3') &
  typeof import('@aws-sdk/lib-storage') &
  typeof import('@aws-sdk/s3-request-presigner');

let sdkModules: Promise<Sdk> | undefined;

/** The SDK modules, imported once. */
function loadSdk(): Promise<Sdk> {
  sdkModules ??= Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]).then(([client, storage, presigner]) => ({ ...client, ...storage, ...presigner }));
  return sdkModules;
}

const PART_SIZE = 8 * 1024 * 1024;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

const isNotFound = (error: unknown) =>
  ['NotFound', 'NoSuchKey'].includes((error as Error | undefined)?.name ?? '') || statusOf(error) === 404;

const isInvalidRange = (error: unknown) =>
  (error as Error | undefined)?.name === 'InvalidRange' || statusOf(error) === 416;

/** The range and total size of a `Content-Range: bytes a-b/size` value. */
function parseContentRange(
  value: string | undefined,
): { start: number; end: number; size: number } | undefined {
  const m = value?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
  return m ? { start: Number(m[1]), end: Number(m[2]), size: Number(m[3]) } : undefined;
}

/**
 * The origins of the presigned URLs: the endpoint's (path style, `endpoint/bucket/key`), and without path
 * style also the bucket's host under it (`bucket.endpoint/key`), which the SDK uses when the bucket's
 * name allows.
 */
export function bucketOrigins(
  options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle' | 'publicUrl'>,
): string[] {
  if (options.publicUrl) return [new URL(options.publicUrl).origin];
  const endpoint = new URL(options.endpoint);
  if (options.forcePathStyle) return [endpoint.origin];
  return [endpoint.origin, `${endpoint.protocol}//${options.bucket}.${endpoint.host}`];
}

/**
 * A presigned address of the endpoint (`http://minio:9000/bucket/key?X-Amz-…`) at the public URL instead
 * (`https://site.example/s3/bucket/key?X-Amz-…`): the endpoint's origin and path are replaced, the rest kept.
 */
export function publicAddress(signed: string, endpoint: string, publicUrl: string): string {
  const from = new URL(endpoint);
  const to = new URL(publicUrl);
  const url = new URL(signed);
  const base = from.pathname.replace(/\/+$/, '');
  const rest = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
  return `${to.origin}${to.pathname.replace(/\/+$/, '')}${rest}${url.search}`;
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  if (options.publicUrl && !options.forcePathStyle) {
    throw new Error(
      'A public URL of the bucket (S3_PUBLIC_URL) needs path-style addresses (S3_FORCE_PATH_STYLE)',
    );
  }
  const { bucket } = options;
  let built: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  /** The SDK and the client, made on first use. */
  const ready = () => {
    built ??= loadSdk().then((sdk) => ({
      sdk,
      client:
        options.client ??
        new sdk.S3Client({
          endpoint: options.endpoint,
          region: options.region,
          forcePathStyle: options.forcePathStyle,
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
          // The SDK's default CRC checksums are refused by several S3-compatible services: only when required.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    }));
    return built;
  };
  const partSize = options.partSize ?? PART_SIZE;
  const queueSize = options.queueSize ?? 2;

  async function upload(key: string, body: Readable | Buffer, contentType: string): Promise<number> {
    let size = 0;
    let source: Readable | Buffer = body;
    if (!Buffer.isBuffer(body)) {
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      body.on('error', (error) => counter.destroy(error));
      source = body.pipe(counter);
    } else {
      size = body.length;
    }
    const { sdk, client } = await ready();
    await new sdk.Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: source, ContentType: contentType },
      partSize,
      queueSize,
    }).done();
    return size;
  }

  async function put(
    key: string,
    body: NodeJS.ReadableStream | Buffer,
    opts: PutOptions = {},
  ): Promise<PutResult> {
    checkKey(key);
    const type = contentTypeForPut(key, opts.contentType);
    const size = await upload(key, body as Readable | Buffer, type);
    return { key, size };
  }

  async function putFile(key: string, path: string, opts: PutFileOptions = {}): Promise<PutResult> {
    checkKey(key);
    const type = contentTypeForPut(key, opts.contentType);
    const source = await stat(path);
    if (!source.isFile()) throw new Error(`not a file: ${path}`);
    await upload(key, createReadStream(path), type);
    if (opts.move) await unlink(path);
    return { key, size: source.size };
  }

  async function head(key: string): Promise<ObjectInfo | null> {
    checkKey(key);
    const { sdk, client } = await ready();
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: contentTypeFor(key),
        lastModified: out.LastModified ?? new Date(0),
        etag: out.ETag ?? '""',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function get(key: string, request?: RangeRequest): Promise<GetResult | null> {
    checkKey(key);
    // Checked here (S3 would ignore a malformed header and send everything).
    if (request) resolveRange(key, Number.MAX_SAFE_INTEGER, request);
    const Range = request ? `bytes=${request.start}-${request.end ?? ''}` : undefined;
    const { sdk, client } = await ready();
    let out: GetObjectCommandOutput;
    try {
      out = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key, Range }));
    } catch (error) {
      if (isNotFound(error)) return null;
      if (request && isInvalidRange(error)) {
        const info = await head(key);
        if (!info) return null;
        throw new RangeNotSatisfiableError(key, info.size);
      }
      throw error;
    }
    const length = out.ContentLength ?? 0;
    const answered = parseContentRange(out.ContentRange);
    const size = answered?.size ?? length;
    const range = answered ? { start: answered.start, end: answered.end } : { start: 0, end: size - 1 };
    return {
      key,
      size,
      contentType: contentTypeFor(key),
      lastModified: out.LastModified ?? new Date(0),
      etag: out.ETag ?? '""',
      body: out.Body as Readable,
      range,
      partial: answered !== undefined,
      length,
    };
  }

  async function remove(key: string): Promise<void> {
    checkKey(key);
    const { sdk, client } = await ready();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }

  async function list(prefix: string): Promise<Array<{ key: string; size: number }>> {
    const folder = prefix === '' ? '' : checkPrefix(prefix);
    const { sdk, client } = await ready();
    const out: Array<{ key: string; size: number }> = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: bucket,
          Prefix: folder || undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key && storageKeySchema.safeParse(item.Key).success) {
          out.push({ key: item.Key, size: item.Size ?? 0 });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async function deletePrefix(prefix: string): Promise<number> {
    const keys = (await list(checkPrefix(prefix))).map((o) => o.key);
    const { sdk, client } = await ready();
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const out = await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = out.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(
          `could not delete ${failed.length} objects, e.g. ${failed[0]?.Key}: ${failed[0]?.Code}`,
        );
      }
    }
    return keys.length;
  }

  async function url(key: string, opts: { expiresIn?: number; download?: string } = {}): Promise<string> {
    checkKey(key);
    const expiresIn = urlSeconds(opts.expiresIn);
    const download = opts.download === undefined ? undefined : checkDownloadName(opts.download);
    const { sdk, client } = await ready();
    const command = new sdk.GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentType: contentTypeFor(key),
      ResponseContentDisposition: download === undefined ? undefined : attachmentDisposition(download),
    });
    const signed = await sdk.getSignedUrl(client, command, { expiresIn });
    return options.publicUrl ? publicAddress(signed, options.endpoint, options.publicUrl) : signed;
  }

  const client = async () => (await ready()).client;
  return {
    kind: 's3',
    urlOrigins: bucketOrigins(options),
    bucket,
    client,
    put,
    putFile,
    get,
    head,
    delete: remove,
    deletePrefix,
    list,
    url,
  };
}
