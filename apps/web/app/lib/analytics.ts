import {
  ANALYTICS_ATTEMPTS,
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_PATH,
  type AnalyticsGoal,
  TIMING,
} from '@site/api';

/**
 * First-party analytics (#33 item 1, §7, §9): the page's views and goals, reported to the site's own server
 * (POST /api/analytics.php; the server may forward them to outside counters) — no third-party script, no
 * cookie, nothing that names the visitor (the privacy page says what is counted). Nothing is sent when the
 * browser asks not to be tracked (Do-Not-Track, Global Privacy Control), nor for a crawler (the server
 * says so in the root data, `trackable`).
 *
 * A report that fails (no network, the server busy) is tried again, at most ANALYTICS_ATTEMPTS times in
 * all: first after §9's interval (`TIMING.analyticsRetry` 3 s for views, `analyticsGoalRetry` 1 s for
 * goals), then after twice as long each time. When the page is hidden or left, what still waits is sent at
 * once with `navigator.sendBeacon`, which the browser delivers after the page is gone, and forgotten.
 * Page views are reported when the browser is idle, after the page has painted.
 *
 * Deliberately small and free of the schema library: it ships in every page's JS (the server checks the body).
 */

export type AnalyticsEvent =
  | { kind: 'view'; page: string; lang: string; referrer?: string; adblock?: boolean }
  | { kind: 'goal'; goal: AnalyticsGoal; page: string; lang: string };

interface Pending {
  event: AnalyticsEvent;
  /** Tries made so far. */
  tries: number;
}

/** What the reporter uses of the browser (tests hand in their own). */
export interface ReporterEnv {
  fetch: (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;
  sendBeacon?: ((url: string, data: string) => boolean) | undefined;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The wait before try `tries + 1` of an event (tries ≥ 1): §9's first interval, then doubling. */
export function retryDelay(event: AnalyticsEvent, tries: number): number {
  const first = event.kind === 'goal' ? TIMING.analyticsGoalRetry : TIMING.analyticsRetry;
  return first * 2 ** (tries - 1);
}

const bodyOf = (events: AnalyticsEvent[]) => JSON.stringify({ events });

/** Sends reports with §9's retries; `flush` hands what still waits to a beacon. */
export function createReporter(env: ReporterEnv) {
  const waiting = new Map<Pending, unknown>();

  const post = async (items: Pending[]) => {
    for (const item of items) item.tries += 1;
    let retry = true;
    try {
      const res = await env.fetch(ANALYTICS_PATH, {
        method: 'POST',
        body: bodyOf(items.map((i) => i.event)),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        credentials: 'same-origin',
        keepalive: true,
      });
      // Counted, or refused for good (a bad body, another site): never again. Busy or failing: again.
      retry = !res.ok && (res.status === 429 || res.status >= 500);
    } catch {
      retry = true;
    }
    if (!retry) return;
    for (const item of items) {
      if (item.tries >= ANALYTICS_ATTEMPTS) continue;
      const handle = env.setTimeout(
        () => {
          waiting.delete(item);
          void post([item]);
        },
        retryDelay(item.event, item.tries),
      );
      waiting.set(item, handle);
    }
  };

  return {
    send(event: AnalyticsEvent): Promise<void> {
      return post([{ event, tries: 0 }]);
    },
    /** Sends what waits for a retry in one beacon (the page is going away), and forgets it. */
    flush(): void {
      if (waiting.size === 0) return;
      const items = [...waiting.keys()];
      for (const [, handle] of waiting) env.clearTimeout(handle);
      waiting.clear();
      if (!env.sendBeacon) return;
      for (let i = 0; i < items.length; i += ANALYTICS_MAX_EVENTS) {
        env.sendBeacon(ANALYTICS_PATH, bodyOf(items.slice(i, i + ANALYTICS_MAX_EVENTS).map((p) => p.event)));
      }
    },
    /** Events waiting for a retry. */
    get waiting(): number {
      return waiting.size;
    },
  };
}

/** Whether this browser asks not to be tracked: Do-Not-Track or Global Privacy Control. */
export function asksNoTracking(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return true;
  const n = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const w = globalThis as { doNotTrack?: string };
  return (
    n.globalPrivacyControl === true || n.doNotTrack === '1' || n.doNotTrack === 'yes' || w.doNotTrack === '1'
  );
}

let reporter: ReturnType<typeof createReporter> | null = null;

/** The page's reporter (in the browser only), flushed when the page is hidden or left. */
function browserReporter(): ReturnType<typeof createReporter> | null {
  if (typeof window === 'undefined') return null;
  if (reporter) return reporter;
  const made = createReporter({
    fetch: (url, init) => window.fetch(url, init),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  const flush = () => made.flush();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  reporter = made;
  return made;
}

/** Runs `fn` when the browser is idle (after the page's first paint), or soon where there is no such call. */
export function whenIdle(fn: () => void): void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(fn, { timeout: 5_000 });
  else window.setTimeout(fn, 200);
}

/**
 * The class names ad-blockers' cosmetic filters hide (EasyList's generic banner rules): a bait element
 * wearing them, out of sight, tells whether the page's banner slots are hidden too.
 */
export const ADBLOCK_BAIT_CLASSES = 'adsbox ad-banner ad-slot banner-ad textads';

let adblock: Promise<boolean> | null = null;

/** Whether the element is hidden: removed, not displayed, invisible or without height. */
function hidden(el: HTMLElement): boolean {
  if (!el.isConnected || el.offsetHeight === 0) return true;
  const style = getComputedStyle(el);
  return style.display === 'none' || style.visibility === 'hidden';
}

/**
 * Whether an ad-blocker hides the page's banners (#33 item 2): the bait, or a banner slot shown on every
 * layout, is hidden a moment after it was placed. Asked once per page load.
 */
export function detectAdblock(): Promise<boolean> {
  if (typeof document === 'undefined') return Promise.resolve(false);
  adblock ??= new Promise<boolean>((done) => {
    const bait = document.createElement('div');
    bait.className = ADBLOCK_BAIT_CLASSES;
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText =
      'position:absolute;left:-10000px;top:-10000px;width:2px;height:2px;pointer-events:none';
    bait.innerHTML = '&nbsp;';
    document.body.appendChild(bait);
    window.setTimeout(() => {
      const slots = [...document.querySelectorAll<HTMLElement>('[data-banner-kind][data-variant="any"]')];
      const blocked = hidden(bait) || slots.some(hidden);
      bait.remove();
      done(blocked);
    }, 100);
  });
  return adblock;
}

/**
 * Reports a page view when the browser is idle, with whether its banners were blocked (nothing when not
 * `trackable` or not wanted).
 */
export function trackView(
  event: Omit<Extract<AnalyticsEvent, { kind: 'view' }>, 'kind'>,
  trackable: boolean,
): void {
  if (!trackable || asksNoTracking()) return;
  const r = browserReporter();
  if (!r) return;
  whenIdle(() => {
    void detectAdblock().then((blocked) =>
      r.send({ kind: 'view', ...event, ...(blocked ? { adblock: true } : {}) }),
    );
  });
}

/** The last page view's page type and language, which goals report with them. */
let current: { page: string; lang: string } = { page: 'other', lang: 'en' };
let goalsAllowed = false;

/** Remembers the page goals are reported from (and whether this visitor's goals may be counted). */
export function setAnalyticsPage(page: string, lang: string, trackable: boolean): void {
  current = { page, lang };
  goalsAllowed = trackable;
}

/** Reports a goal reached: a sign-up, a finished upload, a download, a payment. */
export function trackGoal(goal: AnalyticsGoal): void {
  if (!goalsAllowed || asksNoTracking()) return;
  void browserReporter()?.send({ kind: 'goal', goal, ...current });
}
