import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError } from './errors.js';
import { ffmpegPaths, mediaToolsCheck, progressSeconds, runTool } from './tools.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tools-test-'));
  for (const name of ['ffmpeg', 'ffprobe']) {
    await writeFile(join(dir, name), '#!/bin/sh\necho system\n');
    await chmod(join(dir, name), 0o755);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('given where the binaries may be', () => {
  it('takes FFMPEG_PATH and FFPROBE_PATH first', () => {
    expect(
      ffmpegPaths({ FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe', PATH: dir }),
    ).toEqual({
      ffmpeg: '/opt/ff/ffmpeg',
      ffprobe: '/opt/ff/ffprobe',
    });
  });

  it('then the ones on PATH', () => {
    expect(ffmpegPaths({ PATH: `/nonexistent:${dir}` })).toEqual({
      ffmpeg: join(dir, 'ffmpeg'),
      ffprobe: join(dir, 'ffprobe'),
    });
  });

  it('else the bare names, never a binary shipped on npm', () => {
    expect(ffmpegPaths({ PATH: '/nonexistent' })).toEqual({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
  });
});

describe('given the check made at start', () => {
  it("names the machine's ffmpeg and ffprobe by their version lines", async () => {
    const check = await mediaToolsCheck();
    expect(check).toMatchObject({ ok: true, ffmpeg: expect.stringMatching(/^ffmpeg version \S+$/) });
    expect(check).toMatchObject({ ffprobe: expect.stringMatching(/^ffprobe version \S+$/) });
  });

  it('says why when ffmpeg cannot be started', async () => {
    const check = await mediaToolsCheck({
      ffmpeg: join(dir, 'none', 'ffmpeg'),
      ffprobe: join(dir, 'ffprobe'),
    });
    expect(check).toEqual({
      ok: false,
      reason: expect.stringMatching(/ffmpeg could not be started: .*ENOENT/),
    });
  });

  it('says why when a tool starts but fails', async () => {
    const check = await mediaToolsCheck({ ffmpeg: '/bin/false', ffprobe: join(dir, 'ffprobe') });
    expect(check).toEqual({ ok: false, reason: expect.stringMatching(/\/bin\/false exited with 1/) });
  });
});

describe('given a tool run', () => {
  const ffmpeg = ffmpegPaths().ffmpeg;
  const endless = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=64x64', '-f', 'null', '-'];

  it('kills a run that passes its time limit with a timeout error', async () => {
    const started = Date.now();
    const error = await runTool(ffmpeg, endless, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops a run when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const error = await runTool(ffmpeg, endless, { timeoutMs: 30_000, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect((error as MediaError).code).toBe('aborted');
  });

  it('keeps stderr in the error of a failed run', async () => {
    const error = await runTool(ffmpeg, ['-v', 'error', '-i', join(dir, 'missing.mp4')], {
      timeoutMs: 10_000,
    }).catch((e: unknown) => e);
    expect((error as MediaError).code).toBe('transcode_failed');
    expect(String((error as MediaError).details.stderr)).toMatch(/No such file/);
  });

  it('passes arguments as they are, never through a shell', async () => {
    const out = await runTool('/bin/echo', ['$(id)', '; rm -rf /', '*'], { timeoutMs: 5_000 });
    expect(out).toBe('$(id) ; rm -rf / *\n');
  });
});

describe('given the process that started a tool dies', () => {
  /** The pids of processes whose command line is `sleep <marker>`. */
  const sleepers = (marker: string) =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8') === `/bin/sleep\0${marker}\0`;
        } catch {
          return false;
        }
      });

  it.runIf(process.platform === 'linux')('the tool dies with it, even on SIGKILL (#24 L6)', async () => {
    const marker = String(100_000 + Math.floor(Math.random() * 800_000));
    const fixture = fileURLToPath(new URL('./fixtures/run-forever.ts', import.meta.url));
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture, marker], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => parent.stdout.once('data', () => resolve()));
    expect(sleepers(marker)).toHaveLength(1);
    parent.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (sleepers(marker).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(sleepers(marker)).toEqual([]);
  });
});

describe('given ffmpeg -progress lines', () => {
  it('reads the media time written', () => {
    expect(progressSeconds('out_time=00:01:02.500000')).toBe(62.5);
    expect(progressSeconds('out_time=01:00:00.000000')).toBe(3600);
    expect(progressSeconds('out_time=-577014:32:22.775808')).toBe(0);
    expect(progressSeconds('out_time_ms=1000')).toBeUndefined();
    expect(progressSeconds('progress=end')).toBeUndefined();
  });
});
