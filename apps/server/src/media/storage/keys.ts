/**
 * Object keys, folder prefixes, download file names and content types of media storage.
 *
 * A key is a relative path of safe segments (`videos/12/720p/seg_001.ts`): letters, digits, `.`, `_`, `-`,
 * no segment starting with a dot (so no `.`/`..`, no hidden files: temp files of the local adapter are
 * hidden and can never be named), no leading, trailing or double slash. The same key is a file path under
 * the local root, an S3 object key and a URL path without any escaping, so nothing can leave the root.
 *
 * The content type of an object follows its key's extension only, in both adapters: what is served never
 * depends on stored metadata, and a type outside the table below (HTML, SVG, anything unknown) is served
 * as application/octet-stream.
 */
import { z } from 'zod';

const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}';
const KEY_RE = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
/** S3's limit on key length (bytes; keys here are ASCII). */
export const MAX_KEY_LENGTH = 1024;

/** A storage key (see the module comment). */
export const storageKeySchema = z
  .string()
  .min(1)
  .max(MAX_KEY_LENGTH)
  .regex(KEY_RE, 'must be a relative path of letters, digits, dot, underscore and dash segments');

/** A folder prefix: a key with or without a trailing slash; normalised to end with `/`. */
export const storagePrefixSchema = z
  .string()
  .max(MAX_KEY_LENGTH)
  .transform((p) => (p.endsWith('/') ? p.slice(0, -1) : p))
  .pipe(storageKeySchema)
  .transform((p) => `${p}/`);

/** The name a download is saved under: printable, no path separators or quotes, at most 200 characters. */
export const downloadNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  .regex(/^[^\u0000-\u001f\u007f/\\"]+$/, 'must not contain control characters, slashes or quotes');

/** A bad key, prefix, file name or content type given to a storage call (a caller's bug, not a user's). */
export class StorageKeyError extends Error {
  override readonly name = 'StorageKeyError';
}

function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new StorageKeyError(
      `invalid storage ${what} ${JSON.stringify(value)}: ${result.error.issues[0]?.message}`,
    );
  }
  return result.data;
}

export const checkKey = (key: unknown): string => checked(storageKeySchema, key, 'key');
export const checkPrefix = (prefix: unknown): string => checked(storagePrefixSchema, prefix, 'prefix');
export const checkDownloadName = (name: unknown): string =>
  checked(downloadNameSchema, name, 'download name');

/** The safe fallback type: browsers never render it. */
export const OCTET_STREAM = 'application/octet-stream';

/** Media types by extension: the only types ever served (no HTML, no SVG, no script). */
const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  '3gp': 'video/3gpp',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  f4v: 'video/mp4',
  wmv: 'video/x-ms-wmv',
  asf: 'video/x-ms-asf',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  m2v: 'video/mpeg',
  m2t: 'video/mp2t',
  mts: 'video/mp2t',
  vob: 'video/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  mp3: 'audio/mpeg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  vtt: 'text/vtt; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The content type of a key, from its extension; unknown extensions get application/octet-stream. */
export function contentTypeFor(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return OCTET_STREAM;
  return TYPES[name.slice(dot + 1).toLowerCase()] ?? OCTET_STREAM;
}

const essence = (type: string) => type.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The type to store a key under: the key's own. A `contentType` a caller gives must agree with it (same
 * media type, parameters aside): a mismatch is a bug that would make the two adapters answer differently.
 */
export function contentTypeForPut(key: string, given: string | undefined): string {
  const type = contentTypeFor(key);
  if (given !== undefined && essence(given) !== essence(type)) {
    throw new StorageKeyError(`content type ${JSON.stringify(given)} does not match key ${key} (${type})`);
  }
  return type;
}

/** `Content-Disposition: attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|[%;"\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
