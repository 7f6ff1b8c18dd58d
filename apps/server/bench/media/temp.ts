import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One temporary folder for the whole run (the clips, the transcodes, the upload's source file and the
 * server's DATA_DIR), and what must be undone at the end: children to stop, the folder to remove. It is
 * removed on a normal end, on an error, and on Ctrl-C or SIGTERM (children first, so nothing writes into
 * it any more).
 */

type Cleanup = () => void;
const cleanups: Cleanup[] = [];
let root: string | undefined;

export function tempRoot(): string {
  if (!root) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-media-'));
    root = dir;
    onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  }
  return root;
}

/** Run at the end, last registered first. Must be synchronous (it also runs from a signal handler). */
export function onCleanup(fn: Cleanup): void {
  cleanups.push(fn);
}

export function cleanupNow(): void {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch (error) {
      console.error('cleanup:', (error as Error).message);
    }
  }
}

/** Children stopped gracefully by their own cleanup (`manage`), left out of the signal handler's sweep. */
const managed = new Set<number>();

/** Whether our child has ended: gone from /proc, or a zombie not reaped yet (its pid stays ours until then). */
function ended(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return true;
  }
}

/** A child stopped gracefully at the end (`killChild`), not killed by the signal handler's sweep. */
export function manage(child: ChildProcess): void {
  if (child.pid) managed.add(child.pid);
  onCleanup(() => killChild(child));
}

/**
 * Stops a child process of ours that is still running (SIGTERM, then SIGKILL after a grace period),
 * synchronously: it also runs inside a signal handler. A child Node has seen exit is left alone (its
 * pid may belong to another process by now).
 */
export function killChild(child: ChildProcess, graceMs = 3000): void {
  const pid = child.pid;
  if (!pid || child.exitCode !== null || child.signalCode !== null || ended(pid)) return;
  child.kill('SIGTERM');
  const until = Date.now() + graceMs;
  while (Date.now() < until) {
    if (ended(pid)) return;
    // A short blocking pause without spinning the CPU.
    spawnSync('sleep', ['0.1']);
  }
  if (!ended(pid)) child.kill('SIGKILL');
}

/**
 * Our own direct children that are still running (ffmpeg making a clip, which takes no AbortSignal), by
 * their pids from /proc: parent pid = ours. The server child is stopped gracefully by its own cleanup
 * (`manage`), so it is left out.
 */
function ownChildren(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(name);
      if (Number(fields[1]) === process.pid && fields[0] !== 'Z' && !managed.has(pid)) pids.push(pid);
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping and removing the temporary files`);
    // Tools first (nothing writes into the folder any more), then the cleanups: the server, the folder.
    for (const pid of ownChildren()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    cleanupNow();
    process.exit(130);
  });
}
