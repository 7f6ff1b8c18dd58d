/**
 * Test clips of the fingerprint tests: ffmpeg's synthetic sources only (testsrc2, mandelbrot, smptebars,
 * with a sine tone), and re-encodes of them at another size and quality.
 */
import { resolve } from 'node:path';
import { ffmpegPaths, runTool } from '../media/transcode/index.js';

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/** A clip of an ffmpeg `lavfi` source (e.g. `mandelbrot`), H.264/AAC MP4, at `path`. */
export async function sourceClip(
  path: string,
  source: 'testsrc2' | 'mandelbrot' | 'smptebars',
  options: { seconds: number; width: number; height: number },
): Promise<string> {
  const { seconds, width, height } = options;
  await runTool(
    ffmpegPaths().ffmpeg,
    [
      ...QUIET,
      '-f',
      'lavfi',
      '-i',
      `${source}=size=${width}x${height}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:sample_rate=48000',
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
      '-b:a',
      '64k',
      `file:${resolve(path)}`,
    ],
    { timeoutMs: 120_000 },
  );
  return path;
}

/** `input` re-encoded at `width`×`height` with another quality (x264 CRF), audio copied. */
export async function reencoded(
  input: string,
  output: string,
  options: { width: number; height: number; crf: number },
): Promise<string> {
  await runTool(
    ffmpegPaths().ffmpeg,
    [
      ...QUIET,
      '-i',
      `file:${resolve(input)}`,
      '-vf',
      `scale=${options.width}:${options.height}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      String(options.crf),
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'copy',
      `file:${resolve(output)}`,
    ],
    { timeoutMs: 120_000 },
  );
  return output;
}
