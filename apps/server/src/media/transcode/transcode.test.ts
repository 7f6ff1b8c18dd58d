import { access, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError } from './errors.js';
import { type RungResult, type TranscodeManifest, transcodeManifestSchema } from './manifest.js';
import { readMediaPlaylist } from './playlists.js';
import { synthesizeClip } from './synthetic.js';
import { ffmpegPaths, runTool } from './tools.js';
import { transcode } from './transcode.js';

let dir: string;
let clip: string;
let silentClip: string;

/** The streams of a media file as ffprobe sees them. */
async function streamsOf(
  file: string,
): Promise<{ codec_type: string; codec_name: string; width?: number; height?: number }[]> {
  const out = await runTool(ffmpegPaths().ffprobe, ['-v', 'error', '-of', 'json', '-show_streams', file], {
    timeoutMs: 30_000,
  });
  return JSON.parse(out).streams;
}
async function durationOf(file: string): Promise<number> {
  const out = await runTool(ffmpegPaths().ffprobe, ['-v', 'error', '-of', 'json', '-show_format', file], {
    timeoutMs: 30_000,
  });
  return Number(JSON.parse(out).format.duration);
}
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The master playlist as (attributes, uri) pairs; fails on a tag line without its URI. */
function parseMaster(text: string): { attributes: Record<string, string>; uri: string }[] {
  const lines = text.trim().split('\n');
  expect(lines[0]).toBe('#EXTM3U');
  const entries: { attributes: Record<string, string>; uri: string }[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines[i + 1] ?? '';
    expect(uri).not.toMatch(/^#|^$/);
    const attributes = Object.fromEntries(
      [...line.slice('#EXT-X-STREAM-INF:'.length).matchAll(/([A-Z-]+)=("[^"]*"|[^,]*)/g)].map((m) => [
        m[1],
        (m[2] ?? '').replace(/"/g, ''),
      ]),
    );
    entries.push({ attributes, uri });
  });
  return entries;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'transcode-test-'));
  clip = await synthesizeClip(join(dir, 'clip.mp4'), { seconds: 4, width: 640, height: 360 });
  silentClip = await synthesizeClip(join(dir, 'silent.mp4'), {
    seconds: 2,
    width: 320,
    height: 240,
    audio: false,
  });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('given a 4 s 640×360 clip with sound', () => {
  const out = () => join(dir, 'out');
  let manifest: TranscodeManifest;
  const ready: string[] = [];
  const listedWhenReady: string[][] = [];
  const percents: number[] = [];

  beforeAll(async () => {
    manifest = await transcode(
      clip,
      out(),
      {
        posterCount: 3,
        onRungReady: async (rung: RungResult) => {
          ready.push(rung.name);
          listedWhenReady.push(
            parseMaster(await readFile(join(out(), 'master.m3u8'), 'utf8')).map((e) => e.uri),
          );
        },
      },
      (percent) => percents.push(percent),
    );
  });

  it('answers a valid manifest with the source facts and a ladder of 240p and 360p', () => {
    expect(transcodeManifestSchema.parse(manifest)).toEqual(manifest);
    expect(manifest).toMatchObject({ width: 640, height: 360, hd: false, vr: false, audio: true });
    expect(manifest.duration).toBeCloseTo(4, 0);
    expect(manifest.rungs.map((r) => `${r.name} ${r.width}x${r.height}`)).toEqual([
      '240p 426x240',
      '360p 640x360',
    ]);
  });

  it('reports the lowest rung first, each when the master playlist lists exactly the rungs done', () => {
    expect(ready).toEqual(['240p', '360p']);
    expect(listedWhenReady).toEqual([['240p/index.m3u8'], ['240p/index.m3u8', '360p/index.m3u8']]);
  });

  it('writes a master playlist of existing rungs, ascending, with bandwidth, resolution and codecs', async () => {
    const entries = parseMaster(await readFile(join(out(), 'master.m3u8'), 'utf8'));
    expect(entries.map((e) => e.uri)).toEqual(['240p/index.m3u8', '360p/index.m3u8']);
    for (const { attributes, uri } of entries) {
      expect(await exists(join(out(), uri))).toBe(true);
      expect(Number(attributes.BANDWIDTH)).toBeGreaterThan(0);
      expect(Number(attributes['AVERAGE-BANDWIDTH'])).toBeLessThanOrEqual(Number(attributes.BANDWIDTH));
      expect(attributes.CODECS).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
    }
    const bandwidths = entries.map((e) => Number(e.attributes.BANDWIDTH));
    expect(bandwidths[0]).toBeLessThan(bandwidths[1] ?? 0);
    expect(entries.map((e) => e.attributes.RESOLUTION)).toEqual(['426x240', '640x360']);
  });

  it('writes each rung as H.264 + AAC segments that exist, cover the clip, and match the CODECS string', async () => {
    for (const rung of manifest.rungs) {
      const playlist = readMediaPlaylist(await readFile(join(out(), rung.playlist), 'utf8'));
      expect(playlist.ended).toBe(true);
      expect(playlist.segments.length).toBeGreaterThan(0);
      const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
      expect(total).toBeCloseTo(4, 0);
      for (const segment of playlist.segments) {
        expect(segment.duration).toBeLessThanOrEqual(6);
        expect(await exists(join(out(), rung.name, segment.uri))).toBe(true);
      }
      const first = join(out(), rung.name, playlist.segments[0]?.uri ?? '');
      const streams = await streamsOf(first);
      expect(streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({
        width: rung.width,
        height: rung.height,
      });
      // The SPS (NAL type 7) carries profile, constraint flags and level: they must be what CODECS says.
      const bytes = await readFile(first);
      const sps = bytes.indexOf(Buffer.from([0, 0, 1, 0x67]));
      expect(`avc1.${bytes.subarray(sps + 4, sps + 7).toString('hex')}`).toBe(rung.codecs.split(',')[0]);
    }
  });

  it('writes a download MP4 of H.264 + AAC lasting about 4 s, with its index first', async () => {
    const file = join(out(), manifest.download.file);
    expect((await streamsOf(file)).map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(await durationOf(file)).toBeCloseTo(4, 0);
    const head = (await readFile(file)).subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(0);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
    expect(manifest.download).toMatchObject({ width: 640, height: 360, rung: '360p' });
  });

  it('writes every other rung as an MP4 of its own height too, each listed with its size (#32 item 8)', async () => {
    expect(manifest.downloads.map(({ size, ...rest }) => rest)).toEqual([
      { quality: '240p', file: 'downloads/240p.mp4', width: 426, height: 240 },
      { quality: '360p', file: 'download.mp4', width: 640, height: 360 },
    ]);
    for (const rendition of manifest.downloads) {
      const path = join(out(), rendition.file);
      expect(rendition.size).toBe((await stat(path)).size);
      const video = (await streamsOf(path)).find((s) => s.codec_type === 'video');
      expect(video).toMatchObject({ codec_name: 'h264', height: rendition.height });
      expect(await durationOf(path)).toBeCloseTo(4, 0);
    }
  });

  it('writes the poster candidates as JPEG pictures of the download size', async () => {
    expect(manifest.posters).toEqual(['posters/1.jpg', 'posters/2.jpg', 'posters/3.jpg']);
    for (const poster of manifest.posters) {
      const meta = await sharp(join(out(), poster)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    }
  });

  it('writes a small silent hover preview of about 3 s', async () => {
    const file = join(out(), manifest.preview);
    const streams = await streamsOf(file);
    expect(streams.map((s) => s.codec_type)).toEqual(['video']);
    expect(streams[0]).toMatchObject({ codec_name: 'h264', width: 320, height: 180 });
    expect(await durationOf(file)).toBeCloseTo(3, 0);
  });

  it('writes a storyboard whose cues cover the whole clip with tiles inside the sprite', async () => {
    const sprite = await sharp(join(out(), manifest.storyboard.image)).metadata();
    expect(sprite.format).toBe('jpeg');
    const vtt = await readFile(join(out(), manifest.storyboard.vtt), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    const cues = [...vtt.matchAll(/(\S+) --> (\S+)\n(\S+)#xywh=(\d+),(\d+),(\d+),(\d+)/g)].map((m) => ({
      start: seconds(m[1] ?? ''),
      end: seconds(m[2] ?? ''),
      image: m[3],
      box: [m[4], m[5], m[6], m[7]].map(Number) as [number, number, number, number],
    }));
    expect(cues.length).toBe(manifest.storyboard.tiles);
    expect(cues[0]?.start).toBe(0);
    expect(cues.at(-1)?.end).toBeCloseTo(manifest.duration, 2);
    cues.forEach((cue, i) => {
      if (i > 0) expect(cue.start).toBe(cues[i - 1]?.end);
      expect(cue.image).toBe('storyboard.jpg');
      const [x, y, w, h] = cue.box;
      expect(x + w).toBeLessThanOrEqual(sprite.width ?? 0);
      expect(y + h).toBeLessThanOrEqual(sprite.height ?? 0);
    });
  });

  it('reports rising percents up to 100', () => {
    expect(percents.length).toBeGreaterThan(2);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(percents.at(-1)).toBe(100);
  });
});

describe('given a clip without sound', () => {
  it('transcodes without an audio track anywhere', async () => {
    const out = join(dir, 'silent-out');
    const manifest = await transcode(silentClip, out, { posterCount: 1 });
    expect(manifest.audio).toBe(false);
    expect(manifest.rungs.map((r) => r.name)).toEqual(['240p']);
    expect(manifest.rungs[0]).toMatchObject({ width: 320, height: 240, audioBitrate: null });
    expect(manifest.rungs[0]?.codecs).toMatch(/^avc1\.[0-9a-f]{6}$/);
    const master = await readFile(join(out, 'master.m3u8'), 'utf8');
    expect(master).not.toContain('mp4a');
    const segment =
      readMediaPlaylist(await readFile(join(out, '240p/index.m3u8'), 'utf8')).segments[0]?.uri ?? '';
    expect((await streamsOf(join(out, '240p', segment))).map((s) => s.codec_type)).toEqual(['video']);
    expect((await streamsOf(join(out, 'download.mp4'))).map((s) => s.codec_type)).toEqual(['video']);
  });
});

describe('given an input that cannot be transcoded', () => {
  it('rejects a corrupt file with corrupted_file and leaves no master playlist, stale or new', async () => {
    const bad = join(dir, 'bad.mp4');
    await writeFile(bad, Buffer.alloc(20_000, 7));
    const out = join(dir, 'bad-out');
    await mkdir(join(out, '240p'), { recursive: true });
    await writeFile(join(out, 'master.m3u8'), '#EXTM3U\n');
    await writeFile(join(out, 'keep.txt'), 'not ours');
    const error = await transcode(bad, out).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).code).toBe('corrupted_file');
    expect((await readdir(out)).sort()).toEqual(['keep.txt']);
  });

  it('removes everything, master playlist included, when cancelled after the first rung', async () => {
    const out = join(dir, 'cancelled-out');
    const controller = new AbortController();
    let listed = false;
    const error = await transcode(clip, out, {
      signal: controller.signal,
      onRungReady: async () => {
        listed = await exists(join(out, 'master.m3u8'));
        controller.abort();
      },
    }).catch((e: unknown) => e);
    expect(listed).toBe(true);
    expect((error as MediaError).code).toBe('aborted');
    expect(await readdir(out)).toEqual([]);
  });
});
