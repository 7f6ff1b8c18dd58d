import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError } from './errors.js';
import { isAcceptedFormat, isHd, isVr, probe, readProbe, VR_MIN_WIDTH } from './probe.js';
import { synthesizeClip } from './synthetic.js';
import { ffmpegPaths, runTool } from './tools.js';

let dir: string;
let clip: string;

async function rejection(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'probe-test-'));
  clip = await synthesizeClip(join(dir, 'clip.mp4'), { seconds: 2, width: 320, height: 180 });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('given a real clip', () => {
  it('reads its duration, size, codec, audio, container and bit rate', async () => {
    const info = await probe(clip);
    expect(info).toMatchObject({
      width: 320,
      height: 180,
      rotation: 0,
      videoCodec: 'h264',
      audio: true,
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      frameRate: 30,
      spherical: false,
    });
    expect(info.durationSeconds).toBeGreaterThan(1.9);
    expect(info.durationSeconds).toBeLessThan(2.2);
    expect(info.bitRate).toBeGreaterThan(0);
  });

  it('reports a clip without sound as having no audio', async () => {
    const silent = await synthesizeClip(join(dir, 'silent.mp4'), {
      seconds: 1,
      width: 320,
      height: 180,
      audio: false,
    });
    expect((await probe(silent)).audio).toBe(false);
  });

  it('swaps width and height of a clip stored turned by 90°', async () => {
    const turned = join(dir, 'turned.mp4');
    await runTool(
      ffmpegPaths().ffmpeg,
      ['-v', 'error', '-y', '-i', clip, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', turned],
      { timeoutMs: 30_000 },
    );
    const info = await probe(turned);
    expect([90, 270]).toContain(info.rotation);
    expect([info.width, info.height]).toEqual([180, 320]);
  });

  it('judges the container by content, not by the name', async () => {
    const named = join(dir, 'movie.avi');
    await runTool(
      ffmpegPaths().ffmpeg,
      ['-v', 'error', '-y', '-i', clip, '-c', 'copy', '-f', 'matroska', named],
      {
        timeoutMs: 30_000,
      },
    );
    expect((await probe(named)).formatName).toBe('matroska,webm');
  });

  it('reads an MPEG transport stream (.mts), which the static ffprobe build would crash on unguarded', async () => {
    const stream = join(dir, 'camera.mts');
    await runTool(
      ffmpegPaths().ffmpeg,
      ['-v', 'error', '-y', '-i', clip, '-c', 'copy', '-f', 'mpegts', stream],
      {
        timeoutMs: 30_000,
      },
    );
    const info = await probe(stream);
    expect(info).toMatchObject({ formatName: 'mpegts', videoCodec: 'h264', audio: true, width: 320 });
  });
});

describe('given files that are not accepted videos', () => {
  it('rejects random bytes named .mp4 as a corrupted file', async () => {
    const garbage = join(dir, 'garbage.mp4');
    await writeFile(garbage, Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 251)));
    const error = await rejection(probe(garbage));
    expect(error.code).toBe('corrupted_file');
    expect(error.uploadCode).toBe('corrupted_file');
  });

  it('rejects a truncated MP4 (its index is missing) as a corrupted file', async () => {
    const cut = join(dir, 'cut.mp4');
    await writeFile(cut, (await readFile(clip)).subarray(0, 4096));
    expect((await rejection(probe(cut))).code).toBe('corrupted_file');
  });

  it('recognises a PNG named .mp4 as a PNG, which is not an accepted format', async () => {
    const png = join(dir, 'picture.mp4');
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toFile(png);
    const error = await rejection(probe(png));
    expect(error.code).toBe('unsupported_format');
    expect(error.details.formatName).toBe('png_pipe');
    expect(error.uploadCode).toBe('corrupted_file');
  });

  it('rejects a sound-only file (no video stream) as a corrupted file', async () => {
    const sound = join(dir, 'sound.mp4');
    await runTool(ffmpegPaths().ffmpeg, ['-v', 'error', '-y', '-i', clip, '-vn', '-c:a', 'copy', sound], {
      timeoutMs: 30_000,
    });
    expect((await rejection(probe(sound))).code).toBe('corrupted_file');
  });

  it('rejects a missing file as a corrupted file', async () => {
    expect((await rejection(probe(join(dir, 'nothing-here.mp4')))).code).toBe('corrupted_file');
  });
});

describe('given the binaries cannot be found', () => {
  it('rejects with tool_missing', async () => {
    const tools = ffmpegPaths({ FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' });
    const error = await rejection(probe(clip, { tools }));
    expect(error.code).toBe('tool_missing');
    expect(error.uploadCode).toBe('upload_error');
  });
});

describe('given ffprobe answers (the format, HD and VR rules)', () => {
  const answer = (stream: Record<string, unknown>, format = 'mov,mp4,m4a,3gp,3g2,mj2') => ({
    format: { format_name: format, duration: '12.5', bit_rate: '900000' },
    streams: [{ index: 0, codec_type: 'video', codec_name: 'h264', avg_frame_rate: '30000/1001', ...stream }],
  });

  it('accepts the §9 containers and nothing else', () => {
    for (const name of [
      'mov,mp4,m4a,3gp,3g2,mj2',
      'matroska,webm',
      'avi',
      'asf',
      'flv',
      'mpeg',
      'mpegts',
      'rm',
    ]) {
      expect(isAcceptedFormat(name)).toBe(true);
    }
    for (const name of ['png_pipe', 'gif', 'mp3', 'wav', 'image2', 'h264'])
      expect(isAcceptedFormat(name)).toBe(false);
  });

  it('takes spherical side data as VR whatever the size', () => {
    const info = readProbe(
      answer({
        width: 1920,
        height: 1080,
        side_data_list: [{ side_data_type: 'Spherical Mapping', projection: 'equirectangular' }],
      }),
    );
    expect(info.spherical).toBe(true);
    expect(isVr(info)).toBe(true);
  });

  it('takes a large exact 2:1 picture as VR, and neither a small 2:1 nor a 16:9 one', () => {
    expect(isVr(readProbe(answer({ width: 5760, height: 2880 })))).toBe(true);
    expect(isVr(readProbe(answer({ width: VR_MIN_WIDTH, height: VR_MIN_WIDTH / 2 })))).toBe(true);
    expect(isVr(readProbe(answer({ width: 1920, height: 960 })))).toBe(false);
    expect(isVr(readProbe(answer({ width: 3840, height: 2160 })))).toBe(false);
  });

  it('calls a picture HD when its short side is at least 720, rotation applied', () => {
    expect(isHd(readProbe(answer({ width: 1280, height: 720 })))).toBe(true);
    expect(isHd(readProbe(answer({ width: 1024, height: 576 })))).toBe(false);
    const portrait = readProbe(answer({ width: 1280, height: 720, side_data_list: [{ rotation: -90 }] }));
    expect([portrait.width, portrait.height]).toEqual([720, 1280]);
    expect(isHd(portrait)).toBe(true);
  });

  it('applies non-square pixels to the displayed width', () => {
    const dvd = readProbe(answer({ width: 720, height: 480, sample_aspect_ratio: '32:27' }, 'mpeg'));
    expect([dvd.width, dvd.height]).toEqual([853, 480]);
    expect(dvd.frameRate).toBeCloseTo(29.97, 2);
  });

  it('skips cover art and takes the real video stream', () => {
    const info = readProbe({
      format: { format_name: 'matroska,webm', duration: '5' },
      streams: [
        {
          index: 0,
          codec_type: 'video',
          codec_name: 'mjpeg',
          width: 600,
          height: 600,
          disposition: { attached_pic: 1 },
        },
        { index: 1, codec_type: 'audio', codec_name: 'opus' },
        { index: 2, codec_type: 'video', codec_name: 'vp9', width: 640, height: 360 },
      ],
    });
    expect(info).toMatchObject({ videoStream: 2, audioStream: 1, videoCodec: 'vp9', width: 640 });
  });

  it('rejects a video stream without a duration as a corrupted file', () => {
    expect(() =>
      readProbe({
        format: { format_name: 'mpegts' },
        streams: [{ index: 0, codec_type: 'video', codec_name: 'h264', width: 2, height: 2 }],
      }),
    ).toThrow(expect.objectContaining({ code: 'corrupted_file' }));
  });
});
