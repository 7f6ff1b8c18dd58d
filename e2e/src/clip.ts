import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** The ffmpeg the server uses: FFMPEG_PATH, else the system's. */
const ffmpegPath = (): string => process.env.FFMPEG_PATH || 'ffmpeg';

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
