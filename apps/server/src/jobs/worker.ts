/**
 * A worker: claims the jobs of one queue and runs them with a handler, at most `concurrency` at once. It
 * polls (every `pollMs` while idle; at once after a job ends or an in-process `enqueue` wakes it), keeps
 * the lease of each running job alive with a heartbeat (every third of `leaseMs`), records done or failed
 * with backoff, and stops gracefully. Payloads are checked against the queue's zod schema before the
 * handler sees them: a payload that does not match fails the job at once (retrying cannot help).
 */
import { hostname } from 'node:os';
import type { Db } from '../db/database.js';
import { wakeSignal } from './notify.js';
import {
  type Claim,
  claimJob,
  completeJob,
  DEFAULT_MAX_RETRY_DELAY_MS,
  DEFAULT_RETRY_DELAY_MS,
  extendLease,
  failExpiredJobs,
  failJob,
  type Job,
  PermanentJobError,
  type QueueDefinition,
  retryDelay,
} from './queue.js';

/** What a handler gets besides the payload. */
export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  workerId: string;
  /**
   * Aborted when the worker lost the job's lease (another worker may run it now) or stops without waiting
   * any longer: long handlers should pass it on (e.g. to a child process) and stop soon after.
   */
  signal: AbortSignal;
  /**
   * Renews the lease now and answers whether this worker still holds it (false also aborts `signal`). A
   * handler calls it before writing outputs: a true answer leaves a whole lease in which no other worker
   * can take the job, so only the holder writes.
   */
  holdsLease(): Promise<boolean>;
}

/** Runs one job; throwing retries it later (a `PermanentJobError` fails it at once). */
export type JobHandler<T> = (payload: T, job: JobContext) => Promise<void>;

export interface WorkerOptions<T> {
  queue: QueueDefinition<T>;
  handler: JobHandler<T>;
  /** Jobs run at once by this worker; default 1. */
  concurrency?: number;
  /** How long a claim holds without a heartbeat; a crashed worker's jobs run again after it. Default 60 s. */
  leaseMs?: number;
  /** The wait between claims while idle; default 1 s. */
  pollMs?: number;
  /** Names this worker in `locked_by`; default `<host>:<pid>:<random>`. */
  workerId?: string;
  /** How long `stop()` waits for running handlers by default; default 30 s. */
  stopTimeoutMs?: number;
  /** Reports errors of the worker itself (a lost database) and of failed jobs; default console.error. */
  onError?: (error: unknown, job?: Job) => void;
}

export interface JobWorker {
  readonly workerId: string;
  readonly queue: string;
  /** The number of handlers running now. */
  readonly running: number;
  start(): void;
  /**
   * Stops claiming and waits for the running handlers, at most `timeoutMs`; then aborts their signals and
   * returns. A handler that goes on keeps its lease renewed while it runs; once the process exits, its
   * lease expires and another worker runs the job again.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
}

export function createWorker<T>(db: Db, options: WorkerOptions<T>): JobWorker {
  const { queue, handler } = options;
  const concurrency = options.concurrency ?? 1;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const workerId = options.workerId ?? defaultWorkerId();
  const retryBase = queue.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const retryMax = queue.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const onError =
    options.onError ??
    ((error, job) => console.error(`Job ${queue.name}${job ? ` #${job.id}` : ''}:`, error));
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`Invalid concurrency: ${concurrency}`);
  if (!(leaseMs >= 10) || !(pollMs >= 1)) throw new Error('Invalid leaseMs or pollMs');

  const running = new Map<number, { done: Promise<void>; abort: AbortController }>();
  let loop: Promise<void> | undefined;
  let stopping = false;
  let unsubscribe: (() => void) | undefined;
  /**
   * Wake-ups (a job ended, a job was enqueued in this process, or stop): they end the current idle wait,
   * and one that comes while the loop is busy (claiming) skips its next wait, so none is lost.
   */
  let wake: (() => void) | undefined;
  let woken = false;
  const poke = () => {
    woken = true;
    wake?.();
  };
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        woken = false;
        resolve();
      }
      wake = done;
    });

  /** Runs a claimed job and records its outcome; never throws. */
  async function run(job: Job, abort: AbortController): Promise<void> {
    const claim: Claim = { id: job.id, attempts: job.attempts };
    let lost = false;
    const renew = async () => {
      if (lost) return;
      if (!(await extendLease(db, claim, leaseMs))) {
        lost = true;
        abort.abort(new Error('The job lease was lost'));
      }
    };
    // Renewed three times per lease, so one slow or failed renewal does not lose it.
    const heartbeat = setInterval(
      () => void renew().catch((error: unknown) => onError(error, job)),
      Math.max(5, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    let failure: { error: unknown } | undefined;
    try {
      const parsed = queue.schema.safeParse(job.payload);
      if (!parsed.success) {
        throw new PermanentJobError(`Invalid payload for queue ${queue.name}: ${parsed.error.message}`);
      }
      const context = {
        id: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        workerId,
        signal: abort.signal,
        holdsLease: async () => {
          await renew();
          return !lost;
        },
      };
      await handler(parsed.data, context);
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    try {
      const recorded = failure
        ? await failJob(db, claim, failure.error, {
            retryDelayMs: retryDelay(job.attempts, retryBase, retryMax),
            permanent: failure.error instanceof PermanentJobError,
          })
        : await completeJob(db, claim);
      if (failure) onError(failure.error, job);
      if (!recorded) {
        onError(new Error('The job lease was lost before the end: its outcome was not recorded'), job);
      }
    } catch (error) {
      // The database is unreachable: the lease will expire and the job run again.
      onError(error, job);
    }
  }

  async function claimLoop(): Promise<void> {
    let lastSweep = 0;
    while (!stopping) {
      if (running.size >= concurrency) {
        await idle(pollMs);
        continue;
      }
      let job: Job | undefined;
      try {
        job = await claimJob(db, queue.name, workerId, leaseMs);
        if (!job && Date.now() - lastSweep >= pollMs) {
          lastSweep = Date.now();
          await failExpiredJobs(db, queue.name);
        }
      } catch (error) {
        onError(error);
        await idle(pollMs);
        continue;
      }
      if (!job) {
        await idle(pollMs);
        continue;
      }
      const abort = new AbortController();
      const claimed = job;
      const done = run(claimed, abort).finally(() => {
        running.delete(claimed.id);
        poke();
      });
      running.set(claimed.id, { done, abort });
    }
  }

  return {
    workerId,
    queue: queue.name,
    get running() {
      return running.size;
    },
    start() {
      if (loop) return;
      stopping = false;
      unsubscribe = wakeSignal.subscribe(queue.name, poke);
      loop = claimLoop();
    },
    async stop(timeoutMs = options.stopTimeoutMs ?? 30_000) {
      stopping = true;
      unsubscribe?.();
      poke();
      await loop;
      loop = undefined;
      const all = Promise.all([...running.values()].map((r) => r.done));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) for (const r of running.values()) r.abort.abort(new Error('The worker is stopping'));
    },
  };
}
