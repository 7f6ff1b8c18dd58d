import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The upload's source: `bytes` of incompressible data written block by block (1 MiB at a time, never the
 * whole file in memory), hashed on the way. Each block is a window of an 8 MiB random pool at a different
 * place, stamped with its own index, so no two blocks (and no two chunks) are alike: a server that
 * wrote a chunk at the wrong offset would fail the hash check at the end.
 */

const BLOCK = 1024 * 1024;
const POOL = 8 * BLOCK;

export async function writeSourceFile(path: string, bytes: number): Promise<{ sha256: string }> {
  const pool = randomBytes(POOL);
  const hash = createHash('sha256');
  async function* blocks() {
    for (let i = 0, written = 0; written < bytes; i++) {
      const size = Math.min(BLOCK, bytes - written);
      const start = (i * 65_537) % (POOL - BLOCK);
      const block = Buffer.from(pool.subarray(start, start + size));
      if (size >= 4) block.writeUInt32BE(i >>> 0, 0);
      hash.update(block);
      written += size;
      yield block;
    }
  }
  await pipeline(Readable.from(blocks()), createWriteStream(path));
  return { sha256: hash.digest('hex') };
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path, { highWaterMark: BLOCK }), hash);
  return hash.digest('hex');
}
