import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { MediaError } from './errors.js';
import { type FfmpegPaths, ffmpegPaths, runTool } from './tools.js';

/**
 * What a media file is, read by ffprobe from its content. The container is judged by ffprobe's
 * `format_name` with the file seen through a link that has no extension, so a name never decides (a PNG
 * named `.mp4` is a PNG). Only the containers of the §9 upload formats pass.
 */

/**
 * The accepted containers (ffprobe demuxer names, one of the comma-separated parts of `format_name`) and
 * the §9 upload formats each covers.
 */
export const ACCEPTED_CONTAINERS: Readonly<Record<string, readonly string[]>> = {
  mov: ['mov', 'mp4', 'm4v', '3gp', 'f4v'],
  mp4: ['mp4', 'm4v', 'f4v'],
  '3gp': ['3gp'],
  matroska: ['mkv'],
  webm: ['webm'],
  avi: ['avi'],
  asf: ['asf', 'wmv'],
  flv: ['flv'],
  mpeg: ['mpg', 'mpeg', 'vob', 'dat'],
  mpegts: ['m2t', 'mts'],
  mpegvideo: ['m2v'],
  rm: ['rm'],
};

/** Whether an ffprobe `format_name` (e.g. "mov,mp4,m4a,3gp,3g2,mj2") is one of the accepted containers. */
export function isAcceptedFormat(formatName: string): boolean {
  return formatName.split(',').some((name) => Object.hasOwn(ACCEPTED_CONTAINERS, name));
}

const numeric = z.union([z.number(), z.string()]).optional();

/** The part of `ffprobe -show_format -show_streams -of json` that is read (other fields are ignored). */
export const ffprobeOutputSchema = z.object({
  format: z
    .object({
      format_name: z.string(),
      duration: numeric,
      bit_rate: numeric,
      tags: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  streams: z
    .array(
      z.object({
        index: z.number().int(),
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().int().optional(),
        height: z.number().int().optional(),
        sample_aspect_ratio: z.string().optional(),
        avg_frame_rate: z.string().optional(),
        r_frame_rate: z.string().optional(),
        duration: numeric,
        disposition: z.record(z.string(), z.number()).optional(),
        tags: z.record(z.string(), z.unknown()).optional(),
        side_data_list: z.array(z.record(z.string(), z.unknown())).optional(),
      }),
    )
    .default([]),
});
export type FfprobeOutput = z.infer<typeof ffprobeOutputSchema>;

/** The facts of a probed file that the pipeline uses. */
export const probeResultSchema = z.object({
  durationSeconds: z.number().positive(),
  /** The picture size as displayed: non-square pixels applied, and swapped for a 90°/270° rotation. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The rotation ffprobe reports for the video stream, in degrees, normalised to 0, 90, 180 or 270. */
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  videoCodec: z.string(),
  /** Frames per second of the video stream (30 when the file does not say). */
  frameRate: z.number().positive(),
  audio: z.boolean(),
  /** ffprobe's demuxer names, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  formatName: z.string(),
  /** The overall bit rate in bits per second, when known. */
  bitRate: z.number().int().nonnegative().nullable(),
  /** The stream carries spherical (360°/180°) projection metadata. */
  spherical: z.boolean(),
  /** The stream indexes to map: the first real video stream (not cover art) and the first audio stream. */
  videoStream: z.number().int().nonnegative(),
  audioStream: z.number().int().nonnegative().nullable(),
});
export type ProbeResult = z.infer<typeof probeResultSchema>;

function toNumber(value: string | number | undefined): number | undefined {
  const n = typeof value === 'number' ? value : value === undefined ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}

function ratio(text: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?)[/:](\d+(?:\.\d+)?)$/.exec(text ?? '');
  if (!match) return undefined;
  const value = Number(match[1]) / Number(match[2]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

type Stream = FfprobeOutput['streams'][number];

function rotationOf(stream: Stream): 0 | 90 | 180 | 270 {
  let degrees = 0;
  for (const side of stream.side_data_list ?? []) {
    if (typeof side.rotation === 'number') degrees = side.rotation;
  }
  const tag = toNumber(stream.tags?.rotate as string | undefined);
  if (degrees === 0 && tag !== undefined) degrees = tag;
  const quarter = (((Math.round(degrees / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  return ([0, 90, 180, 270] as const)[quarter];
}

function isSpherical(stream: Stream): boolean {
  return (stream.side_data_list ?? []).some(
    (side) => typeof side.side_data_type === 'string' && /spherical/i.test(side.side_data_type),
  );
}

/**
 * The facts of ffprobe's JSON answer, or a typed error: `corrupted_file` without a usable video stream or
 * duration, `unsupported_format` for a container outside the §9 list (pure, so the rules are testable).
 */
export function readProbe(raw: unknown): ProbeResult {
  const parsed = ffprobeOutputSchema.safeParse(raw);
  if (!parsed.success || !parsed.data.format)
    throw new MediaError('corrupted_file', 'not a readable media file');
  const { format, streams } = parsed.data;
  if (!isAcceptedFormat(format.format_name)) {
    throw new MediaError('unsupported_format', `the ${format.format_name} format is not accepted`, {
      formatName: format.format_name,
    });
  }
  const video = streams.find(
    (s) =>
      s.codec_type === 'video' && !s.disposition?.attached_pic && (s.width ?? 0) > 0 && (s.height ?? 0) > 0,
  );
  if (!video?.width || !video.height || !video.codec_name) {
    throw new MediaError('corrupted_file', 'the file holds no video stream', {
      formatName: format.format_name,
    });
  }
  const duration = toNumber(format.duration) ?? toNumber(video.duration);
  if (!duration || duration <= 0) {
    throw new MediaError('corrupted_file', 'the video has no duration', { formatName: format.format_name });
  }
  const audio = streams.find((s) => s.codec_type === 'audio');
  const rotation = rotationOf(video);
  const sar = ratio(video.sample_aspect_ratio) ?? 1;
  const shownWidth = Math.max(1, Math.round(video.width * sar));
  const turned = rotation === 90 || rotation === 270;
  const fps = ratio(video.avg_frame_rate) ?? ratio(video.r_frame_rate);
  const bitRate = toNumber(format.bit_rate);
  return probeResultSchema.parse({
    durationSeconds: duration,
    width: turned ? video.height : shownWidth,
    height: turned ? shownWidth : video.height,
    rotation,
    videoCodec: video.codec_name,
    frameRate: fps && fps <= 1000 ? fps : 30,
    audio: audio !== undefined,
    formatName: format.format_name,
    bitRate: bitRate === undefined ? null : Math.round(bitRate),
    spherical: isSpherical(video),
    videoStream: video.index,
    audioStream: audio?.index ?? null,
  });
}

export interface ProbeOptions {
  tools?: FfmpegPaths;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Probe a file by content. The file is shown to ffprobe through a symbolic link without an extension, so
 * ffprobe's extension hint cannot make it guess a container the bytes do not carry.
 */
export async function probe(file: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const tools = options.tools ?? ffmpegPaths();
  const dir = await mkdtemp(join(tmpdir(), 'probe-'));
  try {
    const link = join(dir, 'input');
    await symlink(resolve(file), link);
    const out = await runTool(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', `file:${link}`],
      { timeoutMs: options.timeoutMs ?? 60_000, signal: options.signal, failCode: 'corrupted_file' },
    );
    let json: unknown;
    try {
      json = JSON.parse(out);
    } catch {
      throw new MediaError('corrupted_file', 'ffprobe gave no readable answer');
    }
    return readProbe(json);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** HD: the picture's short side (its "p" number, rotation applied) is at least 720. */
export function isHd(info: Pick<ProbeResult, 'width' | 'height'>): boolean {
  return Math.min(info.width, info.height) >= 720;
}

/** The smallest width of a 2:1 picture taken as an equirectangular VR video without metadata. */
export const VR_MIN_WIDTH = 2880;

/**
 * VR: the stream carries spherical projection metadata (ffprobe's "Spherical Mapping" side data, from
 * MP4 sv3d/st3d boxes, the older Google XML, or Matroska projection elements), or, since many VR exports
 * lose that metadata, the picture is exactly 2:1 (±1%, equirectangular 360° mono or 180° side by side)
 * and at least VR_MIN_WIDTH wide, sizes ordinary films rarely have.
 */
export function isVr(info: Pick<ProbeResult, 'width' | 'height' | 'spherical'>): boolean {
  if (info.spherical) return true;
  return info.width >= VR_MIN_WIDTH && Math.abs(info.width / info.height - 2) <= 0.02;
}
