/**
 * Test clips of the fingerprint tests: ffmpeg's synthetic sources only (testsrc2, mandelbrot, smptebars,
 * with a sine tone), and re-encodes of them at another size and quality.
 */
import { resolve } from 'node:path';
import { ffmpegPaths, runTool, type SyntheticSource, synthesizeClip } from '../media/transcode/index.js';

/** A clip of an ffmpeg `lavfi` source (e.g. `mandelbrot`) at 25 fps with a 330 Hz tone, H.264/AAC MP4, at `path`. */
export function sourceClip(
  path: string,
  source: SyntheticSource,
  options: { seconds: number; width: number; height: number },
): Promise<string> {
  return synthesizeClip(path, { ...options, source, frameRate: 25, toneHz: 330 });
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
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
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
