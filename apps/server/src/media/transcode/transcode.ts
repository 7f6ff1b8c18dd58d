import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isMediaError, MediaError } from './errors.js';
import { AAC_CODEC, ladderFor, type Rung } from './ladder.js';
import { type RungResult, type TranscodeManifest, transcodeManifestSchema } from './manifest.js';
import { masterPlaylist, measureRendition, writeFileAtomic } from './playlists.js';
import { isHd, isVr, type ProbeResult, probe } from './probe.js';
import { storyboardPlan, storyboardVtt } from './storyboard.js';
import { type FfmpegPaths, ffmpegPaths, progressSeconds, runTool } from './tools.js';

/**
 * The transcoding stage: one source file becomes, in `outDir`,
 *   <rung>/index.m3u8 + segments   H.264/AAC HLS renditions, lowest first (see ladder.ts)
 *   master.m3u8                    written by us, rewritten after each rung: it lists finished rungs only
 *   download.mp4                   the largest rung up to 720p, remuxed with faststart (no second encode)
 *   downloads/<rung>.mp4           every other rung, remuxed the same way (the member's choice of quality)
 *   posters/1.jpg …                poster candidates at evenly spaced times
 *   preview.mp4                    a short silent hover preview of a few 1 s clips
 *   storyboard.jpg + .vtt          the timeline sprite and its WebVTT cues
 * Order: posters, the lowest rung (with the storyboard, from the same decode), `onRungReady` for it, so
 * the video can be published while the rest is encoded; the preview; the other rungs in one ffmpeg run
 * (decoded once); the download. On any failure every product is removed (no partial master playlist)
 * and the promise rejects with a MediaError.
 */

/** Segment length of the HLS renditions, in seconds. */
export const SEGMENT_SECONDS = 4;
/** Keyframe interval, in seconds: fixed by time (scene cuts off, closed GOPs), so all rungs cut alike. */
export const KEYFRAME_SECONDS = 2;
/** The largest short side of the download MP4. */
export const DOWNLOAD_MAX_SIZE = 720;
/** The long side of the hover preview, in pixels. */
export const PREVIEW_LONG_SIDE = 320;

export interface TranscodeOptions {
  tools?: FfmpegPaths;
  /** The source as `probe` read it, when the caller has it already. */
  source?: ProbeResult;
  /** The x264 preset: speed against size (default veryfast). */
  preset?: string;
  /** How many poster candidates (default 5). */
  posterCount?: number;
  /** Clips in the hover preview and the length of each (default 3 clips of 1 s). */
  previewClips?: number;
  previewClipSeconds?: number;
  /** Called (and awaited) when a rung is finished and listed in master.m3u8, lowest first. */
  onRungReady?: (rung: RungResult) => void | Promise<void>;
  signal?: AbortSignal;
  /** The time limit of each ffmpeg run (default 10 s per second of video, at least 10 minutes). */
  timeoutMs?: number;
}

/** Called with the overall percent done (whole numbers, rising, 100 at the end). */
export type ProgressListener = (percent: number) => void;

const PRODUCT =
  /^(?:master\.m3u8.*|downloads|download\.mp4|preview\.mp4|storyboard\.(?:jpg|vtt)|posters|\d+p)$/;

/** Remove what a transcode writes in `outDir` (and nothing else), the master playlist first. */
async function removeProducts(outDir: string): Promise<void> {
  await rm(join(outDir, 'master.m3u8'), { force: true });
  const names = await readdir(outDir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((n) => PRODUCT.test(n)).map((n) => rm(join(outDir, n), { recursive: true, force: true })),
  );
}

const file = (path: string) => `file:${path}`;

/** An ffmpeg frame-rate argument: an exact fraction for the NTSC family (30000/1001), else decimals. */
function rate(fps: number): string {
  for (const den of [1, 1001]) {
    const num = fps * den;
    if (Math.abs(num - Math.round(num)) < 1e-3) return `${Math.round(num)}/${den}`;
  }
  return fps.toFixed(6);
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** A size whose long side is at most `longSide` (never above the source), with the source's aspect. */
function fitLongSide(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}

/** Evenly spaced times inside the video, away from its very start and end. */
export function posterTimes(duration: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => (duration * (i + 1)) / (count + 1));
}

/** The preview's clips: `count` windows centred on evenly spaced times, each at most `length` long. */
export function previewWindows(duration: number, count: number, length: number) {
  const clip = Math.min(length, duration / count);
  return Array.from({ length: count }, (_, i) => ({
    start: Math.max(0, (duration * (i + 0.5)) / count - clip / 2),
    length: clip,
  }));
}

class Progress {
  private done = 0;
  private last = -1;
  constructor(
    private readonly total: number,
    private readonly listener: ProgressListener | undefined,
  ) {}
  /** Report a fraction of the stage of this weight (the stages before it are done). */
  at(weight: number, fraction: number): void {
    const percent = Math.floor(
      (100 * (this.done + weight * Math.min(1, Math.max(0, fraction)))) / this.total,
    );
    if (percent > this.last && percent <= 100) {
      this.last = percent;
      this.listener?.(percent);
    }
  }
  finish(weight: number): void {
    this.done += weight;
    this.at(0, 0);
  }
}

export async function transcode(
  input: string,
  outDir: string,
  options: TranscodeOptions = {},
  onProgress?: ProgressListener,
): Promise<TranscodeManifest> {
  const tools = options.tools ?? ffmpegPaths();
  const signal = options.signal;
  const out = resolve(outDir);
  await mkdir(out, { recursive: true });
  // What an earlier attempt left (a crash, a retried job) goes first: nothing stale is ever listed.
  await removeProducts(out);
  try {
    const source = options.source ?? (await probe(input, { tools, ...(signal ? { signal } : {}) }));
    return await run(resolve(input), out, source, tools, options, onProgress);
  } catch (error) {
    await removeProducts(out);
    if (isMediaError(error)) throw error;
    if (signal?.aborted) throw new MediaError('aborted', 'the media job was cancelled');
    throw new MediaError('transcode_failed', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

async function run(
  input: string,
  out: string,
  source: ProbeResult,
  tools: FfmpegPaths,
  options: TranscodeOptions,
  onProgress: ProgressListener | undefined,
): Promise<TranscodeManifest> {
  const { signal, preset = 'veryfast', posterCount = 5, previewClips = 3, previewClipSeconds = 1 } = options;
  const duration = source.durationSeconds;
  const timeoutMs = options.timeoutMs ?? Math.max(600_000, duration * 10_000);
  const ladder = ladderFor(source.width, source.height, source.frameRate);
  const [lowest, ...others] = ladder as [Rung, ...Rung[]];
  const downloadRung =
    ladder.filter((r) => Math.min(r.width, r.height) <= DOWNLOAD_MAX_SIZE).at(-1) ?? lowest;
  const board = storyboardPlan(duration, source.width, source.height);
  const videoIn = `0:${source.videoStream}`;
  const audioIn = source.audioStream === null ? null : `0:${source.audioStream}`;

  const pixels = (rungs: readonly Rung[]) => rungs.reduce((sum, r) => sum + r.width * r.height, 0);
  const encodeWeight = pixels(ladder);
  const small = Math.max(1, encodeWeight * 0.02);
  const weights = {
    posters: small,
    first: pixels([lowest]),
    preview: small,
    others: pixels(others),
    download: small,
  };
  const progress = new Progress(
    Object.values(weights).reduce((a, b) => a + b, 0),
    onProgress,
  );

  /** Run ffmpeg; with a `length`, its `-progress` output (media seconds written) moves the percent. */
  const ffmpeg = (args: string[], weight: number, length?: number) =>
    runTool(tools.ffmpeg, ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-y', ...args], {
      timeoutMs,
      signal,
      onLine: length
        ? (line) => {
            const seconds = progressSeconds(line);
            if (seconds !== undefined) progress.at(weight, seconds / length);
          }
        : undefined,
    });
  const mustExist = async (path: string) => {
    await access(path).catch(() => {
      throw new MediaError('transcode_failed', `ffmpeg did not write ${path}`);
    });
  };

  // Poster candidates: one fast seek per time, scaled to the download size.
  await mkdir(join(out, 'posters'));
  const times = posterTimes(duration, posterCount);
  const posters = times.map((_, i) => `posters/${i + 1}.jpg`);
  await ffmpeg(
    [
      ...times.flatMap((t) => ['-ss', t.toFixed(3), '-i', file(input)]),
      ...posters.flatMap((poster, i) => [
        '-map',
        `${i}:${source.videoStream}`,
        '-frames:v',
        '1',
        '-vf',
        `scale=${downloadRung.width}:${downloadRung.height},setsar=1`,
        '-q:v',
        '3',
        file(join(out, poster)),
      ]),
    ],
    weights.posters,
  );
  await Promise.all(posters.map((p) => mustExist(join(out, p))));
  progress.finish(weights.posters);

  // The lowest rung, and the storyboard from the same decode.
  const finished: RungResult[] = [];
  const publish = async (rung: Rung) => {
    const playlist = `${rung.name}/index.m3u8`;
    const measured = await measureRendition(join(out, playlist));
    const result: RungResult = {
      name: rung.name,
      width: rung.width,
      height: rung.height,
      playlist,
      bandwidth: measured.bandwidth,
      averageBandwidth: measured.averageBandwidth,
      codecs: [rung.videoCodec, ...(audioIn ? [AAC_CODEC] : [])].join(','),
      frameRate: rung.frameRate,
      videoBitrate: rung.videoBitrate,
      audioBitrate: audioIn ? rung.audioBitrate : null,
      segments: measured.segments,
    };
    finished.push(result);
    await writeFileAtomic(
      join(out, 'master.m3u8'),
      masterPlaylist(finished.map((r) => ({ ...r, uri: r.playlist, codecs: r.codecs.split(',') }))),
    );
    await options.onRungReady?.(result);
  };

  const fps = rate(lowest.frameRate);
  const rungOutput = (rung: Rung, label: string): string[] => {
    const dir = join(out, rung.name);
    const keyframes = Math.round(rung.frameRate * KEYFRAME_SECONDS);
    return [
      '-map',
      `[${label}]`,
      ...(audioIn
        ? ['-map', audioIn, '-c:a', 'aac', '-b:a', String(rung.audioBitrate), '-ac', '2', '-ar', '48000']
        : ['-an']),
      '-c:v',
      'libx264',
      '-preset',
      preset,
      '-profile:v',
      rung.profile,
      '-level:v',
      (rung.level / 10).toFixed(1),
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      String(rung.videoBitrate),
      '-maxrate',
      String(rung.maxrate),
      '-bufsize',
      String(rung.bufsize),
      '-g',
      String(keyframes),
      '-keyint_min',
      String(keyframes),
      '-sc_threshold',
      '0',
      '-flags',
      '+cgop',
      '-force_key_frames',
      `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
      '-sn',
      '-dn',
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_list_size',
      '0',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      file(join(dir, '%04d.ts')),
      file(join(dir, 'index.m3u8')),
    ];
  };
  const scale = (rung: Rung) => `scale=${rung.width}:${rung.height},setsar=1,format=yuv420p`;

  await mkdir(join(out, lowest.name));
  await ffmpeg(
    [
      '-i',
      file(input),
      '-progress',
      'pipe:1',
      '-filter_complex',
      `[${videoIn}]fps=${fps},split=2[r0][sb];[r0]${scale(lowest)}[v0];` +
        // The first frame at or after each multiple of the interval (exact, no drift, never none).
        `[sb]setpts=PTS-STARTPTS,select=gte(t\\,selected_n*${board.interval}),scale=${board.tileWidth}:${board.tileHeight},setsar=1,` +
        `tile=${board.columns}x${board.rows}[board]`,
      ...rungOutput(lowest, 'v0'),
      '-map',
      '[board]',
      '-frames:v',
      '1',
      '-q:v',
      '4',
      file(join(out, 'storyboard.jpg')),
    ],
    weights.first,
    duration,
  );
  await mustExist(join(out, 'storyboard.jpg'));
  await writeFile(join(out, 'storyboard.vtt'), storyboardVtt(board, duration, 'storyboard.jpg'));
  progress.finish(weights.first);
  await publish(lowest);

  // The hover preview: short clips around evenly spaced times, stitched, silent.
  const windows = previewWindows(duration, previewClips, previewClipSeconds);
  const previewSize = fitLongSide(source.width, source.height, PREVIEW_LONG_SIDE);
  await ffmpeg(
    [
      ...windows.flatMap((w) => ['-ss', w.start.toFixed(3), '-t', w.length.toFixed(3), '-i', file(input)]),
      '-progress',
      'pipe:1',
      '-filter_complex',
      `${windows
        .map(
          (_, i) =>
            `[${i}:${source.videoStream}]fps=${fps},scale=${previewSize.width}:${previewSize.height},setsar=1,setpts=PTS-STARTPTS[p${i}]`,
        )
        .join(
          ';',
        )};${windows.map((_, i) => `[p${i}]`).join('')}concat=n=${windows.length}:v=1:a=0,format=yuv420p[preview]`,
      '-map',
      '[preview]',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      preset,
      '-profile:v',
      'main',
      '-crf',
      '30',
      '-maxrate',
      '400k',
      '-bufsize',
      '800k',
      '-movflags',
      '+faststart',
      file(join(out, 'preview.mp4')),
    ],
    weights.preview,
    windows.reduce((sum, w) => sum + w.length, 0),
  );
  await mustExist(join(out, 'preview.mp4'));
  progress.finish(weights.preview);

  // The other rungs in one run: the source is decoded once and split.
  if (others.length > 0) {
    await Promise.all(others.map((rung) => mkdir(join(out, rung.name))));
    const labels = others.map((_, i) => `s${i}`);
    await ffmpeg(
      [
        '-i',
        file(input),
        '-progress',
        'pipe:1',
        '-filter_complex',
        `[${videoIn}]fps=${fps},split=${others.length}${labels.map((l) => `[${l}]`).join('')};` +
          others.map((rung, i) => `[s${i}]${scale(rung)}[v${i}]`).join(';'),
        ...others.flatMap((rung, i) => rungOutput(rung, `v${i}`)),
      ],
      weights.others,
      duration,
    );
    progress.finish(weights.others);
    for (const rung of others) await publish(rung);
  }

  // The downloads: each rung's segments copied into one MP4 with the index at the front; the tallest up
  // to 720p is download.mp4 (offered first), the others downloads/<rung>.mp4 (#32 item 8).
  await mkdir(join(out, 'downloads'), { recursive: true });
  const downloads: TranscodeManifest['downloads'] = [];
  for (const rung of finished) {
    const name = rung.name === downloadRung.name ? 'download.mp4' : `downloads/${rung.name}.mp4`;
    await ffmpeg(
      [
        '-i',
        file(join(out, rung.name, 'index.m3u8')),
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        file(join(out, name)),
      ],
      weights.download,
    );
    await mustExist(join(out, name));
    const { size } = await stat(join(out, name));
    downloads.push({ quality: rung.name, file: name, width: rung.width, height: rung.height, size });
  }
  progress.finish(weights.download);

  return transcodeManifestSchema.parse({
    duration,
    width: source.width,
    height: source.height,
    hd: isHd(source),
    vr: isVr(source),
    audio: audioIn !== null,
    rungs: finished,
    master: 'master.m3u8',
    download: {
      file: 'download.mp4',
      width: downloadRung.width,
      height: downloadRung.height,
      rung: downloadRung.name,
    },
    downloads,
    posters,
    preview: 'preview.mp4',
    storyboard: { image: 'storyboard.jpg', vtt: 'storyboard.vtt', ...board },
  });
}
