import { spawn } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, readSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { MediaError } from './errors.js';

/**
 * Finding and running ffmpeg/ffprobe (5 or newer; Debian's `ffmpeg` package works fully). The binaries are
 * resolved once per call of `ffmpegPaths`: FFMPEG_PATH/FFPROBE_PATH, else the system's (on PATH). No binary
 * comes from npm: the builds shipped there are of 2018 and crash writing HLS master playlists. They are
 * always started with an argument array (never through a shell), a time limit, and their stderr kept for
 * the error.
 *
 * Statically linked builds (johnvansickle.com's, given by FFMPEG_PATH) crash with SIGSEGV on any MPEG-TS
 * input (our own HLS segments, .mts/.m2t uploads): their static glibc loads the system's gconv modules for
 * iconv and jumps into them. Running them with GCONV_PATH pointing nowhere makes iconv fail cleanly
 * instead (the demuxer then keeps the raw service names), so they are always run that way.
 */

export interface FfmpegPaths {
  ffmpeg: string;
  ffprobe: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string, env: Env): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (executable(candidate)) return candidate;
  }
  return undefined;
}

function resolveTool(name: 'ffmpeg' | 'ffprobe', variable: string, env: Env): string {
  const set = env[variable]?.trim();
  if (set) return isAbsolute(set) || set.includes('/') ? resolve(set) : (onPath(set, env) ?? set);
  // The last resort is the bare name: starting it then fails with a clear `tool_missing`.
  return onPath(name, env) ?? name;
}

/** The variables naming the tools (listed in .env.example). */
export const TOOL_ENV_KEYS = ['FFMPEG_PATH', 'FFPROBE_PATH'] as const;

/** Where ffmpeg and ffprobe are: FFMPEG_PATH/FFPROBE_PATH, else on PATH. */
export function ffmpegPaths(env: Env = process.env): FfmpegPaths {
  return {
    ffmpeg: resolveTool('ffmpeg', TOOL_ENV_KEYS[0], env),
    ffprobe: resolveTool('ffprobe', TOOL_ENV_KEYS[1], env),
  };
}

/**
 * The first line of each tool's `-version` (`ffmpeg version 5.1.8-0+deb12u1 …`), or the reason one cannot
 * run: what the server and the worker check at start, so a machine without ffmpeg says so in one line.
 */
export async function mediaToolsCheck(
  tools: FfmpegPaths = ffmpegPaths(),
): Promise<{ ok: true; ffmpeg: string; ffprobe: string } | { ok: false; reason: string }> {
  try {
    const [ffmpeg, ffprobe] = await Promise.all(
      [tools.ffmpeg, tools.ffprobe].map(
        async (bin) =>
          (await runTool(bin, ['-hide_banner', '-version'], { timeoutMs: 10_000 }))
            .split('\n')[0]
            ?.replace(/ Copyright.*$/, '')
            .trim() ?? '',
      ),
    );
    return { ok: true, ffmpeg: ffmpeg ?? '', ffprobe: ffprobe ?? '' };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

const staticCache = new Map<string, boolean>();

/** Whether a binary is a statically linked ELF executable (no PT_INTERP program header). */
export function isStaticElf(path: string): boolean {
  const known = staticCache.get(path);
  if (known !== undefined) return known;
  let result = false;
  try {
    const fd = openSync(path, 'r');
    try {
      const head = Buffer.alloc(4096);
      const size = readSync(fd, head, 0, head.length, 0);
      // ELF magic, 64-bit, little-endian
      if (size >= 64 && head.readUInt32BE(0) === 0x7f454c46 && head[4] === 2 && head[5] === 1) {
        const phoff = Number(head.readBigUInt64LE(0x20));
        const phentsize = head.readUInt16LE(0x36);
        const phnum = head.readUInt16LE(0x38);
        if (phoff + phentsize * phnum <= size) {
          result = true;
          for (let i = 0; i < phnum; i++) {
            if (head.readUInt32LE(phoff + i * phentsize) === 3 /* PT_INTERP */) result = false;
          }
        }
      }
    } finally {
      closeSync(fd);
    }
  } catch {
    result = false;
  }
  staticCache.set(path, result);
  return result;
}

/** The environment a tool runs with: GCONV_PATH pointing nowhere for static builds (see above). */
function toolEnv(bin: string): NodeJS.ProcessEnv {
  return isStaticElf(bin) ? { ...process.env, GCONV_PATH: '/nonexistent/gconv' } : process.env;
}

export interface RunOptions {
  /** Kill the process (SIGKILL) after this long: a `timeout` error. */
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Called with each stdout line (ffmpeg's `-progress pipe:1`); stdout is then not kept. */
  onLine?: ((line: string) => void) | undefined;
  /** The code of the error when the tool exits unsuccessfully. */
  failCode?: 'corrupted_file' | 'transcode_failed';
}

const STDERR_KEEP = 8_192;
const STDOUT_MAX = 32 * 1024 * 1024;

/**
 * util-linux's setpriv, which sets the parent-death signal and then becomes the tool: a tool started through
 * it is killed with the process that started it, so a server or worker that dies (even by SIGKILL) leaves
 * no encoder running on behind it (L6 of #24). Where it is missing, tools start directly.
 */
const SETPRIV = process.platform === 'linux' && executable('/usr/bin/setpriv') ? '/usr/bin/setpriv' : null;

/** The command line that starts `bin`: through setpriv with SIGKILL as the parent-death signal when it exists. */
export function toolCommand(bin: string, args: readonly string[]): [string, string[]] {
  return SETPRIV ? [SETPRIV, ['--pdeathsig', 'SIGKILL', '--', bin, ...args]] : [bin, [...args]];
}

/** Run a tool to its end: its stdout (unless streamed to `onLine`), or a typed MediaError. */
export function runTool(bin: string, args: readonly string[], options: RunOptions): Promise<string> {
  const { timeoutMs, signal, onLine, failCode = 'transcode_failed' } = options;
  return new Promise((resolvePromise, reject) => {
    if (signal?.aborted) {
      reject(new MediaError('aborted', 'the media job was cancelled'));
      return;
    }
    // Found first: through setpriv, a missing tool would only show as setpriv's own failure.
    const found = bin.includes('/') ? bin : onPath(bin, process.env);
    if (!found || !executable(found)) {
      reject(
        new MediaError('tool_missing', `${bin} could not be started: ENOENT (not found or not executable)`),
      );
      return;
    }
    const [command, commandArgs] = toolCommand(found, args);
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      env: toolEnv(found),
    });
    let stderr = '';
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let pending = '';
    let failure: MediaError | undefined;

    const stop = (error: MediaError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new MediaError('timeout', `${bin} ran longer than ${timeoutMs} ms`, { args })),
      timeoutMs,
    );
    const onAbort = () => stop(new MediaError('aborted', 'the media job was cancelled'));
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (onLine) {
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line.trim());
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > STDOUT_MAX) stop(new MediaError(failCode, `${bin} wrote too much output`));
      else stdout.push(chunk);
    });

    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      reject(
        failure ??
          new MediaError(
            error.code === 'ENOENT' || error.code === 'EACCES' ? 'tool_missing' : failCode,
            `${bin} could not be started: ${error.message}`,
          ),
      );
    });
    child.on('close', (code, killedBy) => {
      finish();
      if (pending && onLine) onLine(pending.trim());
      if (failure) reject(failure);
      else if (code === 0) resolvePromise(Buffer.concat(stdout).toString('utf8'));
      else
        reject(
          new MediaError(failCode, `${bin} exited with ${code ?? killedBy}`, { stderr: stderr.trim(), args }),
        );
    });
  });
}

/**
 * The media time (seconds) an ffmpeg `-progress` line reports, or undefined for other lines. ffmpeg writes
 * `out_time=HH:MM:SS.micro` (and, depending on the version, `out_time_us`/`out_time_ms`, both microseconds);
 * the time is negative before the first frame, read as 0.
 */
export function progressSeconds(line: string): number | undefined {
  const match = /^out_time=(-?)(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(line);
  if (!match) return undefined;
  if (match[1]) return 0;
  return Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4]);
}
