/**
 * The job handlers the worker process runs (worker-main.ts), and the server when it runs its workers
 * in-process: add a feature's `jobHandler(queue, handler)` registrations here.
 */
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { JobRegistration } from './registry.js';

/** What handlers may need to be built: the database and the configuration. */
export interface JobHandlerContext {
  db: Db;
  config: Config;
}

export function registeredJobHandlers(_context: JobHandlerContext): JobRegistration[] {
  return [];
}
