import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { onCleanup } from './temp.js';

/**
 * `--postgres`: the site server of the upload half on a fresh PostgreSQL database of its own (the
 * production setup) instead of PGlite, created on the server of BENCH_PG_URL, else DATABASE_URL, else
 * postgres://root@127.0.0.1:5432/postgres, and dropped at the end (on Ctrl-C with psql, best effort).
 */

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTempDatabase(): Promise<TempDatabase> {
  const admin =
    process.env.BENCH_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
  const name = `bench_media_${process.pid}_${Date.now().toString(36)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  let dropped = false;
  onCleanup(() => {
    if (!dropped) spawnSync('psql', [admin, '-qc', `drop database if exists ${name} with (force)`]);
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await run(`drop database if exists ${name} with (force)`);
      dropped = true;
    },
  };
}
