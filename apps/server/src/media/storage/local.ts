/**
 * The local-disk adapter: object `key` is the file `<root>/<key>` (the server passes `<DATA_DIR>/media`).
 * Writes stream into a hidden temp file in the target's folder, are fsynced, then renamed over the target,
 * so a reader sees the old object or the new one, never part of one (a crash leaves only a hidden
 * `.tmp-*` file, which no key can name and `list` skips). URLs are signed local paths (signing.ts), served
 * by `serveSigned` (route.ts) under the same `urlPrefix`.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  copyFile,
  type FileHandle,
  lstat,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
} from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkDownloadName,
  checkKey,
  checkPrefix,
  contentTypeFor,
  contentTypeForPut,
  storageKeySchema,
} from './keys.js';
import { signLocalUrl } from './signing.js';
import {
  type GetResult,
  type MediaStorage,
  type ObjectInfo,
  type PutFileOptions,
  type PutOptions,
  type PutResult,
  type RangeRequest,
  resolveRange,
  urlSeconds,
} from './types.js';

/** Where signed local URLs point by default (pass the same prefix to `serveSigned`). */
export const DEFAULT_URL_PREFIX = '/media/private/';

export interface LocalStorageOptions {
  /** Signs the media URLs (HMAC key). */
  secret: string;
  /** The URL path the objects are served under (default `/media/private/`). */
  urlPrefix?: string | undefined;
}

export interface LocalStorage extends MediaStorage {
  readonly kind: 'local';
  /** The absolute root folder. */
  readonly root: string;
  readonly urlPrefix: string;
  /** The file of a (checked) key. */
  pathOf(key: string): string;
}

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

function etagOf(s: { ino: number; size: number; mtimeMs: number }): string {
  return `"${s.ino.toString(16)}-${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
}

export function createLocalStorage(root: string, options: LocalStorageOptions): LocalStorage {
  const base = resolve(root);
  const urlPrefix = options.urlPrefix ?? DEFAULT_URL_PREFIX;
  if (!/^\/(?:[A-Za-z0-9._-]+\/)*$/.test(urlPrefix)) {
    throw new Error(`urlPrefix must be a path starting and ending with "/": ${urlPrefix}`);
  }
  if (!options.secret) throw new Error('local media storage needs a secret to sign URLs');
  const { secret } = options;

  function pathOf(key: string): string {
    const path = resolve(base, checkKey(key));
    // The key check already rules this out; a second guard costs nothing.
    if (!path.startsWith(base + sep)) throw new Error(`key escapes the storage root: ${key}`);
    return path;
  }

  /** A hidden temp file next to `target`, removed if `write` fails, renamed over `target` if it succeeds. */
  async function atomically(target: string, write: (tmp: string) => Promise<void>): Promise<void> {
    await mkdir(dirname(target), { recursive: true });
    const tmp = join(dirname(target), `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async function syncFile(path: string) {
    const fh = await open(path, 'r+');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  }

  async function put(
    key: string,
    body: NodeJS.ReadableStream | Buffer,
    opts: PutOptions = {},
  ): Promise<PutResult> {
    const target = pathOf(key);
    contentTypeForPut(key, opts.contentType);
    let size = 0;
    await atomically(target, async (tmp) => {
      if (Buffer.isBuffer(body)) {
        const fh = await open(tmp, 'wx');
        try {
          await fh.writeFile(body);
          await fh.sync();
        } finally {
          await fh.close();
        }
        size = body.length;
      } else {
        // `flush`: fsync before the close that pipeline waits for, so the rename never exposes lost data.
        const out = createWriteStream(tmp, { flags: 'wx', flush: true });
        await pipeline(body, out);
        size = out.bytesWritten;
      }
    });
    return { key, size };
  }

  async function putFile(key: string, path: string, opts: PutFileOptions = {}): Promise<PutResult> {
    const target = pathOf(key);
    contentTypeForPut(key, opts.contentType);
    const source = await stat(path);
    if (!source.isFile()) throw new Error(`not a file: ${path}`);
    if (opts.move) {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(path, target);
        return { key, size: source.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      }
    }
    await atomically(target, async (tmp) => {
      await copyFile(path, tmp);
      await syncFile(tmp);
    });
    if (opts.move) await unlink(path);
    return { key, size: source.size };
  }

  async function head(key: string): Promise<ObjectInfo | null> {
    const path = pathOf(key);
    try {
      const s = await stat(path);
      if (!s.isFile()) return null;
      return { key, size: s.size, contentType: contentTypeFor(key), lastModified: s.mtime, etag: etagOf(s) };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async function get(key: string, request?: RangeRequest): Promise<GetResult | null> {
    const path = pathOf(key);
    let fh: FileHandle;
    try {
      fh = await open(path, 'r');
    } catch (error) {
      if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    try {
      const s = await fh.stat();
      if (!s.isFile()) {
        await fh.close();
        return null;
      }
      const range = resolveRange(key, s.size, request);
      const length = range.end - range.start + 1;
      let body: Readable;
      if (length === 0) {
        await fh.close();
        body = Readable.from([]);
      } else {
        body = fh.createReadStream({ start: range.start, end: range.end });
      }
      return {
        key,
        size: s.size,
        contentType: contentTypeFor(key),
        lastModified: s.mtime,
        etag: etagOf(s),
        body,
        range,
        partial: request !== undefined,
        length,
      };
    } catch (error) {
      await fh.close().catch(() => {});
      throw error;
    }
  }

  async function remove(key: string): Promise<void> {
    const path = pathOf(key);
    try {
      if (!(await lstat(path)).isDirectory()) await unlink(path);
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }

  /** Files under `dir` (recursive), as keys: hidden entries, links and names no key could have are skipped. */
  async function walk(dir: string, keyPrefix: string, out: Array<{ key: string; size: number }>) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      if (entry.name.startsWith('.') || !storageKeySchema.safeParse(key).success) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path, `${key}/`, out);
      else if (entry.isFile()) {
        try {
          out.push({ key, size: (await stat(path)).size });
        } catch (error) {
          if (!missing(error)) throw error; // deleted while listing
        }
      }
    }
  }

  async function list(prefix: string): Promise<Array<{ key: string; size: number }>> {
    const folder = prefix === '' ? '' : checkPrefix(prefix);
    const out: Array<{ key: string; size: number }> = [];
    await walk(folder ? join(base, folder) : base, folder, out);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async function deletePrefix(prefix: string): Promise<number> {
    const folder = checkPrefix(prefix);
    const count = (await list(folder)).length;
    await rm(join(base, folder), { recursive: true, force: true });
    return count;
  }

  async function url(key: string, opts: { expiresIn?: number; download?: string } = {}): Promise<string> {
    checkKey(key);
    return signLocalUrl(`${urlPrefix}${key}`, secret, {
      expiresIn: urlSeconds(opts.expiresIn),
      download: opts.download === undefined ? undefined : checkDownloadName(opts.download),
    });
  }

  return {
    kind: 'local',
    urlOrigins: [],
    root: base,
    urlPrefix,
    pathOf,
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
