/**
 * The files of an upload in the tus folder (`MediaSettings.uploadsDir`): `@tus/file-store` keeps the bytes
 * in `<dir>/<upload_id>` and its record (size, metadata) in `<dir>/<upload_id>.json`. Upload ids are checked
 * against `uploadIdSchema` before they name a file, so no id can reach outside the folder.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadIdSchema } from '@site/api/contract';

/** A new upload id: 24 random base64url characters (144 bits), as `uploadIdSchema` wants. */
export function newUploadId(): string {
  return randomBytes(18).toString('base64url');
}

export const isUploadId = (value: string): boolean => uploadIdSchema.safeParse(value).success;

function checked(id: string): string {
  if (!isUploadId(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`);
  return id;
}

/** The file holding an upload's bytes. */
export const uploadPath = (dir: string, id: string): string => join(dir, checked(id));
/** tus's record of the upload (its size and metadata). */
export const uploadInfoPath = (dir: string, id: string): string => join(dir, `${checked(id)}.json`);

/** Bytes received so far (the file's size: tus writes at the offset, so it is the offset), 0 without a file. */
export async function receivedBytes(dir: string, id: string): Promise<number> {
  try {
    const s = await stat(uploadPath(dir, id));
    return s.isFile() ? s.size : 0;
  } catch {
    return 0;
  }
}

/** Removes an upload's bytes and record (either may be gone already). */
export async function removeUploadFiles(dir: string, id: string): Promise<void> {
  await rm(uploadPath(dir, id), { force: true });
  await rm(uploadInfoPath(dir, id), { force: true });
}

/** The SHA-256 (hex) of a file, read as a stream. */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
