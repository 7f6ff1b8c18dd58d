import type { AnalyticsGoal } from '@site/api';

/**
 * The pages' door to the analytics (#33): a few lines in every page's JS, while the reporter itself
 * (lib/analytics.ts: retries, beacons, the ad-blocker check) is its own chunk, fetched when the browser is
 * first idle after the page showed, so it costs the listing pages' initial JS nothing.
 */
type AnalyticsModule = typeof import('./analytics');

let loaded: Promise<AnalyticsModule> | null = null;

/** The reporter's module, loaded once. */
export function analytics(): Promise<AnalyticsModule> {
  loaded ??= import('./analytics');
  return loaded;
}

/** Runs `fn` when the browser is idle (after the page's first paint), or soon where there is no such call. */
export function whenIdle(fn: () => void): void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(fn, { timeout: 5_000 });
  else window.setTimeout(fn, 200);
}

/** Reports a goal reached: a sign-up, a finished upload, a download, a payment. */
export function trackGoal(goal: AnalyticsGoal): void {
  void analytics().then((m) => m.trackGoal(goal));
}
