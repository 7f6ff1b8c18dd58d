import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Db, openDatabase } from '../db/database.js';
import { openTestDb, type TestDb, testEngine } from '../testing.js';
import {
  claimJob,
  completeJob,
  defineQueue,
  enqueue,
  getJob,
  type JobState,
  PermanentJobError,
} from './queue.js';
import { jobHandler, startWorkers } from './registry.js';
import { createWorker, type JobContext, type JobWorker, type WorkerOptions } from './worker.js';

let t: TestDb;
let db: Db;
let n = 0;
const payloadSchema = z.object({ video: z.number().int() });
type Payload = z.infer<typeof payloadSchema>;
/** A queue of its own for each test (they share the database); retries come at once unless told. */
const newQueue = (options: { maxAttempts?: number; retryDelayMs?: number } = {}) =>
  defineQueue({ name: `work-${++n}`, schema: payloadSchema, retryDelayMs: 1, ...options });
const WAIT = { timeout: 10_000, interval: 20 };
const started: { stop(timeoutMs?: number): Promise<void> }[] = [];
const errors: unknown[] = [];

/** A started worker, stopped after the test; errors are collected instead of printed. */
function worker<T>(options: WorkerOptions<T>, on: Db = db): JobWorker {
  const w = createWorker(on, { pollMs: 10, onError: (error) => errors.push(error), ...options });
  w.start();
  started.push(w);
  return w;
}

/** A promise with its resolver, to hold handlers until the test lets them go. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

async function waitForState(id: number, state: JobState, on: Db = db) {
  return vi.waitFor(async () => {
    const job = await getJob(on, id);
    expect(job?.state).toBe(state);
    return job;
  }, WAIT);
}

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.stop(1_000)));
  errors.length = 0;
});
afterAll(() => t.close());

describe('given a worker and queued jobs', () => {
  it('runs each job once with its payload and marks it done', async () => {
    const queue = newQueue();
    const seen: [Payload, JobContext][] = [];
    const ids = [await enqueue(db, queue, { video: 1 }), await enqueue(db, queue, { video: 2 })];
    const w = worker({ queue, handler: async (payload, job) => void seen.push([payload, job]) });
    for (const id of ids) await waitForState(id, 'done');
    expect(seen.map(([p]) => p.video).sort()).toEqual([1, 2]);
    expect(seen.map(([, job]) => job.id).sort()).toEqual([...ids].sort());
    expect(seen.every(([, job]) => job.attempt === 1 && job.workerId === w.workerId)).toBe(true);
  });

  it('picks up a job enqueued while it is idle', async () => {
    const queue = newQueue();
    let runs = 0;
    worker({ queue, handler: async () => void runs++, pollMs: 60_000 });
    await waitForState(await enqueue(db, queue, { video: 1 }), 'done');
    // Now idle until its next poll a minute away: the in-process wake-up of enqueue starts the next job.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const id = await enqueue(db, queue, { video: 2 });
    await waitForState(id, 'done');
    expect(runs).toBe(2);
  });
});

describe('given a handler that fails', () => {
  it('retries with backoff, then fails the job with the last error', async () => {
    const queue = newQueue({ maxAttempts: 3 });
    const attempts: number[] = [];
    const id = await enqueue(db, queue, { video: 1 });
    worker({
      queue,
      handler: async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`boom ${job.attempt}`);
      },
    });
    const job = await waitForState(id, 'failed');
    expect(attempts).toEqual([1, 2, 3]);
    expect(job).toMatchObject({ attempts: 3, lockedBy: null });
    expect(job?.lastError).toContain('boom 3');
    expect(errors).toHaveLength(3);
  });

  it('waits for the backoff delay before the retry', async () => {
    const queue = newQueue({ retryDelayMs: 3_600_000 });
    let runs = 0;
    const id = await enqueue(db, queue, { video: 1 });
    worker({
      queue,
      handler: async () => {
        runs++;
        throw new Error('not yet');
      },
    });
    const job = await vi.waitFor(async () => {
      const j = await getJob(db, id);
      expect(j).toMatchObject({ state: 'queued', attempts: 1 });
      return j;
    }, WAIT);
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(runs).toBe(1);
  });

  it('completes the job when a retry succeeds', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 1 });
    worker({
      queue,
      handler: async (_payload, job) => {
        if (job.attempt === 1) throw new Error('flaky');
      },
    });
    expect(await waitForState(id, 'done')).toMatchObject({ attempts: 2 });
  });

  it('fails the job at once on a PermanentJobError', async () => {
    const queue = newQueue({ maxAttempts: 5 });
    let runs = 0;
    const id = await enqueue(db, queue, { video: 1 });
    worker({
      queue,
      handler: async () => {
        runs++;
        throw new PermanentJobError('corrupted file');
      },
    });
    const job = await waitForState(id, 'failed');
    expect(runs).toBe(1);
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toContain('corrupted file');
  });

  it('fails a job whose stored payload does not match the schema without running the handler', async () => {
    const queue = newQueue();
    let runs = 0;
    const { id } = await db
      .insertInto('jobs')
      .values({ queue: queue.name, payload: JSON.stringify({ video: 'seven' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    worker({ queue, handler: async () => void runs++ });
    const job = await waitForState(Number(id), 'failed');
    expect(runs).toBe(0);
    expect(job?.lastError).toContain('Invalid payload');
  });
});

describe('given a concurrency of 2 and six jobs', () => {
  it('runs at most two handlers at once, and all of them in the end', async () => {
    const queue = newQueue();
    const hold = gate();
    let active = 0;
    let maxActive = 0;
    let finished = 0;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await enqueue(db, queue, { video: i }));
    worker({
      queue,
      concurrency: 2,
      handler: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await hold.promise;
        active--;
        finished++;
      },
    });
    await vi.waitFor(() => expect(active).toBe(2), WAIT);
    const states = await db
      .selectFrom('jobs')
      .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
      .where('queue', '=', queue.name)
      .groupBy('state')
      .orderBy('state')
      .execute();
    expect(states.map((s) => [s.state, Number(s.count)])).toEqual([
      ['queued', 4],
      ['running', 2],
    ]);
    hold.open();
    for (const id of ids) await waitForState(id, 'done');
    expect(finished).toBe(6);
    expect(maxActive).toBe(2);
  });
});

describe('given a job claimed by a worker that crashed', () => {
  it('is run again by another worker once the lease expires, and completes once', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 1 });
    // The crashed worker: it claimed the job with a tiny lease and will never finish or renew it.
    const crashed = await claimJob(db, queue.name, 'crashed-worker', 20);
    expect(crashed?.id).toBe(id);

    const runs: JobContext[] = [];
    const w = worker({ queue, handler: async (_payload, job) => void runs.push(job) });
    const job = await waitForState(id, 'done');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id, attempt: 2, workerId: w.workerId });
    expect(job?.attempts).toBe(2);
    // The crashed worker coming back late cannot record an outcome.
    expect(await completeJob(db, { id, attempts: 1 })).toBe(false);
    expect((await getJob(db, id))?.state).toBe('done');
  });

  it('keeps a running job leased by its heartbeat, so a second worker never takes it', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 1 });
    const hold = gate();
    const runs: string[] = [];
    const handler = async (_payload: Payload, job: JobContext) => {
      runs.push(job.workerId);
      await hold.promise;
    };
    // A lease of 2 s renewed every 0.67 s: room for a late heartbeat on a loaded machine, where 0.6 s was not.
    worker({ queue, handler, leaseMs: 2_000 });
    await vi.waitFor(() => expect(runs).toHaveLength(1), WAIT);
    worker({ queue, handler, leaseMs: 2_000 });
    // Several renewals of the lease: the job outlives its first lease, while the second worker polls.
    const first = (await getJob(db, id))?.lockedUntil?.getTime() ?? 0;
    await vi.waitFor(
      async () => {
        const until = (await getJob(db, id))?.lockedUntil?.getTime() ?? 0;
        expect(until).toBeGreaterThan(first + 2_500);
      },
      { ...WAIT, timeout: 15_000 },
    );
    hold.open();
    await waitForState(id, 'done');
    expect(runs).toHaveLength(1);
  });

  it('aborts the signal of a handler whose lease was taken over', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 1 });
    let aborted = false;
    worker({
      queue,
      leaseMs: 300,
      handler: (_payload, job) =>
        new Promise<void>((resolve) => {
          job.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
    });
    await waitForState(id, 'running');
    // The lease runs out (as if the database had been unreachable) and another worker claims the job, in
    // one transaction so the heartbeat cannot renew the lease in between.
    const thief = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('jobs')
        .set({ locked_until: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', id)
        .execute();
      return claimJob(trx, queue.name, 'thief', 60_000);
    });
    expect(thief?.id).toBe(id);
    await vi.waitFor(() => expect(aborted).toBe(true), WAIT);
    expect(await getJob(db, id)).toMatchObject({ state: 'running', lockedBy: 'thief', attempts: 2 });
  });
});

describe('given a worker asked to stop', () => {
  it('finishes the running job, then claims nothing more', async () => {
    const queue = newQueue();
    const hold = gate();
    const first = await enqueue(db, queue, { video: 1 });
    let runs = 0;
    const w = worker({
      queue,
      handler: async () => {
        runs++;
        await hold.promise;
      },
    });
    await waitForState(first, 'running');
    let stopped = false;
    const stopping = w.stop(60_000).then(() => {
      stopped = true;
    });
    const second = await enqueue(db, queue, { video: 2 });
    expect(stopped).toBe(false);
    hold.open();
    await stopping;
    expect((await getJob(db, first))?.state).toBe('done');
    expect((await getJob(db, second))?.state).toBe('queued');
    expect(runs).toBe(1);
  });

  it('stops waiting after the timeout and aborts the handlers still running', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 1 });
    let signal: AbortSignal | undefined;
    const w = worker({
      queue,
      handler: (_payload, job) => {
        signal = job.signal;
        // Ends only when told to.
        return new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
      },
    });
    await waitForState(id, 'running');
    expect(signal?.aborted).toBe(false);
    await w.stop(10);
    expect(signal?.aborted).toBe(true);
  });
});

describe('given registered handlers', () => {
  it('runs a worker per queue and rejects two handlers for one queue', async () => {
    const a = newQueue();
    const b = newQueue();
    const seen: string[] = [];
    const running = startWorkers(
      db,
      [
        jobHandler(a, async (p) => void seen.push(`a${p.video}`)),
        jobHandler(b, async (p) => void seen.push(`b${p.video}`), { concurrency: 2 }),
      ],
      { workerId: 'host-1', pollMs: 10, onError: (error) => errors.push(error) },
    );
    started.push(running);
    expect(running.workers.map((w) => w.workerId)).toEqual([`host-1/${a.name}`, `host-1/${b.name}`]);
    const ids = [await enqueue(db, a, { video: 1 }), await enqueue(db, b, { video: 2 })];
    for (const id of ids) await waitForState(id, 'done');
    expect(seen.sort()).toEqual(['a1', 'b2']);
    expect(() => startWorkers(db, [jobHandler(a, async () => {}), jobHandler(a, async () => {})])).toThrow(
      /Two handlers/,
    );
  });
  it("holds every job for the runner's forced lease, over a registration's own", async () => {
    const queue = newQueue();
    const held = gate();
    const running = startWorkers(db, [jobHandler(queue, () => held.promise, { leaseMs: 600_000 })], {
      pollMs: 10,
      forcedLeaseMs: 5_000,
      onError: (error) => errors.push(error),
    });
    started.push(running);
    const id = await enqueue(db, queue, { video: 1 });
    const job = await waitForState(id, 'running');
    const { now } = await sql<{ now: Date }>`SELECT now()`
      .execute(db)
      .then((r) => r.rows[0] as { now: Date });
    // The database's clock: the lease ends within the forced 5 s, not the registration's 10 minutes.
    const left = (job?.lockedUntil?.getTime() ?? 0) - now.getTime();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(5_000);
    held.open();
    await waitForState(id, 'done');
  });
});

describe('given two workers on separate connections', () => {
  it.skipIf(testEngine === 'pglite')('never runs the same job twice or at once', async () => {
    const queue = newQueue();
    const other = await openDatabase({
      databaseUrl: t.url,
      schema: t.schema,
      poolSize: 4,
    });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 24; i++) ids.push(await enqueue(db, queue, { video: i }));
      const runsOf = new Map<number, number>();
      const activeOf = new Map<number, number>();
      let overlap = false;
      const workersSeen = new Set<string>();
      const bothStarted = gate();
      const handler = async (_payload: Payload, job: JobContext) => {
        runsOf.set(job.id, (runsOf.get(job.id) ?? 0) + 1);
        activeOf.set(job.id, (activeOf.get(job.id) ?? 0) + 1);
        if ((activeOf.get(job.id) ?? 0) > 1) overlap = true;
        workersSeen.add(job.workerId);
        if (workersSeen.size === 2) bothStarted.open();
        // Each handler holds its job until both workers are busy: they compete for the same rows.
        await bothStarted.promise;
        await new Promise((resolve) => setImmediate(resolve));
        activeOf.set(job.id, (activeOf.get(job.id) ?? 0) - 1);
      };
      worker({ queue, handler, concurrency: 3, workerId: 'machine-a' }, db);
      worker({ queue, handler, concurrency: 3, workerId: 'machine-b' }, other);
      for (const id of ids) await waitForState(id, 'done');
      expect(overlap).toBe(false);
      expect([...runsOf.keys()].sort((x, y) => x - y)).toEqual(ids);
      expect([...runsOf.values()].every((count) => count === 1)).toBe(true);
      expect(workersSeen).toEqual(new Set(['machine-a', 'machine-b']));
    } finally {
      await Promise.all(started.splice(0).map((w) => w.stop(1_000)));
      await other.destroy();
    }
  });
});
