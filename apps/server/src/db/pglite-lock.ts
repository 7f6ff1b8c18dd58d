import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { ConfigError } from '../lib/env-schema.js';

/** The embedded database is open in another process (one process's database at a time): a one-line message. */
export class DatabaseInUseError extends ConfigError {}

/** Whether a process of this id runs (one we may not signal still runs: EPERM). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the PGlite folder `dir` for this process with `<dir>.lock` holding its id, or throws
 * DatabaseInUseError naming the process that holds it. PGlite itself lets two processes open one folder,
 * each running its own PostgreSQL on the same files, which corrupts them: the server, a worker started by
 * mistake and the command line (cli-main.ts) all open the folder through this. A lock left by a process
 * that ended without closing (a crash, a kill) is taken over. Answers the release.
 */
export function lockPgliteDir(dir: string): () => void {
  const path = `${dir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (
        attempt > 0 ||
        (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
      ) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is open in process ${holder} (the server?): stop it first, or set ` +
            `DATABASE_URL to PostgreSQL, which several processes share. If no such process uses it, remove ${path}.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(path, { force: true });
  };
}
