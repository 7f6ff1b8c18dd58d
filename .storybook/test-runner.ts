/**
 * Story tests (`pnpm test:stories`). For every story, in the light and then the dark theme:
 * render it and run its play function and check it with axe; in light, compare a screenshot with the
 * committed baseline `packages/ui/baselines/<story-id>--light.png`. The screenshot stories
 * (Screenshots/*: each component's key states in the three brands side by side, #30 item 9) and the
 * brands' page set `parameters: { storyTests: { darkScreenshot: true } }` and are photographed in dark
 * too (`--dark.png`): dark is checked for every story by axe's colour rules, and photographed where the
 * grids show it, not once more per story (that was 814 screenshots, a fifth of the story tests' time).
 *
 * - The test-runner renders the story in light and runs its play function once; addon-a11y's
 *   `afterEach` runs axe on that render (`a11y.test: 'error'` fails the story on a violation).
 * - The dark pass switches the colour mode in place: it sets the `theme` global, which re-renders the
 *   story where it stands (React keeps the state the play function left; the play function does not
 *   run again), and addon-a11y runs axe again on the dark render, with the colour rules only (the rest
 *   ran in light; see preview.tsx); its violations fail the story.
 *   A story whose played state lasts only a while (a "Copied" notice that goes after 3 s) sets
 *   `parameters: { storyTests: { darkRemount: true } }`: its dark pass remounts it and plays it again.
 * - Screenshots are clipped to what the story draws (its elements and its portals, plus the frame's
 *   padding), not the whole viewport. A screenshot byte-identical to its baseline passes without
 *   decoding; anything else is decoded (sharp) and compared pixel by pixel.
 * - UPDATE_BASELINES=1 (`pnpm test:stories:update`) writes the screenshots as the new baselines.
 * - A mismatch writes `<id>--<theme>.actual.png` and `.diff.png` to `__diff_output__/`.
 * - STORY_TESTS_STATS=<file> appends one JSON line per story (screenshots taken, compared, timings).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, type TestContext, type TestRunnerConfig } from '@storybook/test-runner';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const ROOT = process.env.STORY_TESTS_ROOT ?? process.cwd();
const BASELINE_DIR = path.join(ROOT, 'packages/ui/baselines');
const DIFF_DIR = path.join(ROOT, '__diff_output__');
const UPDATE = process.env.UPDATE_BASELINES === '1';
const STATS = process.env.STORY_TESTS_STATS;
/** Per-pixel colour distance pixelmatch tolerates (0–1; anti-aliasing is detected separately). */
const PIXEL_THRESHOLD = 0.1;
/**
 * Differing pixels (after pixelmatch's tolerance and anti-aliasing detection) above which a screenshot
 * fails. Rendering here is deterministic (bundled font, no motion, fixed viewport), so the budget is
 * small: an HD badge changing colour is ~400 px.
 */
const MAX_DIFF_PIXELS = 25;
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const RENDER_TIMEOUT_MS = 20_000;

/** Freezes everything that moves; the components also honour prefers-reduced-motion. */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

type PageOf = Page;
interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the test reads from Storybook's preview globals inside the page. */
interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, handler: (payload: never) => void): void;
    off(event: string, handler: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __STORYBOOK_MODULE_CORE_EVENTS__: Record<
    | 'STORY_FINISHED'
    | 'PLAY_FUNCTION_THREW_EXCEPTION'
    | 'STORY_THREW_EXCEPTION'
    | 'STORY_ERRORED'
    | 'UNHANDLED_ERRORS_WHILE_PLAYING'
    | 'UPDATE_GLOBALS'
    | 'FORCE_REMOUNT',
    string
  >;
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string };
    storyStoreValue?: {
      userGlobals?: { get(): Record<string, unknown>; update(globals: Record<string, unknown>): void };
    };
  };
}

/**
 * Makes the page still and deterministic (stops motion, loads the fonts, waits for visible images),
 * then measures what the story draws: the union of the boxes of the story's elements and of what it
 * portals into <body>, widened by the frame's padding (focus rings, shadows) and kept in the viewport.
 */
async function settleAndMeasure(page: PageOf): Promise<Clip> {
  return page.evaluate(async (css) => {
    if (!document.getElementById('story-tests-still')) {
      const style = document.createElement('style');
      style.id = 'story-tests-still';
      style.textContent = css;
      document.head.append(style);
    }
    await Promise.all(['400', '600', '700'].map((w) => document.fonts.load(`${w} 16px Inter`)));
    await document.fonts.ready;
    const visible = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
    });
    await Promise.all(
      visible.map(async (img) => {
        if (!img.complete) {
          await new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
        }
        await img.decode().catch(() => undefined);
      }),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

    const vw = document.documentElement.clientWidth || window.innerWidth;
    const vh = window.innerHeight;
    const root = document.getElementById('storybook-root');
    const frame = root?.firstElementChild as HTMLElement | null | undefined;
    let left = Number.POSITIVE_INFINITY;
    let top = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    const add = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0) return;
      left = Math.min(left, r.left);
      top = Math.min(top, r.top);
      right = Math.max(right, r.right);
      bottom = Math.max(bottom, r.bottom);
    };
    const addTree = (el: Element) => {
      add(el);
      for (const child of el.querySelectorAll('*')) add(child);
    };
    if (frame) for (const child of frame.children) addTree(child);
    // Portals (dialogs, menus, tooltips, toasts) live beside Storybook's root.
    for (const el of document.body.children) {
      if (el === root || el.id.startsWith('storybook-') || el.classList.contains('sb-wrapper')) continue;
      if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) continue;
      addTree(el);
    }
    const pad = frame ? Number.parseFloat(getComputedStyle(frame).paddingLeft) || 16 : 16;
    if (!Number.isFinite(left)) return { x: 0, y: 0, width: vw, height: vh }; // nothing drawn: the frame
    const x = Math.max(0, Math.floor(left - pad));
    const y = Math.max(0, Math.floor(top - pad));
    const width = Math.min(vw, Math.ceil(right + pad)) - x;
    const height = Math.min(vh, Math.ceil(bottom + pad)) - y;
    return width > 0 && height > 0 ? { x, y, width, height } : { x: 0, y: 0, width: vw, height: vh };
  }, STILL_CSS);
}

/**
 * Switches the colour mode of the rendered story in place: sets the `theme` global, which re-renders
 * the story (state kept, no remount, no second play function) and runs addon-a11y's axe on the result.
 * Resolves with the axe violations of that render; rejects when the render itself fails.
 */
async function switchTheme(page: PageOf, storyId: string, theme: Theme, remount: boolean): Promise<string[]> {
  return page.evaluate(
    async ({ storyId, theme, remount, timeoutMs }) => {
      const g = globalThis as unknown as StorybookWindow;
      const channel = g.__STORYBOOK_ADDONS_CHANNEL__;
      const events = g.__STORYBOOK_MODULE_CORE_EVENTS__;
      interface Violation {
        id: string;
        impact?: string;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }
      interface Report {
        type: string;
        status: string;
        result?: { violations?: Violation[]; error?: unknown };
      }
      const describe = (v: Violation) => {
        const nodes = v.nodes
          .slice(0, 3)
          .map(
            (n) =>
              `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
          )
          .join('\n');
        return `axe ${v.id} (${v.impact}): ${v.help}, ${v.nodes.length} node(s)\n${nodes}`;
      };
      const finished = (what: string) =>
        new Promise<string[]>((resolve, reject) => {
          const handlers: Record<string, (payload: never) => void> = {};
          const done = (error: Error | null, violations: string[] = []) => {
            clearTimeout(timer);
            for (const [event, handler] of Object.entries(handlers)) channel.off(event, handler);
            error ? reject(error) : resolve(violations);
          };
          const timer = setTimeout(
            () => done(new Error(`timed out (${timeoutMs} ms) waiting for ${what}`)),
            timeoutMs,
          );
          handlers[events.STORY_FINISHED] = (e: {
            storyId: string;
            status: string;
            reporters?: Report[];
          }) => {
            if (e.storyId !== storyId) return;
            const failed = (e.reporters ?? []).filter((r) => r.status === 'failed');
            const a11y = failed.filter((r) => r.type === 'a11y');
            const other = failed.filter((r) => r.type !== 'a11y');
            if (other.length > 0 || (e.status === 'error' && failed.length === 0)) {
              const detail = other.map((r) => r.type).join(', ');
              return done(new Error(`${what} finished with errors${detail ? ` (${detail})` : ''}`));
            }
            const violations = a11y.flatMap((r) =>
              r.result?.violations?.length
                ? r.result.violations.map(describe)
                : [`axe could not run: ${String(r.result?.error ?? 'no result')}`],
            );
            done(null, violations);
          };
          handlers[events.PLAY_FUNCTION_THREW_EXCEPTION] = (e: { message: string }) =>
            done(new Error(`play function failed in ${what}: ${e.message}`));
          handlers[events.STORY_THREW_EXCEPTION] = (e: { message: string }) =>
            done(new Error(`story threw: ${e.message}`));
          handlers[events.STORY_ERRORED] = (e: { title: string; description: string }) =>
            done(new Error(`story errored: ${e.title} ${e.description}`));
          handlers[events.UNHANDLED_ERRORS_WHILE_PLAYING] = (errors: { message: string }[]) =>
            done(new Error(`unhandled errors: ${errors.map((x) => x.message).join('; ')}`));
          for (const [event, handler] of Object.entries(handlers)) channel.on(event, handler);
        });
      const rerendered = finished(`the ${theme} re-render`);
      channel.emit(events.UPDATE_GLOBALS, { globals: { theme } });
      const violations = await rerendered;
      if (!remount) return violations;
      const remounted = finished(`the ${theme} remount`);
      channel.emit(events.FORCE_REMOUNT, { storyId });
      return remounted;
    },
    { storyId, theme, remount, timeoutMs: RENDER_TIMEOUT_MS },
  );
}

/**
 * Puts the `theme` global back to light for the next story without re-rendering the current one
 * (the next story renders in light; re-rendering this one would only run axe once more).
 */
async function resetTheme(page: PageOf): Promise<void> {
  await page.evaluate(() => {
    const g = globalThis as unknown as StorybookWindow;
    const globals = g.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals;
    // Before the preview's store exists (a page just opened), the globals are the initial ones: light.
    if (globals && globals.get().theme !== 'light') globals.update({ theme: 'light' });
  });
}

interface Stats {
  clips: Record<string, Clip>;
  replayed: number;
  shots: number;
  identical: number;
  pixelmatched: number;
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A PNG's pixels, RGBA, decoded natively by sharp (libvips). pngjs, decoding in Jest's VM, took 0.6 s for a
 * card's two screenshots and 2 s for a comment thread's: a third of the story tests' time, spent on the
 * screenshots whose bytes differ from the baseline's while their pixels do not (a Chromium whose encoder
 * writes the same pixels to other bytes).
 */
async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Compares a screenshot with its baseline; returns a failure message or null. */
async function compare(name: string, actual: Buffer, stats: Stats): Promise<string | null> {
  stats.shots++;
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  const baselineBytes = existsSync(baselinePath) ? readFileSync(baselinePath) : null;
  // Chromium encodes the same pixels to the same bytes: the common case needs no decoding.
  if (baselineBytes?.equals(actual)) {
    stats.identical++;
    return null;
  }
  if (UPDATE) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    stats.pixelmatched += baselineBytes && pngSize(baselineBytes) === pngSize(actual) ? 1 : 0;
    const unchanged = baselineBytes !== null && (await diffPixels(baselineBytes, actual)) === 0;
    if (!unchanged) writeFileSync(baselinePath, actual);
    return null;
  }
  if (!baselineBytes) {
    writeDiff(name, actual, null);
    return `no baseline ${path.relative(ROOT, baselinePath)}; run \`pnpm test:stories:update\` to create it`;
  }
  if (pngSize(baselineBytes) !== pngSize(actual)) {
    writeDiff(name, actual, null);
    return `screenshot is ${pngSize(actual)}, baseline ${pngSize(baselineBytes)}`;
  }
  stats.pixelmatched++;
  const [baseline, shot] = await Promise.all([pixelsOf(baselineBytes), pixelsOf(actual)]);
  const diff = Buffer.alloc(shot.data.length);
  const pixels = pixelmatch(baseline.data, shot.data, diff, shot.width, shot.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (pixels <= MAX_DIFF_PIXELS) return null;
  const ratio = pixels / (shot.width * shot.height);
  const raw = { width: shot.width, height: shot.height, channels: 4 } as const;
  writeDiff(name, actual, await sharp(diff, { raw }).png().toBuffer());
  return `screenshot differs from the baseline in ${pixels} px (${(ratio * 100).toFixed(2)}%, budget ${MAX_DIFF_PIXELS} px); see ${path.relative(ROOT, path.join(DIFF_DIR, `${name}.diff.png`))}`;
}

/** Width and height from a PNG's header (IHDR), without decoding it. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`;

/** Differing pixels between two PNGs (any size change counts as different). */
async function diffPixels(a: Buffer, b: Buffer): Promise<number> {
  if (pngSize(a) !== pngSize(b)) return Number.POSITIVE_INFINITY;
  const [x, y] = await Promise.all([pixelsOf(a), pixelsOf(b)]);
  if (x.width !== y.width || x.height !== y.height) return Number.POSITIVE_INFINITY;
  return pixelmatch(x.data, y.data, undefined, x.width, x.height, { threshold: PIXEL_THRESHOLD });
}

function writeDiff(name: string, actual: Buffer, diff: Buffer | null): void {
  mkdirSync(DIFF_DIR, { recursive: true });
  writeFileSync(path.join(DIFF_DIR, `${name}.actual.png`), actual);
  if (diff) writeFileSync(path.join(DIFF_DIR, `${name}.diff.png`), diff);
}

/** Stories whose dark pass remounts (`parameters.storyTests.darkRemount`), noted by preVisit. */
const darkRemount = new Set<string>();
/** Stories photographed in dark too (`parameters.storyTests.darkScreenshot`), noted by preVisit. */
const darkScreenshot = new Set<string>();

/**
 * The story's viewport, from its `viewport` global and the preview's viewport options; notes its
 * `storyTests` parameters (darkRemount, darkScreenshot) for postVisit.
 */
async function viewportOf(page: PageOf, context: TestContext) {
  const story = (await getStoryContext(page, context)) as unknown as {
    storyGlobals?: { viewport?: { value?: string } };
    globals?: { viewport?: { value?: string } };
    parameters?: {
      viewport?: { options?: Record<string, { styles?: { width: string; height: string } }> };
      storyTests?: { darkRemount?: boolean; darkScreenshot?: boolean };
    };
  };
  if (story.parameters?.storyTests?.darkRemount === true) darkRemount.add(context.id);
  if (story.parameters?.storyTests?.darkScreenshot === true) darkScreenshot.add(context.id);
  const name = story.storyGlobals?.viewport?.value ?? story.globals?.viewport?.value;
  const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
  if (!styles) return DEFAULT_VIEWPORT;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

const config: TestRunnerConfig = {
  /** The test-runner's own page set-up (open iframe.html), telling the preview it runs under the tests. */
  async prepare({ page }) {
    await page.addInitScript(() => {
      (globalThis as { __STORY_TESTS__?: boolean }).__STORY_TESTS__ = true;
    });
    const iframe = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframe, { waitUntil: 'load' });
  },

  async preVisit(page, context) {
    // A previous story may have failed half-way in dark: start every story in light.
    await resetTheme(page);
    const viewport = await viewportOf(page, context);
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current?.height !== viewport.height)
      await page.setViewportSize(viewport);
  },

  async postVisit(page, context) {
    if (context.hasFailure) return;
    const failures: string[] = [];
    const stats: Stats = { clips: {}, replayed: 0, shots: 0, identical: 0, pixelmatched: 0 };
    const started = Date.now();
    let phase: Theme = 'light';
    try {
      for (const theme of THEMES) {
        phase = theme;
        // Light: the test-runner has rendered the story, played it and failed it on axe violations.
        if (theme !== 'light') {
          const remount = darkRemount.has(context.id);
          stats.replayed += remount ? 1 : 0;
          for (const v of await switchTheme(page, context.id, theme, remount))
            failures.push(`[${theme}] ${v}`);
        }
        if (theme !== 'light' && !darkScreenshot.has(context.id)) continue;
        const clip = await settleAndMeasure(page);
        stats.clips[theme] = clip;
        const shot = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
        const mismatch = await compare(`${context.id}--${theme}`, shot, stats);
        if (mismatch) failures.push(`[${theme}] ${mismatch}`);
      }
    } catch (error) {
      // Playwright prefixes `page.evaluate: ` and appends the in-page stack: keep the message only.
      const message = (error as Error).message.replace(/^page\.evaluate: (Error: )?/, '').split('\n')[0];
      failures.push(`[${phase}] ${message}`);
    } finally {
      await resetTheme(page).catch(() => {});
    }
    if (STATS) {
      const line = { id: context.id, ...stats, ms: Date.now() - started, failed: failures.length > 0 };
      appendFileSync(STATS, `${JSON.stringify(line)}\n`);
    }
    if (failures.length) {
      const error = new Error(
        `${context.title} › ${context.name} (${context.id}):\n  ${failures.join('\n  ')}`,
      );
      error.stack = error.message; // the hook's own stack says nothing about the story
      throw error;
    }
  },
};

export default config;
