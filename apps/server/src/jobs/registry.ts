/**
 * Registrations: a queue paired with its handler and its worker settings, with the type of its payload
 * erased so that handlers of different queues fit in one list (src/job-handlers.ts). `startWorkers` runs one
 * worker per registration (in the server's process, or in the separate worker process of src/worker-main.ts)
 * and, beside them, removes finished jobs after a while.
 */
import type { Db } from '../db/database.js';
import { deleteFinishedJobs, type Job, type QueueDefinition } from './queue.js';
import { createWorker, defaultWorkerId, type JobHandler, type JobWorker } from './worker.js';

/** Settings shared by the workers `startWorkers` starts; a registration's own settings win. */
export interface WorkerDefaults {
  /** The worker id prefix (each worker appends its queue); default `<host>:<pid>:<random>`. */
  workerId?: string;
  concurrency?: number;
  leaseMs?: number;
  /** Every queue's lease, over the registrations' own (the worker process's JOBS_LEASE_SECONDS). */
  forcedLeaseMs?: number | undefined;
  pollMs?: number;
  stopTimeoutMs?: number;
  onError?: (error: unknown, job?: Job) => void;
}

export interface JobRegistration {
  queue: string;
  create(db: Db, defaults: WorkerDefaults): JobWorker;
}

/** Pairs a queue with its handler; `options` (concurrency, lease) override the runner's defaults. */
export function jobHandler<T>(
  queue: QueueDefinition<T>,
  handler: JobHandler<T>,
  options: { concurrency?: number; leaseMs?: number } = {},
): JobRegistration {
  return {
    queue: queue.name,
    create: (db, { forcedLeaseMs, ...defaults }) =>
      createWorker(db, {
        ...defaults,
        ...options,
        ...(forcedLeaseMs === undefined ? {} : { leaseMs: forcedLeaseMs }),
        workerId: `${defaults.workerId ?? defaultWorkerId()}/${queue.name}`,
        queue,
        handler,
      }),
  };
}

export interface RunningWorkers {
  workers: JobWorker[];
  /** Stops every worker (see JobWorker.stop) and the clean-up. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts a worker per registration. `keepFinishedMs` (default 7 days; 0 keeps them) is how long done and
 * failed jobs stay for inspection; they are removed hourly (any runner may do it; deleting is idempotent).
 */
export function startWorkers(
  db: Db,
  registrations: JobRegistration[],
  defaults: WorkerDefaults & { keepFinishedMs?: number } = {},
): RunningWorkers {
  const queues = registrations.map((r) => r.queue);
  const duplicate = queues.find((q, i) => queues.indexOf(q) !== i);
  if (duplicate) throw new Error(`Two handlers for the queue ${duplicate}`);
  const { keepFinishedMs = 7 * 86_400_000, ...workerDefaults } = defaults;
  const workerId = workerDefaults.workerId ?? defaultWorkerId();
  const workers = registrations.map((r) => r.create(db, { ...workerDefaults, workerId }));
  for (const worker of workers) worker.start();
  const cleanUp = () =>
    deleteFinishedJobs(db, keepFinishedMs).catch((error: unknown) =>
      (defaults.onError ?? console.error)(error),
    );
  const timer = keepFinishedMs > 0 ? setInterval(cleanUp, 3_600_000) : undefined;
  timer?.unref();
  return {
    workers,
    async stop(timeoutMs) {
      clearInterval(timer);
      await Promise.all(workers.map((w) => w.stop(timeoutMs)));
    },
  };
}
