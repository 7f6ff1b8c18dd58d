import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Db, openDatabase } from '../db/database.js';
import { openTestDb, type TestDb, testEngine } from '../testing.js';
import {
  claimJob,
  completeJob,
  defineQueue,
  deleteFinishedJobs,
  enqueue,
  extendLease,
  failExpiredJobs,
  failJob,
  getJob,
  retryDelay,
} from './queue.js';

let t: TestDb;
let db: Db;
let n = 0;
/** A queue of its own for each test (they share the database). */
const newQueue = (options: { maxAttempts?: number } = {}) =>
  defineQueue({ name: `queue-${++n}`, schema: z.object({ video: z.number().int() }), ...options });
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);
const WAIT = { timeout: 10_000, interval: 20 };

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
});
afterAll(() => t.close());

describe('given a job enqueued on an empty queue', () => {
  it('is claimed once with its payload, then completed', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 7 });

    const job = await claimJob(db, queue.name, 'w1', 60_000);
    expect(job).toMatchObject({ id, payload: { video: 7 }, state: 'running', attempts: 1, lockedBy: 'w1' });
    expect(job?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await claimJob(db, queue.name, 'w2', 60_000)).toBeUndefined();

    expect(await completeJob(db, { id, attempts: 1 })).toBe(true);
    expect(await getJob(db, id)).toMatchObject({ state: 'done', lockedBy: null, lockedUntil: null });
    expect((await getJob(db, id))?.finishedAt).toBeInstanceOf(Date);
    expect(await claimJob(db, queue.name, 'w1', 60_000)).toBeUndefined();
  });

  it('rejects a payload that does not match the queue schema, adding nothing', async () => {
    const queue = newQueue();
    await expect(enqueue(db, queue, { video: 'seven' } as never)).rejects.toThrow();
    expect(await claimJob(db, queue.name, 'w1', 60_000)).toBeUndefined();
  });
});

describe('given several due jobs', () => {
  it('claims them in run_at order, then by id', async () => {
    const queue = newQueue();
    const same = minutesFromNow(-2);
    const second = await enqueue(db, queue, { video: 2 }, { runAt: same });
    const first = await enqueue(db, queue, { video: 1 }, { runAt: minutesFromNow(-3) });
    const fourth = await enqueue(db, queue, { video: 4 }, { runAt: minutesFromNow(-1) });
    const third = await enqueue(db, queue, { video: 3 }, { runAt: same });

    const order: number[] = [];
    for (let i = 0; i < 4; i++) order.push((await claimJob(db, queue.name, 'w1', 60_000))?.id ?? 0);
    expect(order).toEqual([first, second, third, fourth]);
  });

  it('claims only the jobs of the queue asked for', async () => {
    const queue = newQueue();
    const other = newQueue();
    await enqueue(db, other, { video: 1 });
    expect(await claimJob(db, queue.name, 'w1', 60_000)).toBeUndefined();
    expect(await claimJob(db, other.name, 'w1', 60_000)).toBeDefined();
  });
});

describe('given a delayed job', () => {
  it('is not claimed before its time, and a due job behind it is', async () => {
    const queue = newQueue();
    const later = await enqueue(db, queue, { video: 1 }, { runAt: minutesFromNow(60) });
    expect(await claimJob(db, queue.name, 'w1', 60_000)).toBeUndefined();
    const now = await enqueue(db, queue, { video: 2 });
    expect((await claimJob(db, queue.name, 'w1', 60_000))?.id).toBe(now);
    await db
      .updateTable('jobs')
      .set({ run_at: minutesFromNow(-1) })
      .where('id', '=', later)
      .execute();
    expect((await claimJob(db, queue.name, 'w1', 60_000))?.id).toBe(later);
  });
});

describe('given a failed run', () => {
  it('queues the job again after the backoff delay, keeping the error', async () => {
    const queue = newQueue({ maxAttempts: 3 });
    const id = await enqueue(db, queue, { video: 1 });
    const job = await claimJob(db, queue.name, 'w1', 60_000);
    expect(
      await failJob(db, { id, attempts: job?.attempts ?? 0 }, new Error('disk full'), {
        retryDelayMs: 3_600_000,
      }),
    ).toBe('queued');
    const after = await getJob(db, id);
    expect(after).toMatchObject({ state: 'queued', attempts: 1, lockedBy: null, finishedAt: null });
    expect(after?.lastError).toContain('disk full');
    expect(after?.runAt.getTime()).toBeGreaterThan(minutesFromNow(55).getTime());
    expect(await claimJob(db, queue.name, 'w1', 60_000)).toBeUndefined();
  });

  it('fails the job for good on its last attempt, or at once when permanent', async () => {
    const queue = newQueue({ maxAttempts: 2 });
    const id = await enqueue(db, queue, { video: 1 });
    for (let attempt = 1; attempt <= 2; attempt++) {
      await db
        .updateTable('jobs')
        .set({ run_at: minutesFromNow(-1) })
        .where('id', '=', id)
        .execute();
      const job = await claimJob(db, queue.name, 'w1', 60_000);
      expect(job?.attempts).toBe(attempt);
      const state = await failJob(db, { id, attempts: attempt }, new Error(`boom ${attempt}`), {
        retryDelayMs: 0,
      });
      expect(state).toBe(attempt === 1 ? 'queued' : 'failed');
    }
    expect(await getJob(db, id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect((await getJob(db, id))?.lastError).toContain('boom 2');

    const permanent = await enqueue(db, queue, { video: 2 });
    await claimJob(db, queue.name, 'w1', 60_000);
    expect(
      await failJob(db, { id: permanent, attempts: 1 }, new Error('corrupt'), {
        retryDelayMs: 0,
        permanent: true,
      }),
    ).toBe('failed');
  });

  it('doubles the retry delay up to its cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelay(a, 1_000, 5_000))).toEqual([1_000, 2_000, 4_000, 5_000]);
    expect(retryDelay(500, 1_000, 60_000)).toBe(60_000);
  });
});

describe('given a singleton key', () => {
  it('returns the unfinished job holding the key instead of adding another', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 1 }, { singletonKey: 'video:1' });
    // More often than PostgreSQL's switch to a generic plan of a prepared statement (after five runs).
    for (let i = 0; i < 8; i++)
      expect(await enqueue(db, queue, { video: 1 }, { singletonKey: 'video:1' })).toBe(id);
    await claimJob(db, queue.name, 'w1', 60_000);
    expect(await enqueue(db, queue, { video: 1 }, { singletonKey: 'video:1' })).toBe(id);

    const otherKey = await enqueue(db, queue, { video: 2 }, { singletonKey: 'video:2' });
    const otherQueue = await enqueue(db, newQueue(), { video: 1 }, { singletonKey: 'video:1' });
    expect(new Set([id, otherKey, otherQueue]).size).toBe(3);
    const { count } = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('queue', '=', queue.name)
      .where('singleton_key', '=', 'video:1')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('adds a new job once the holder of the key has finished', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 1 }, { singletonKey: 'video:1' });
    await claimJob(db, queue.name, 'w1', 60_000);
    await completeJob(db, { id, attempts: 1 });
    const again = await enqueue(db, queue, { video: 1 }, { singletonKey: 'video:1' });
    expect(again).not.toBe(id);
    expect(await getJob(db, again)).toMatchObject({ state: 'queued' });
  });
});

describe('given a worker that claimed a job and crashed', () => {
  it('leaves the job alone while its lease lasts', async () => {
    const queue = newQueue();
    await enqueue(db, queue, { video: 1 });
    await claimJob(db, queue.name, 'crashed', 60_000);
    expect(await claimJob(db, queue.name, 'w2', 60_000)).toBeUndefined();
  });

  it('lets another worker claim it once the lease expires; the crashed claim can no longer change it', async () => {
    const queue = newQueue();
    const id = await enqueue(db, queue, { video: 1 });
    const crashed = await claimJob(db, queue.name, 'crashed', 20);
    expect(crashed?.attempts).toBe(1);

    const taken = await vi.waitFor(async () => {
      const job = await claimJob(db, queue.name, 'w2', 60_000);
      if (!job) throw new Error('not yet');
      return job;
    }, WAIT);
    expect(taken).toMatchObject({ id, attempts: 2, lockedBy: 'w2' });

    const old = { id, attempts: 1 };
    expect(await extendLease(db, old, 60_000)).toBe(false);
    expect(await completeJob(db, old)).toBe(false);
    expect(await failJob(db, old, new Error('late'), { retryDelayMs: 0 })).toBeUndefined();
    expect(await getJob(db, id)).toMatchObject({ state: 'running', lockedBy: 'w2', lastError: null });

    expect(await extendLease(db, { id, attempts: 2 }, 60_000)).toBe(true);
    expect(await completeJob(db, { id, attempts: 2 })).toBe(true);
    expect(await getJob(db, id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('fails the job when the crashed run was its last attempt', async () => {
    const queue = newQueue({ maxAttempts: 1 });
    const id = await enqueue(db, queue, { video: 1 });
    await claimJob(db, queue.name, 'crashed', 20);
    await vi.waitFor(async () => expect(await failExpiredJobs(db, queue.name)).toBe(1), WAIT);
    const job = await getJob(db, id);
    expect(job).toMatchObject({ state: 'failed', lockedBy: null });
    expect(job?.lastError).toContain('lease expired');
    expect(await claimJob(db, queue.name, 'w2', 60_000)).toBeUndefined();
  });
});

describe('given finished jobs', () => {
  it('deletes those finished before the retention period, and nothing else', async () => {
    const queue = newQueue();
    const old = await enqueue(db, queue, { video: 1 });
    const recent = await enqueue(db, queue, { video: 2 });
    const waiting = await enqueue(db, queue, { video: 3 }, { runAt: minutesFromNow(60) });
    for (const id of [old, recent]) {
      await claimJob(db, queue.name, 'w1', 60_000);
      await completeJob(db, { id, attempts: 1 });
    }
    await db
      .updateTable('jobs')
      .set({ finished_at: sql<Date>`now() - interval '8 days'` })
      .where('id', '=', old)
      .execute();
    expect(await deleteFinishedJobs(db, 7 * 86_400_000)).toBeGreaterThanOrEqual(1);
    expect(await getJob(db, old)).toBeUndefined();
    expect(await getJob(db, recent)).toBeDefined();
    expect(await getJob(db, waiting)).toBeDefined();
  });
});

describe('given claimers on separate connections', () => {
  it.skipIf(testEngine === 'pglite')('hands each job to exactly one of them', async () => {
    const queue = newQueue();
    const ids = new Set<number>();
    for (let i = 0; i < 30; i++) ids.add(await enqueue(db, queue, { video: i }));
    const other = await openDatabase({
      databaseUrl: t.url,
      schema: t.schema,
      poolSize: 4,
    });
    try {
      // Four claim loops per connection at once, each claiming until it finds nothing free.
      const loop = async (conn: Db, worker: string) => {
        const got: number[] = [];
        for (;;) {
          const job = await claimJob(conn, queue.name, worker, 60_000);
          if (!job) return got;
          got.push(job.id);
        }
      };
      const loops = await Promise.all(Array.from({ length: 8 }, (_, i) => loop(i % 2 ? other : db, `w${i}`)));
      // A loop may stop while the last rows are locked by the others; those were claimed by them.
      const claimed = loops.flat();
      expect(claimed.length).toBe(new Set(claimed).size);
      expect(new Set(claimed)).toEqual(ids);
      expect(loops.filter((got) => got.length > 0).length).toBeGreaterThan(1);
    } finally {
      await other.destroy();
    }
  });
});
