/**
 * Story tests (`pnpm test:stories`). For every story, in the light and then the dark theme:
 * render it and run its play function, check it with axe, and compare a screenshot with the
 * committed baseline `packages/ui/baselines/<story-id>--<theme>.png`.
 *
 * - The test-runner renders the story in light. The dark pass sets the `theme` global and remounts
 *   the story, so the play function runs again in dark.
 * - UPDATE_BASELINES=1 (`pnpm test:stories:update`) writes the screenshots as the new baselines.
 * - A mismatch writes `<id>--<theme>.actual.png` and `.diff.png` to `__diff_output__/`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, type TestContext, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const ROOT = process.env.STORY_TESTS_ROOT ?? process.cwd();
const BASELINE_DIR = path.join(ROOT, 'packages/ui/baselines');
const DIFF_DIR = path.join(ROOT, '__diff_output__');
const UPDATE = process.env.UPDATE_BASELINES === '1';
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

/** What the test reads from Storybook's preview globals inside the page. */
interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, handler: (payload: never) => void): void;
    once(event: string, handler: (payload: never) => void): void;
    off(event: string, handler: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __STORYBOOK_MODULE_CORE_EVENTS__: Record<
    | 'STORY_FINISHED'
    | 'PLAY_FUNCTION_THREW_EXCEPTION'
    | 'STORY_THREW_EXCEPTION'
    | 'STORY_ERRORED'
    | 'UNHANDLED_ERRORS_WHILE_PLAYING'
    | 'GLOBALS_UPDATED'
    | 'UPDATE_GLOBALS'
    | 'FORCE_REMOUNT',
    string
  >;
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string };
    storyStoreValue?: { userGlobals?: { get(): Record<string, unknown> } };
  };
}

/** Make the page still and deterministic: stop motion, load fonts, wait for visible images. */
async function settle(page: PageOf): Promise<void> {
  await page.evaluate(async (css) => {
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
  }, STILL_CSS);
}

/**
 * Sets the `theme` global and waits for the re-render; with `remount`, then remounts the story so
 * its play function runs again, and rejects when the render or the play function fails.
 */
async function renderInTheme(page: PageOf, storyId: string, theme: Theme, remount: boolean): Promise<void> {
  await page.evaluate(
    async ({ storyId, theme, remount, timeoutMs }) => {
      const g = globalThis as unknown as StorybookWindow;
      const channel = g.__STORYBOOK_ADDONS_CHANNEL__;
      const events = g.__STORYBOOK_MODULE_CORE_EVENTS__;
      const preview = g.__STORYBOOK_PREVIEW__;
      const current: string | undefined = preview?.currentRender?.id;

      const finished = (what: string) =>
        new Promise<void>((resolve, reject) => {
          const handlers: Record<string, (payload: never) => void> = {};
          const done = (error?: Error) => {
            clearTimeout(timer);
            for (const [event, handler] of Object.entries(handlers)) channel.off(event, handler);
            error ? reject(error) : resolve();
          };
          const timer = setTimeout(
            () => done(new Error(`timed out (${timeoutMs} ms) waiting for ${what}`)),
            timeoutMs,
          );
          handlers[events.STORY_FINISHED] = (e: {
            storyId: string;
            status: string;
            reporters?: { type: string; status: string; result?: { violations?: { id: string }[] } }[];
          }) => {
            if (e.storyId !== storyId) return;
            if (e.status !== 'error') return done();
            const failed = (e.reporters ?? []).filter((r) => r.status === 'failed');
            // addon-a11y's own axe report: the axe-playwright check after this reports the same
            // violations in detail, so it does not stop the screenshot.
            if (failed.length > 0 && failed.every((r) => r.type === 'a11y')) return done();
            const detail = failed.map(
              (r) => `${r.type}: ${(r.result?.violations ?? []).map((v) => v.id).join(', ')}`,
            );
            done(new Error(`${what} finished with errors${detail.length ? ` (${detail.join('; ')})` : ''}`));
          };
          handlers[events.PLAY_FUNCTION_THREW_EXCEPTION] = (e: { message: string }) =>
            done(new Error(`play function failed: ${e.message}`));
          handlers[events.STORY_THREW_EXCEPTION] = (e: { message: string }) =>
            done(new Error(`story threw: ${e.message}`));
          handlers[events.STORY_ERRORED] = (e: { title: string; description: string }) =>
            done(new Error(`story errored: ${e.title} ${e.description}`));
          handlers[events.UNHANDLED_ERRORS_WHILE_PLAYING] = (errors: { message: string }[]) =>
            done(new Error(`unhandled errors while playing: ${errors.map((x) => x.message).join('; ')}`));
          for (const [event, handler] of Object.entries(handlers)) channel.on(event, handler);
        });

      const globalsApplied =
        current === storyId
          ? finished(`the ${theme} re-render`)
          : new Promise<void>((resolve) => channel.once(events.GLOBALS_UPDATED, () => resolve()));
      channel.emit(events.UPDATE_GLOBALS, { globals: { theme } });
      await globalsApplied;
      if (remount) {
        const remounted = finished(`the ${theme} render`);
        channel.emit(events.FORCE_REMOUNT, { storyId });
        await remounted;
      }
    },
    { storyId, theme, remount, timeoutMs: RENDER_TIMEOUT_MS },
  );
}

async function currentTheme(page: PageOf): Promise<Theme> {
  return page.evaluate(() => {
    const store = (globalThis as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    return (store?.userGlobals?.get().theme ?? 'light') as Theme;
  });
}

async function a11yFailures(page: PageOf): Promise<string[]> {
  const violations = await getViolations(page, 'body', {
    rules: { region: { enabled: false } },
  });
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map(
        (n) =>
          `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
      )
      .join('\n');
    return `axe ${v.id} (${v.impact}): ${v.help}, ${v.nodes.length} node(s)\n${nodes}`;
  });
}

/** Compares a screenshot with its baseline; returns a failure message or null. */
function compare(name: string, actual: Buffer): string | null {
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATE) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    const unchanged = existsSync(baselinePath) && diffRatio(readFileSync(baselinePath), actual) === 0;
    if (!unchanged) writeFileSync(baselinePath, actual);
    return null;
  }
  if (!existsSync(baselinePath)) {
    writeDiff(name, actual, null);
    return `no baseline ${path.relative(ROOT, baselinePath)}; run \`pnpm test:stories:update\` to create it`;
  }
  const baseline = PNG.sync.read(readFileSync(baselinePath));
  const shot = PNG.sync.read(actual);
  if (baseline.width !== shot.width || baseline.height !== shot.height) {
    writeDiff(name, actual, null);
    return `screenshot is ${shot.width}×${shot.height}, baseline ${baseline.width}×${baseline.height}`;
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const pixels = pixelmatch(baseline.data, shot.data, diff.data, shot.width, shot.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (pixels <= MAX_DIFF_PIXELS) return null;
  const ratio = pixels / (shot.width * shot.height);
  // A fixed filter: pngjs's adaptive filtering takes seconds per image inside Jest's VM.
  writeDiff(name, actual, PNG.sync.write(diff, { filterType: 1 }));
  return `screenshot differs from the baseline in ${pixels} px (${(ratio * 100).toFixed(2)}%, budget ${MAX_DIFF_PIXELS} px); see ${path.relative(ROOT, path.join(DIFF_DIR, `${name}.diff.png`))}`;
}

function diffRatio(a: Buffer, b: Buffer): number {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  if (x.width !== y.width || x.height !== y.height) return 1;
  return (
    pixelmatch(x.data, y.data, undefined, x.width, x.height, { threshold: PIXEL_THRESHOLD }) /
    (x.width * x.height)
  );
}

function writeDiff(name: string, actual: Buffer, diff: Buffer | null): void {
  mkdirSync(DIFF_DIR, { recursive: true });
  writeFileSync(path.join(DIFF_DIR, `${name}.actual.png`), actual);
  if (diff) writeFileSync(path.join(DIFF_DIR, `${name}.diff.png`), diff);
}

async function viewportOf(page: PageOf, context: TestContext) {
  const story = (await getStoryContext(page, context)) as unknown as {
    storyGlobals?: { viewport?: { value?: string } };
    globals?: { viewport?: { value?: string } };
    parameters?: { viewport?: { options?: Record<string, { styles?: { width: string; height: string } }> } };
  };
  const name = story.storyGlobals?.viewport?.value ?? story.globals?.viewport?.value;
  const styles = name ? story.parameters?.viewport?.options?.[name]?.styles : undefined;
  if (!styles) return DEFAULT_VIEWPORT;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // A previous story may have failed half-way in dark: start every story in light.
    if ((await currentTheme(page)) !== 'light')
      await renderInTheme(page, context.id, 'light', false).catch(() => {});
    await page.setViewportSize(await viewportOf(page, context));
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
    const hasAxe = await page.evaluate(() => 'axe' in globalThis);
    if (!hasAxe) await injectAxe(page);
  },

  async postVisit(page, context) {
    if (context.hasFailure) return;
    const failures: string[] = [];
    let phase: Theme = 'light';
    try {
      for (const theme of THEMES) {
        phase = theme;
        if (theme !== 'light') await renderInTheme(page, context.id, theme, true);
        await settle(page);
        for (const f of await a11yFailures(page)) failures.push(`[${theme}] ${f}`);
        const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
        const mismatch = compare(`${context.id}--${theme}`, shot);
        if (mismatch) failures.push(`[${theme}] ${mismatch}`);
      }
    } catch (error) {
      // Playwright prefixes `page.evaluate: ` and appends the in-page stack: keep the message only.
      const message = (error as Error).message.replace(/^page\.evaluate: (Error: )?/, '').split('\n')[0];
      failures.push(`[${phase}] ${message}`);
    } finally {
      await renderInTheme(page, context.id, 'light', false).catch(() => {});
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
