import fastifyRateLimit from '@fastify/rate-limit';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAltchaProvider } from '../captcha/altcha.js';
import { openTestDb, type TestDb } from '../testing.js';
import { databaseState, memoryState, redisState, type SharedState } from './shared-state.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server process as far as the limits go: its own Fastify app, its own memory, the shared state given. It
 * answers POST /act with 204, or 429 once the caller's address went over `max` in the window.
 */
async function serverProcess(state: SharedState, max: number, timeWindow: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false, ...state.rateLimit });
  const limit = app.createRateLimit({ max, timeWindow, keyGenerator: (r) => `act|${r.ip}|${timeWindow}` });
  app.post('/act', async (request, reply) => {
    const state = await limit(request);
    return reply.code(!state.isAllowed && state.isExceeded ? 429 : 204).send();
  });
  app.get('/left', async (request) => {
    const state = await limit(request, { increment: false });
    return { remaining: state.isAllowed ? null : state.remaining };
  });
  await app.ready();
  return app;
}

/** A captcha token: the challenge of `provider` solved as the widget would (altcha-lib's solver). */
async function solvedToken(provider: ReturnType<typeof createAltchaProvider>): Promise<string> {
  const challenge = (await provider.challenge()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** What every kind of shared state must do, whichever process asks. */
function sharedBetweenProcesses(name: string, open: () => Promise<SharedState>) {
  describe(name, () => {
    let state: SharedState;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      state = await open();
      a = await serverProcess(state, 3, 60_000);
      b = await serverProcess(state, 3, 60_000);
    });

    afterAll(async () => {
      await a?.close();
      await b?.close();
      await state?.close();
    });

    it('counts a rate limit across processes: the 4th act is refused whichever process gets it', async () => {
      const from = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/act', remoteAddress: `10.0.${name.length}.1` });
      const statuses = [
        (await from(a)).statusCode,
        (await from(b)).statusCode,
        (await from(a)).statusCode,
        (await from(b)).statusCode,
        (await from(a)).statusCode,
      ];
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      // Another address has its own count.
      const other = await a.inject({ method: 'POST', url: '/act', remoteAddress: '10.9.9.9' });
      expect(other.statusCode).toBe(204);
    });

    it('reads what is left without counting', async () => {
      const address = `10.1.${name.length}.2`;
      await a.inject({ method: 'POST', url: '/act', remoteAddress: address });
      const left = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: '/left', remoteAddress: address })).json().remaining;
      expect([await left(a), await left(b), await left(a)]).toEqual([2, 2, 2]);
    });

    it('starts a new window once the old one has ended', async () => {
      const quick = await serverProcess(state, 1, 300);
      const address = `10.2.${name.length}.3`;
      const act = async () =>
        (await quick.inject({ method: 'POST', url: '/act', remoteAddress: address })).statusCode;
      try {
        expect([await act(), await act()]).toEqual([204, 429]);
        await sleep(450);
        expect(await act()).toBe(204);
      } finally {
        await quick.close();
      }
    });

    it('claims a key once while the claim holds, and again after it ends', async () => {
      const key = `test|${name}|${Date.now()}`;
      expect(await state.claim(key, 300)).toBe(true);
      expect(await state.claim(key, 300)).toBe(false);
      await sleep(450);
      expect(await state.claim(key, 300)).toBe(true);
    });

    it('grants one of many concurrent claims of a key', async () => {
      const key = `race|${name}|${Date.now()}`;
      const results = await Promise.all(Array.from({ length: 8 }, () => state.claim(key, 60_000)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('accepts a captcha token on one process and refuses its replay on another', async () => {
      const hmacKey = 'a shared secret of the servers, 32+';
      const onA = createAltchaProvider({
        hmacKey,
        algorithm: 'SHA-256',
        cost: 1,
        maxNumber: 50,
        claim: state.claim,
      });
      const onB = createAltchaProvider({
        hmacKey,
        algorithm: 'SHA-256',
        cost: 1,
        maxNumber: 50,
        claim: state.claim,
      });
      const token = await solvedToken(onA);
      expect(await onA.verify(token)).toBe(true);
      expect(await onB.verify(token)).toBe(false);
      expect(await onA.verify(token)).toBe(false);
    });
  });
}

describe('shared state', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(() => t?.close());

  sharedBetweenProcesses('in the database', async () => databaseState(t.db));

  // A Redis is on 127.0.0.1:6379 where CI runs (.ci/run sets TEST_REDIS_URL when it answers).
  const redisUrl = process.env.TEST_REDIS_URL;
  describe.runIf(redisUrl)('with REDIS_URL', () => {
    sharedBetweenProcesses('in Redis', async () => redisState(redisUrl as string, `test:${Date.now()}:`));
  });

  it('keeps claims in this process only without a shared store', async () => {
    const one = memoryState();
    const other = memoryState();
    expect(await one.claim('k', 60_000)).toBe(true);
    expect(await one.claim('k', 60_000)).toBe(false);
    expect(await other.claim('k', 60_000)).toBe(true);
  });
});
