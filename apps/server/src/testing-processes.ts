/**
 * Test helpers for the server's built processes (deploy.test.ts, multi-process.test.ts): `node dist/…`
 * started as child processes with an environment of their own, their JSON log lines read (lib/log.ts),
 * and a browser-like client over real HTTP that keeps one cookie jar for every process it talks to.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createCookieJar } from '@site/api';
import { logMessages } from './lib/log.js';
import { testEngine } from './testing.js';

/** The repository's root. */
export const root = resolve(import.meta.dirname, '../../..');

/** Why the build cannot be run (the files missing, and what to do), or undefined when it is there. */
export function missingBuild(files: readonly string[]): string | undefined {
  const missing = files.filter((file) => !existsSync(join(root, file)));
  return missing.length > 0
    ? `no build (${missing.join(', ')} missing): run \`pnpm build\` first`
    : undefined;
}

/** The PostgreSQL server for processes that need one (workers, several servers on one database). */
export const postgresUrl = process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL || undefined;
/**
 * Where the test line has PostgreSQL (TEST_POSTGRES_URL), it runs the server suite on it and the engine's own
 * files on PGlite too (scripts/test.mjs): tests of built processes, which bring their own databases, run in
 * the PGlite run only (once per line).
 */
export const coveredByPgliteRun = testEngine === 'postgresql' && Boolean(process.env.TEST_POSTGRES_URL);

/** A process of the build, its output kept. */
export interface Running {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output; rejects when the process ends first. */
  waitFor: (pattern: RegExp, ms?: number) => Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
  /**
   * Kills the process and the processes it started (its ffmpeg), as when its machine goes down; only for
   * a process started with `ownGroup`. Resolves once it has exited.
   */
  crash: () => Promise<void>;
}

/** The environment of a built process: PATH and HOME and the settings given, nothing of this shell's. */
export const envOf = (settings: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...settings,
});

/**
 * Starts `node <script> <args>` in `dir` with `settings` as its environment (envOf); with `ownGroup`, in a
 * process group of its own, so that `crash` reaches its children too.
 */
export function start(
  dir: string,
  script: string,
  args: string[],
  settings: Record<string, string>,
  { ownGroup = false }: { ownGroup?: boolean } = {},
): Running {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: dir,
    env: envOf(settings),
    detached: ownGroup,
  });
  let text = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const waitFor = (pattern: RegExp, ms = 60_000) =>
    new Promise<RegExpMatchArray>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no ${pattern} in ${ms} ms:\n${text}`)), ms);
      const check = () => {
        // Every line is JSON (lib/log.ts): the patterns are of the lines' messages.
        const match = logMessages(text).join('\n').match(pattern);
        if (!match) return;
        clearTimeout(timer);
        listeners.delete(check);
        done(match);
      };
      listeners.add(check);
      check();
      void exited.then((code) => {
        if (listeners.has(check)) {
          clearTimeout(timer);
          fail(new Error(`exited (${code}) before ${pattern}:\n${text}`));
        }
      });
    });
  const crash = async () => {
    if (!ownGroup || child.pid === undefined)
      throw new Error('crash() needs a process started with ownGroup');
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch (error) {
      // ESRCH: the group has no process left.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    await exited;
  };
  return { child, output: () => text, waitFor, exited, crash };
}

/** Runs `node <script> <args>` in `dir` to its end: its exit code and output. */
export async function runToEnd(
  dir: string,
  script: string,
  args: string[],
  settings: Record<string, string>,
) {
  const p = start(dir, script, args, settings);
  const code = await p.exited;
  return { code, output: p.output().trim() };
}

/**
 * A browser over real HTTP: one cookie jar for every origin it is given (as a browser keeps the cookies
 * of one host whatever its port), the `csrf_token` cookie sent as `x-csrf-token` on writes, as the site's
 * client does.
 */
export class HttpBrowser {
  readonly cookies = createCookieJar();

  private keep(res: Response): Response {
    this.cookies.take(res.headers.getSetCookie());
    return res;
  }

  /** The headers of a request of this browser: its cookies and its CSRF token. */
  headers(): Record<string, string> {
    const cookie = this.cookies.header();
    const token = this.cookies.get('csrf_token');
    return { ...(cookie ? { cookie } : {}), ...(token ? { 'x-csrf-token': token } : {}) };
  }

  async get(url: string, init: RequestInit = {}): Promise<Response> {
    return this.keep(await fetch(url, { ...init, headers: { ...this.headers(), ...init.headers } }));
  }

  /** A form POST, with a CSRF token (asked of `origin` first when the browser has none). */
  async post(origin: string, path: string, form: Record<string, string | number>): Promise<Response> {
    if (!this.cookies.get('csrf_token')) await (await this.get(`${origin}/api/csrf.php`)).text();
    const body = new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]));
    return this.keep(
      await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      }),
    );
  }
}
