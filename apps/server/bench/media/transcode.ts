import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { synthesizeClip, type TranscodeManifest, transcode } from '../../src/media/transcode/index.js';
import { onCleanup } from './temp.js';

/**
 * The transcoding half of `bench:media`: a synthetic clip (testsrc2 + a tone, as the tests use) is made
 * first (not timed), then `transcode` runs it into a fresh folder with the default options (veryfast,
 * the whole ladder, posters, preview, storyboard, download), timing the first rung's `onRungReady` and the
 * end. The CPU time of ffmpeg is read from /proc/self/stat (children's user + system time, counted once
 * they are reaped), so a busy shared machine shows as a CPU share below 100 % of the two cores.
 */

export interface TranscodeFigures {
  label: string;
  width: number;
  height: number;
  /** As probe measured it (seconds). */
  duration: number;
  synthSeconds: number;
  /** `cpuSeconds`: ffmpeg's CPU time until then. */
  firstRung: { name: string; seconds: number; cpuSeconds: number };
  rungTimes: { name: string; seconds: number }[];
  totalSeconds: number;
  /** ffmpeg's CPU seconds (user + system) over the transcode. */
  cpuSeconds: number;
  rungs: { name: string; width: number; height: number; bytes: number; kbps: number }[];
  /** Every file of the output folder. */
  outputBytes: number;
  sourceBytes: number;
  others: { name: string; bytes: number }[];
}

/** The CPU seconds of reaped children so far (fields 16 and 17 of /proc/self/stat, in clock ticks). */
function childCpuSeconds(): number {
  try {
    const text = readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) may hold spaces: the fields after it start past the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state), so field n is fields[n - 3].
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function folderBytes(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let sum = 0;
  for (const name of await readdir(path)) sum += await folderBytes(join(path, name));
  return sum;
}

export async function benchTranscode(options: {
  dir: string;
  label: string;
  width: number;
  height: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<TranscodeFigures> {
  const { dir, label, width, height, seconds, log } = options;
  const source = join(dir, `${label}-source.mp4`);
  const out = join(dir, `${label}-out`);
  const abort = new AbortController();
  onCleanup(() => abort.abort());

  let t = performance.now();
  await synthesizeClip(source, { width, height, seconds, frameRate: 30, audio: true });
  const synthSeconds = (performance.now() - t) / 1000;
  const sourceBytes = (await stat(source)).size;
  log(
    `${label}: synthetic ${width}×${height} 30 fps + AAC, ${seconds} s, made in ${synthSeconds.toFixed(1)} s`,
  );

  const rungTimes: { name: string; seconds: number; cpuSeconds: number }[] = [];
  const cpuBefore = childCpuSeconds();
  t = performance.now();
  let lastPercent = -10;
  const manifest: TranscodeManifest = await transcode(
    source,
    out,
    {
      signal: abort.signal,
      onRungReady: (rung) => {
        const at = (performance.now() - t) / 1000;
        rungTimes.push({ name: rung.name, seconds: at, cpuSeconds: childCpuSeconds() - cpuBefore });
        log(`${label}: ${rung.name} ready at ${at.toFixed(1)} s`);
      },
    },
    (percent) => {
      if (percent >= lastPercent + 25) {
        lastPercent = percent;
        log(`${label}: ${percent} % at ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
    },
  );
  const totalSeconds = (performance.now() - t) / 1000;
  const cpuSeconds = childCpuSeconds() - cpuBefore;

  const rungs = [];
  for (const rung of manifest.rungs) {
    const bytes = await folderBytes(join(out, rung.name));
    rungs.push({
      name: rung.name,
      width: rung.width,
      height: rung.height,
      bytes,
      kbps: Math.round((bytes * 8) / manifest.duration / 1000),
    });
  }
  const others = [];
  for (const name of ['download.mp4', 'preview.mp4', 'storyboard.jpg', 'posters']) {
    others.push({ name, bytes: await folderBytes(join(out, name)).catch(() => 0) });
  }
  const first = rungTimes[0] ?? { name: '–', seconds: Number.NaN, cpuSeconds: Number.NaN };
  return {
    label,
    width,
    height,
    duration: manifest.duration,
    synthSeconds,
    firstRung: first,
    rungTimes,
    totalSeconds,
    cpuSeconds,
    rungs,
    outputBytes: await folderBytes(out),
    sourceBytes,
    others,
  };
}
