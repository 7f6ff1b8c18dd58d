import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The ffmpeg the server uses (its npm build), found from apps/server. */
function ffmpegPath(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  const fromServer = createRequire(join(root, 'apps/server/package.json'));
  return (fromServer('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** A synthetic clip (ffmpeg's test pattern with a tone): no real footage, as the content rule asks. */
export async function synthesizeClip(
  path: string,
  seconds: number,
  width = 426,
  height = 240,
): Promise<string> {
  await promisify(execFile)(
    ffmpegPath(),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      `file:${path}`,
    ],
    { timeout: 60_000 },
  );
  return path;
}
