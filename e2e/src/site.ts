import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';

/** The repository's root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

/**
 * The `msg` of each JSON log line the server printed (other lines as they are), joined by newlines: what
 * the journeys read the start lines from (`Demo sign-in: …`, `ffmpeg: not found …`).
 */
export function logMessages(output: string): string {
  return output
    .split('\n')
    .map((line) => {
      try {
        const record = JSON.parse(line) as { msg?: unknown };
        return typeof record.msg === 'string' ? record.msg : line;
      } catch {
        return line;
      }
    })
    .join('\n');
}

export interface RunningSite {
  url: string;
  /** The server's process id. */
  pid: number;
  /** What the server printed so far (the demo sign-in lines, errors). */
  output(): string;
  stop(): Promise<void>;
}

/** What every site of the journeys runs with: the shared sites (global-setup.ts) and those a file starts. */
export const JOURNEY_SITE_ENV: Record<string, string> = {
  // As `pnpm start` runs it (vitest sets NODE_ENV=test, which would render with React's development build).
  NODE_ENV: 'production',
  // Short clips pass: the duration minimums are configurable for tests (media/settings.ts).
  UPLOAD_MIN_SECONDS: '1',
  UPLOAD_MIN_SECONDS_EXCLUSIVE: '1',
  // The subscribe-to-download modal's "checking" wait (§4: 30 s), shortened: the journey walks through it.
  MESSENGER_WAIT_SECONDS: '5',
  // The journeys drive a headless browser, which the site holds to the automated clients' page limit.
  BOT_RATE_LIMIT: '0',
  // Behind the loopback "proxy" the journeys' new members sign up from addresses of their own
  // (X-Forwarded-For, signUpAndConfirm): one address may make 5 accounts an hour.
  TRUST_PROXY: 'loopback',
  // The journeys upload as fresh members: uploads are open to every member here (production's default is
  // verified uploaders only); verified-uploader.test.ts starts its own site with the setting on.
  UPLOADS_VERIFIED_ONLY: 'false',
};

/** The country whose visitors meet the age-assurance provider on every site of the suite (AGE_POLICY). */
export const AGE_CHECK_COUNTRY = 'NZ';

/**
 * A data folder holding the demo content, which a site starts on as on its own fresh one (`startSite`'s
 * `template`), and the demo sign-in lines the site printed when it filled it.
 */
export interface SiteTemplate {
  dataDir: string;
  /** The JSON log lines of the demo sign-ins (`Demo sign-in: …`), which a site started on a copy does not print. */
  demoLines: string;
}

/**
 * Fills a data folder with the demo content once, as a site's first start does, and stops that site: a
 * site started on a copy skips the migrations and the seeding (13 s of a core; 30–60 s of a file's time on
 * the loaded 2-core machine). The content is the same as a fresh start's (the seed is deterministic); no
 * demo clip is queued in it (`DEMO_MEDIA=false`): a site that transcodes them starts on a fresh folder.
 */
export async function makeSiteTemplate(
  env: Record<string, string>,
): Promise<SiteTemplate & { remove(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-template-'));
  const site = await startSite({ ...env, DEMO_MEDIA: 'false', DATA_DIR: dataDir });
  const demoLines = site
    .output()
    .split('\n')
    .filter((line) => line.includes('"demo":{'))
    .join('\n');
  await site.stop();
  return { dataDir, demoLines, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Starts the built site as a user would (`node apps/server/dist/main.js`) on a fresh data folder, with
 * `env` added to the environment (e.g. shorter upload limits). A `DATA_DIR` in `env` is the caller's
 * folder, kept when the site stops: a site stopped, changed with `serverCli` and started again on it.
 * With a `template`, the data folder starts as a copy of its folder (the demo content, filled once).
 */
export async function startSite(
  env: Record<string, string> = {},
  template?: SiteTemplate,
): Promise<RunningSite> {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/web/build/server/index.js'))) {
    throw new Error('The site is not built: run `pnpm build` (pnpm test does) before the e2e suite.');
  }
  const port = await freePort();
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const server = await startServerProcess('The site', [main], {
    cwd: root,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...siteEnv(dataDir),
      ...env,
    },
    // Ready once it has said so: the start lines (demo sign-in, outbox) are all in `output` by then.
    readyLine: 'Site ready on',
    // A generous bound: seeding alone took 45 s on the shared 2-core machine under load.
    timeoutMs: 300_000,
    cleanUp: () => {
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  });
  const health = await fetch(`${url}/healthz`);
  if (!health.ok) {
    await server.stop();
    throw new Error(`The site started but /healthz answers ${health.status}:\n${server.output()}`);
  }
  const output = template ? () => `${template.demoLines}\n${server.output()}` : server.output;
  return { url, pid: server.pid, output, stop: server.stop };
}

/** What a site of the suite runs with beyond the caller's `env`, on the data folder `dataDir`. */
function siteEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The suite pays on the local processor (fake money), which production refuses unless told.
    ALLOW_FAKE_PAYMENTS: 'true',
    // Age assurance (#31): the suite checks ages on the local provider (anyone passes), which production
    // does not offer unless told, for visitors from New Zealand, a country no other journey comes from.
    ALLOW_FAKE_AGE_CHECK: 'true',
    AGE_POLICY: `${AGE_CHECK_COUNTRY}=verified`,
  };
}

/**
 * The built server's command line (`node apps/server/dist/cli.js <args>`, e.g. `make-admin <username>`) as
 * an operator runs it on a stopped site's data folder (`env.DATA_DIR`; the embedded database is one
 * process's), with the site's `env`. Answers what it printed; throws when it fails.
 */
export function serverCli(args: string[], env: Record<string, string> & { DATA_DIR: string }): string {
  const run = spawnSync(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...args], {
    cwd: root,
    env: { ...process.env, ...siteEnv(env.DATA_DIR), ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) {
    throw new Error(`cli ${args.join(' ')} failed (${run.status}):\n${run.stdout}${run.stderr}`);
  }
  return run.stdout;
}

export interface ServerProcess {
  /** Its process id (for its CPU time: e2e/bench/measure.ts serverCpu). */
  pid: number;
  /** What it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a server as `node <args>` with `env` added to this process's environment, and waits until it
 * prints `readyLine`. It is killed if this process ends without stopping it (an interrupted run);
 * `cleanUp` runs once it has stopped, either way.
 */
export async function startServerProcess(
  name: string,
  args: string[],
  options: {
    cwd: string;
    env: Record<string, string>;
    readyLine: string;
    timeoutMs: number;
    cleanUp?: () => void;
  },
): Promise<ServerProcess> {
  const cleanUp = options.cleanUp ?? (() => {});
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const orphaned = () => {
    child.kill('SIGKILL');
    cleanUp();
  };
  process.once('exit', orphaned);
  let output = '';
  const ready = new Promise<void>((res, rej) => {
    const timer = setTimeout(
      () => rej(new Error(`${name} did not start in time:\n${output}`)),
      options.timeoutMs,
    );
    const seen = (d: Buffer) => {
      output += d;
      if (output.includes(options.readyLine)) {
        clearTimeout(timer);
        res();
      }
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', () => {
      clearTimeout(timer);
      rej(new Error(`${name} exited early:\n${output}`));
    });
  });
  await ready.catch((error: Error) => {
    process.off('exit', orphaned);
    orphaned();
    throw error;
  });
  return {
    pid: child.pid as number,
    output: () => output,
    async stop() {
      process.off('exit', orphaned);
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      cleanUp();
    },
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs: Lighthouse's browser (the benches and budgets.test.ts). */
export const chromiumOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the browser the suite
 * drives. Without the full browser's tabs and profile services a page opens and loads in about half the
 * time, and the suite took 765 s instead of 1,067 s on 2 cores. Lighthouse keeps the full browser.
 */
export const suiteChromiumPath = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** A Chromium that test files connect to (`chromium.connect(wsEndpoint())`), launched once by the global setup. */
export function launchChromiumServer(): Promise<BrowserServer> {
  if (!existsSync(suiteChromiumPath)) {
    throw new Error(
      `${suiteChromiumPath} is missing: install Debian's chromium-headless-shell (pnpm test does it with apt-get).`,
    );
  }
  return chromium.launchServer({ ...chromiumOptions, executablePath: suiteChromiumPath });
}
