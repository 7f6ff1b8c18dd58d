#!/usr/bin/env node
// Regenerates the synthetic media of the VideoPlayer stories in packages/ui/fixtures/media with ffmpeg:
// a 5 s test pattern (testsrc2, 320×180) with a sine tone, as
//   clip.mp4                      a plain MP4 (H.264 + AAC, faststart)
//   hls/master.m3u8               a 2-rung HLS (180p and 90p, written here) with
//   hls/{180p,90p}/index.m3u8     each rung's media playlist and 1 s MPEG-TS segments
//   poster.png                    a frame of the clip
//   storyboard.jpg + .vtt         a sprite of 5 thumbnails (one per second) and its WebVTT `#xywh=` cues
// Nothing real: a test pattern and a tone. Keep the folder small (it is committed): well under 1.5 MB.
//
//   node packages/ui/scripts/make-media.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/media');
const ffmpeg = process.env.FFMPEG ?? 'ffmpeg';
const SECONDS = 5;
const THUMB = { width: 128, height: 72 };

const source = [
  ['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=25:duration=${SECONDS}`],
  ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${SECONDS}`],
].flat();
const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
const exact = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];
const h264 = (bitrate) =>
  [
    ['-c:v', 'libx264', '-preset', 'veryslow', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ['-b:v', bitrate, '-maxrate', bitrate, '-bufsize', bitrate, '-g', '25', '-keyint_min', '25'],
    ['-sc_threshold', '0', '-x264-params', 'threads=1'],
  ].flat();
const aac = ['-c:a', 'aac', '-b:a', '48k', '-ac', '1'];

const run = (args) => execFileSync(ffmpeg, [...quiet, ...args], { stdio: 'inherit' });

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'hls'), { recursive: true });

// The MP4.
run([...source, ...h264('250k'), ...aac, ...exact, '-movflags', '+faststart', join(out, 'clip.mp4')]);

// The HLS rungs: 1 s segments, so the player has levels to switch between at once.
const rungs = [
  { name: '180p', width: 320, height: 180, video: '250k', bandwidth: 320_000 },
  { name: '90p', width: 160, height: 90, video: '90k', bandwidth: 150_000 },
];
for (const rung of rungs) {
  const dir = join(out, 'hls', rung.name);
  mkdirSync(dir, { recursive: true });
  run(
    [
      ...source,
      ['-vf', `scale=${rung.width}:${rung.height}`],
      ...h264(rung.video),
      ...aac,
      ...exact,
      ['-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod'],
      ['-hls_segment_filename', join(dir, 'seg%d.ts'), join(dir, 'index.m3u8')],
    ].flat(),
  );
}
writeFileSync(
  join(out, 'hls', 'master.m3u8'),
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...rungs.flatMap((rung) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${rung.bandwidth},RESOLUTION=${rung.width}x${rung.height},CODECS="avc1.4d401e,mp4a.40.2"`,
      `${rung.name}/index.m3u8`,
    ]),
    '',
  ].join('\n'),
);

// The poster: a frame from the middle of the clip.
run(['-ss', '2', '-i', join(out, 'clip.mp4'), '-frames:v', '1', ...exact, join(out, 'poster.png')]);

// The storyboard: one thumbnail a second, tiled in a row, and its cues.
run(
  [
    ['-i', join(out, 'clip.mp4')],
    ['-vf', `fps=1,scale=${THUMB.width}:${THUMB.height},tile=${SECONDS}x1`],
    ['-frames:v', '1', '-q:v', '6', ...exact, join(out, 'storyboard.jpg')],
  ].flat(),
);
const stamp = (s) => `00:00:${String(s).padStart(2, '0')}.000`;
const cues = Array.from({ length: SECONDS }, (_, i) =>
  [
    `${stamp(i)} --> ${stamp(i + 1)}`,
    `storyboard.jpg#xywh=${i * THUMB.width},0,${THUMB.width},${THUMB.height}`,
  ].join('\n'),
);
writeFileSync(join(out, 'storyboard.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);

const size = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((sum, name) => sum + size(join(path, name)), 0)
    : statSync(path).size;
const total = size(out);
console.log(`fixtures/media: ${(total / 1024).toFixed(0)} KB`);
if (total > 1.5 * 1024 * 1024) {
  console.error('✗ over the 1.5 MB budget');
  process.exit(1);
}
