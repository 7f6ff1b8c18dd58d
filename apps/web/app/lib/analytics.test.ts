import { ANALYTICS_ATTEMPTS, ANALYTICS_PATH, TIMING } from '@site/api';
import { describe, expect, it } from 'vitest';
import { asksNoTracking, createReporter, retryDelay } from './analytics';

/** A fake browser: fetch answers from `answers` in turn (a status, or a network failure), timers run by hand. */
function fakeEnv(answers: Array<number | 'offline'>) {
  const sent: Array<{ url: string; body: string }> = [];
  const beacons: Array<{ url: string; body: string }> = [];
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  const env = {
    fetch: async (url: string, init: RequestInit) => {
      sent.push({ url, body: String(init.body) });
      const answer = answers.shift() ?? 204;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return { ok: answer < 300, status: answer };
    },
    sendBeacon: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
    setTimeout: (fn: () => void, ms: number) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle: unknown) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
  /** Runs the next pending timer; its delay. */
  const tick = async () => {
    const timer = timers.find((t) => !t.cleared);
    if (!timer) return null;
    timer.cleared = true;
    timer.fn();
    await new Promise((r) => setTimeout(r, 0));
    return timer.ms;
  };
  return { env, sent, beacons, tick };
}

const view = { kind: 'view', page: 'video', lang: 'en' } as const;
const goal = { kind: 'goal', goal: 'signup', page: 'signup', lang: 'en' } as const;

describe('the analytics reporter', () => {
  it('sends a view once when the server counts it', async () => {
    const f = fakeEnv([204]);
    const r = createReporter(f.env);
    await r.send(view);
    expect(f.sent).toEqual([{ url: ANALYTICS_PATH, body: JSON.stringify({ events: [view] }) }]);
    expect(r.waiting).toBe(0);
  });

  it('tries a failed view again after §9’s 3 s, then twice as long each time, at most ANALYTICS_ATTEMPTS times', async () => {
    const f = fakeEnv(['offline', 503, 429, 'offline', 'offline']);
    const r = createReporter(f.env);
    await r.send(view);
    const waits: Array<number | null> = [];
    for (let i = 0; i < ANALYTICS_ATTEMPTS; i++) waits.push(await f.tick());
    expect(waits).toEqual([
      TIMING.analyticsRetry,
      TIMING.analyticsRetry * 2,
      TIMING.analyticsRetry * 4,
      null,
    ]);
    expect(f.sent).toHaveLength(ANALYTICS_ATTEMPTS);
    expect(r.waiting).toBe(0);
  });

  it('tries a failed goal again after §9’s 1 s', async () => {
    const f = fakeEnv(['offline', 204]);
    const r = createReporter(f.env);
    await r.send(goal);
    expect(await f.tick()).toBe(TIMING.analyticsGoalRetry);
    expect(f.sent).toHaveLength(2);
    expect(r.waiting).toBe(0);
    expect(retryDelay(goal, 2)).toBe(TIMING.analyticsGoalRetry * 2);
  });

  it('never repeats a report the server refused for good', async () => {
    const f = fakeEnv([400]);
    const r = createReporter(f.env);
    await r.send(view);
    expect(await f.tick()).toBeNull();
    expect(f.sent).toHaveLength(1);
  });

  it('hands what waits to one beacon when the page is hidden, and forgets it', async () => {
    const f = fakeEnv(['offline', 'offline']);
    const r = createReporter(f.env);
    await r.send(view);
    await r.send(goal);
    expect(r.waiting).toBe(2);
    r.flush();
    expect(f.beacons).toEqual([{ url: ANALYTICS_PATH, body: JSON.stringify({ events: [view, goal] }) }]);
    expect(r.waiting).toBe(0);
    expect(await f.tick()).toBeNull();
    r.flush();
    expect(f.beacons).toHaveLength(1);
  });
});

describe('asksNoTracking', () => {
  it('honours Do-Not-Track and Global Privacy Control', () => {
    expect(asksNoTracking({ doNotTrack: '1' } as unknown as Navigator)).toBe(true);
    expect(asksNoTracking({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(asksNoTracking({ doNotTrack: null } as unknown as Navigator)).toBe(false);
  });
});
