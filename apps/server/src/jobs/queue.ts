/**
 * The job queue's data operations on the `jobs` table (migration 0012), for PostgreSQL and PGlite alike:
 * enqueue (with optional delay and per-key dedupe), claim (one statement, `FOR UPDATE SKIP LOCKED`, a
 * lease that another worker may take over once it expires), heartbeat, completion and failure with
 * exponential backoff. Every state change after a claim is guarded by the claim itself (job id and
 * attempt number), so a worker that lost its lease cannot overwrite the outcome of the worker that took
 * the job over. See README.md for the design.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { JobStateName } from '../db/schema.js';
import { wakeSignal } from './notify.js';

export type JobState = JobStateName;

/** A queue: its name, the zod schema of its payloads, and its retry policy. */
export interface QueueDefinition<T> {
  name: string;
  schema: z.ZodType<T>;
  /** Claims before a job fails for good (a crashed run counts); default 5. */
  maxAttempts?: number;
  /** The delay before the first retry, doubled on each further one; default 10 s. */
  retryDelayMs?: number;
  /** The longest delay between retries; default 1 hour. */
  maxRetryDelayMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_RETRY_DELAY_MS = 10_000;
export const DEFAULT_MAX_RETRY_DELAY_MS = 3_600_000;
/** Error texts stored in `last_error` are cut to this length. */
const MAX_ERROR_LENGTH = 4_000;

/** Declares a queue (a typed name with its payload schema). */
export function defineQueue<T>(definition: QueueDefinition<T>): QueueDefinition<T> {
  if (!/^[\w.:-]{1,100}$/.test(definition.name)) throw new Error(`Invalid queue name: ${definition.name}`);
  return definition;
}

/** Thrown by a handler when retrying cannot help (e.g. a corrupted file): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** A row of `jobs` as the queue hands it out. */
export interface Job {
  id: number;
  queue: string;
  payload: unknown;
  state: JobState;
  /** Claims so far, this one included: 1 on the first run. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  singletonKey: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

interface JobRow {
  id: string | number;
  queue: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  singleton_key: string | null;
  created_at: Date;
  finished_at: Date | null;
}

function toJob(row: JobRow): Job {
  return {
    id: Number(row.id),
    queue: row.queue,
    payload: row.payload,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: new Date(row.run_at),
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
    lastError: row.last_error,
    singletonKey: row.singleton_key,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  };
}

/** A duration in milliseconds as an SQL interval (a parameter, never text). */
const msInterval = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Overrides the queue's maxAttempts. */
  maxAttempts?: number;
  /** Dedupe: while a queued or running job of this queue has this key, its id is returned instead. */
  singletonKey?: string;
}

/**
 * Adds a job and returns its id; the payload is checked against the queue's schema (a mismatch throws
 * the ZodError: it is the caller's bug). With a singleton key already held by an unfinished job of the
 * queue, nothing is added and that job's id is returned. Pass a transaction as `db` to enqueue atomically
 * with other writes (the in-process wake-up then comes before the commit: the job starts at the next poll).
 */
export async function enqueue<T>(
  db: Db,
  queue: QueueDefinition<T>,
  payload: T,
  options: EnqueueOptions = {},
): Promise<number> {
  const data = queue.schema.parse(payload);
  const maxAttempts = options.maxAttempts ?? queue.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`Invalid maxAttempts: ${maxAttempts}`);
  const values = {
    queue: queue.name,
    payload: JSON.stringify(data ?? null),
    max_attempts: maxAttempts,
    ...(options.runAt ? { run_at: options.runAt } : {}),
  };
  const key = options.singletonKey;
  if (key === undefined) {
    const row = await db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
    wakeSignal.notify(queue.name);
    return Number(row.id);
  }
  // The unfinished holder of the key may finish between the conflict and the look-up: then try again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await db
      .insertInto('jobs')
      .values({ ...values, singleton_key: key })
      // The predicate of the partial unique index jobs_singleton, as literal text: PostgreSQL matches the
      // arbiter index by it, which a parameter (in a reused generic plan) would defeat.
      .onConflict((oc) =>
        oc
          .columns(['queue', 'singleton_key'])
          .where(sql<boolean>`singleton_key IS NOT NULL AND state IN ('queued', 'running')`)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      wakeSignal.notify(queue.name);
      return Number(inserted.id);
    }
    const existing = await db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', queue.name)
      .where('singleton_key', '=', key)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (existing) return Number(existing.id);
  }
  throw new Error(`Could not enqueue the singleton job ${queue.name}/${key}`);
}

/**
 * Claims the next due job of a queue for `workerId` with a lease of `leaseMs`, in (run_at, id) order: a
 * queued job whose time has come, or a running one whose lease expired (its worker is gone) and that has
 * attempts left. One statement; `SKIP LOCKED` lets concurrent claimers pass each other's rows, so a job
 * is handed to one claimer only. Undefined when nothing is due.
 */
export async function claimJob(
  db: Db,
  queue: string,
  workerId: string,
  leaseMs: number,
): Promise<Job | undefined> {
  const { rows } = await sql<JobRow>`
    UPDATE jobs SET state = 'running', locked_by = ${workerId}, locked_until = now() + ${msInterval(leaseMs)},
      attempts = attempts + 1, updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE queue = ${queue} AND state IN ('queued', 'running')
        AND ((state = 'queued' AND run_at <= now())
          OR (state = 'running' AND locked_until < now() AND attempts < max_attempts))
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  return rows[0] ? toJob(rows[0]) : undefined;
}

/** The claim a worker holds: the job and the attempt number it claimed it with. */
export type Claim = Pick<Job, 'id' | 'attempts'>;

/**
 * Extends the lease of a running job by `leaseMs` from now. False when the claim is no longer held (the
 * lease expired and another worker took the job, or it was finished): the holder should stop.
 */
export async function extendLease(db: Db, claim: Claim, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: sql<Date>`now() + ${msInterval(leaseMs)}`, updated_at: sql<Date>`now()` })
    .where('id', '=', claim.id)
    .where('state', '=', 'running')
    .where('attempts', '=', claim.attempts)
    .returning('id')
    .execute();
  return result.length === 1;
}

/** Marks a claimed job done. False when the claim was no longer held (the outcome is not recorded). */
export async function completeJob(db: Db, claim: Claim): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'done',
      locked_by: null,
      locked_until: null,
      finished_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', claim.id)
    .where('state', '=', 'running')
    .where('attempts', '=', claim.attempts)
    .returning('id')
    .execute();
  return result.length === 1;
}

/** The delay before retry number `attempt` (1 after the first failure): base × 2^(attempt−1), capped. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)));
}

/** An error as the text stored in `last_error`. */
export function errorText(error: unknown): string {
  const text =
    error instanceof Error
      ? (error.stack ?? `${error.name}: ${error.message}`)
      : String(error ?? 'unknown error');
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

/**
 * Records a failed run of a claimed job: queued again after the backoff delay while it has attempts left,
 * otherwise (or when `permanent`) failed. Returns the new state, or undefined when the claim was no longer
 * held.
 */
export async function failJob(
  db: Db,
  claim: Claim,
  error: unknown,
  options: { retryDelayMs: number; permanent?: boolean },
): Promise<'queued' | 'failed' | undefined> {
  const retry = sql<boolean>`(attempts < max_attempts AND NOT ${options.permanent === true})`;
  const { rows } = await sql<{ state: 'queued' | 'failed' }>`
    UPDATE jobs SET
      state = CASE WHEN ${retry} THEN 'queued' ELSE 'failed' END,
      run_at = CASE WHEN ${retry} THEN now() + ${msInterval(options.retryDelayMs)} ELSE run_at END,
      finished_at = CASE WHEN ${retry} THEN NULL ELSE now() END,
      locked_by = NULL, locked_until = NULL, last_error = ${errorText(error)}, updated_at = now()
    WHERE id = ${claim.id} AND state = 'running' AND attempts = ${claim.attempts}
    RETURNING state`.execute(db);
  return rows[0]?.state;
}

/**
 * Fails the running jobs of a queue whose lease expired with no attempts left (their last worker
 * crashed): the claim skips them, so they would otherwise stay `running`. Returns how many.
 */
export async function failExpiredJobs(db: Db, queue: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'failed',
      locked_by: null,
      locked_until: null,
      finished_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      last_error: sql<string>`concat_ws(E'\n', 'The lease expired: the worker stopped without finishing the job.', last_error)`,
    })
    .where('queue', '=', queue)
    .where(sql<boolean>`state IN ('queued', 'running') AND state = 'running'`) // literal: uses jobs_claim
    .where('locked_until', '<', sql<Date>`now()`)
    .where(sql<boolean>`attempts >= max_attempts`)
    .returning('id')
    .execute();
  return result.length;
}

/** One job by id, or undefined. */
export async function getJob(db: Db, id: number): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toJob(row as JobRow) : undefined;
}

/** Deletes the done and failed jobs that finished more than `olderThanMs` ago; returns how many. */
export async function deleteFinishedJobs(db: Db, olderThanMs: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed'])
    .where('finished_at', '<', sql<Date>`now() - ${msInterval(olderThanMs)}`)
    .returning('id')
    .execute();
  return result.length;
}
