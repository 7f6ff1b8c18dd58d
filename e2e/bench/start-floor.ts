// The floor bench:web measures the site beside (e2e/bench/floor): built when its build is missing or older
// than its sources, then served by its own server, reading its videos from the running site.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServerProcess } from '../src/site';

const here = dirname(fileURLToPath(import.meta.url));
const floorDir = join(here, 'floor');
const root = resolve(here, '../..');

export interface RunningFloor {
  url: string;
  /** The server's process id, for its CPU time (measure.ts serverCpu). */
  pid: number;
  stop(): Promise<void>;
}

/** The newest modification time (ms) of the floor's sources: app/ and the files beside it. */
function sourcesTime(): number {
  const times: number[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else times.push(statSync(path).mtimeMs);
    }
  };
  walk(join(floorDir, 'app'));
  for (const file of ['package.json', 'react-router.config.ts', 'vite.config.ts']) {
    times.push(statSync(join(floorDir, file)).mtimeMs);
  }
  return Math.max(...times);
}

/** Builds the floor (`pnpm --filter @site/floor build`, the pinned pnpm) unless its build is up to date. */
export function buildFloor(): void {
  const built = join(floorDir, 'build/server/index.js');
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesTime()) return;
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    packageManager: string;
  };
  console.log('Building the floor (e2e/bench/floor)…');
  const result = spawnSync('npx', ['-y', packageManager, '--filter', '@site/floor', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The floor's build failed (exit ${result.status})`);
}

/** Builds the floor if needed and starts its server (NODE_ENV=production), reading from `siteUrl`. */
export async function startFloor(siteUrl: string): Promise<RunningFloor> {
  buildFloor();
  const port = await freePort();
  const server = await startServerProcess('The floor', ['server.ts'], {
    cwd: floorDir,
    env: { NODE_ENV: 'production', SITE_URL: siteUrl, PORT: String(port), HOST: '127.0.0.1' },
    readyLine: 'Floor ready on',
    timeoutMs: 60_000,
  });
  return { url: `http://127.0.0.1:${port}`, pid: server.pid, stop: server.stop };
}
