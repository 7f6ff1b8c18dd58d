import { resolve } from 'node:path';
import { type FfmpegPaths, ffmpegPaths, runTool } from './tools.js';

/**
 * Synthetic clips for tests and the demo: an ffmpeg `lavfi` pattern (`testsrc2` unless told) with an optional `sine` tone,
 * encoded as H.264/AAC MP4 (or any container the output name gives). No outside media is ever used.
 */

/** ffmpeg `lavfi` video sources a synthetic clip can use. */
export type SyntheticSource = 'testsrc2' | 'mandelbrot' | 'smptebars';

export interface SyntheticClip {
  seconds: number;
  width: number;
  height: number;
  /** Default 'testsrc2'. */
  source?: SyntheticSource;
  /** Default true: a sine tone of `toneHz`. */
  audio?: boolean;
  /** Default 440. */
  toneHz?: number;
  frameRate?: number;
  /** Extra output arguments before the file name (e.g. ['-metadata:s:v:0', 'rotate=90']). */
  extra?: string[];
  tools?: FfmpegPaths;
}

export async function synthesizeClip(path: string, clip: SyntheticClip): Promise<string> {
  const {
    seconds,
    width,
    height,
    source = 'testsrc2',
    audio = true,
    toneHz = 440,
    frameRate = 30,
    extra = [],
  } = clip;
  const tools = clip.tools ?? ffmpegPaths();
  await runTool(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `${source}=size=${width}x${height}:rate=${frameRate}`,
      ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=${toneHz}:sample_rate=48000`] : []),
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : []),
      ...extra,
      `file:${resolve(path)}`,
    ],
    { timeoutMs: 120_000 },
  );
  return path;
}
