/**
 * A sister site on the published packages (#30), as another team would make it: `@site/api` and `@site/ui`
 * packed as they would be published, installed from those tarballs into a copy of examples/sister-site (a
 * Vite app with a brand of its own, French texts from `@site/ui/locales`, its own addresses), built, served
 * and opened in Chromium. The cards, the player and a dialog must work there as on the main site.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './browser';
import { synthesizeClip } from './clip';
import { sharedBrowser } from './shared';
import { holdsStylesheet } from './stylesheets';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const pin = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager as string;
const built = ['packages/api/dist/index.js', 'packages/ui/dist/index.js'].every((f) =>
  existsSync(join(root, f)),
);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.mp4': 'video/mp4',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let work = '';
let app = '';
const servers: Server[] = [];
let url = '';

/** Serves the app's build: its files, and index.html for any other path (the app's own addresses). */
function serve(dir: string): Promise<string> {
  const http = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path);
    const found =
      file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : join(dir, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    response.end(readFileSync(found));
  });
  servers.push(http);
  return new Promise((done) =>
    http.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(http.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  if (!built) return;
  work = mkdtempSync(join(tmpdir(), 'sister-site-'));
  const packs = join(work, 'packs');
  mkdirSync(packs);
  for (const dir of ['packages/api', 'packages/ui']) {
    await run('npx', ['-y', pin, 'pack', '--pack-destination', packs], { cwd: join(root, dir) });
  }
  app = join(work, 'app');
  cpSync(join(root, 'examples/sister-site'), app, { recursive: true });
  const tarballs = readdirSync(packs).map((f) => join(packs, f));
  // With pnpm, laid out as npm lays it out (one flat node_modules, which the build messages below name): its
  // store already holds most of the app's packages from the repository's install, where `npm install`
  // unpacked all 200 MB again (40 s on an idle machine, 2.4 s this way). scripts/check-packages.mjs installs
  // the tarballs with npm too.
  await run(
    'npx',
    [
      '-y',
      pin,
      'add',
      '--reporter=silent',
      '--config.node-linker=hoisted',
      '--allow-build=esbuild',
      ...tarballs,
    ],
    { cwd: app },
  );
  mkdirSync(join(app, 'public'));
  await synthesizeClip(join(app, 'public/clip.mp4'), 4);
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: app });
  url = await serve(join(app, 'dist'));
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!built)('given a sister site built on the packages’ tarballs', () => {
  it("bundles the styles of the components it imports (the cards', the player's), not the comments' or the console's", () => {
    const assets = join(app, 'dist/assets');
    const css = readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
    const ui = join(app, 'node_modules/@site/ui/dist');
    const bundles = (sheet: string) => holdsStylesheet(css, ui, sheet);
    expect(bundles('VideoCard/VideoCard.css')).toBe(true);
    expect(bundles('VideoPlayer/VideoPlayer.css')).toBe(true);
    expect(bundles('Comments/Comments.css')).toBe(false);
    expect(bundles('ModerationQueue/ModerationQueue.css')).toBe(false);
  });

  it('shows its cards in French at its own addresses, in its brand, with a working dialog and player', async () => {
    await onPage(url, async (page) => {
      const { trigger } = await expectCardsInBrand(page);
      await expect.poll(() => page.getByText('15,3 k vues').count()).toBe(1);
      const links = await page
        .locator('main a[href]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.filter((href) => href?.startsWith('/videos/'))).toEqual([]);
      expect(links).toContain('/studios/nord');
      // The page's font from base.css.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter');

      // The dialog: opened from the keyboard, named, closed with Escape, the focus back on its trigger.
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'À propos de Lueur' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

      // The player: the clip plays (muted, as a browser allows without a gesture).
      const played = await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        await video.play();
        await new Promise((done) => setTimeout(done, 500));
        return video.currentTime;
      });
      expect(played).toBeGreaterThan(0);

      expect(await axeViolations(page)).toEqual([]);
      mkdirSync(join(root, 'e2e/test-results'), { recursive: true });
      await page.screenshot({ path: join(root, 'e2e/test-results/sister-site.png'), fullPage: true });
    });
  });
});

describe.skipIf(!built)('given the same site built with webpack and vanilla-extract’s webpack plugin', () => {
  // Next.js builds with the same plugin (inside @vanilla-extract/next-plugin). Its child compiler evaluates
  // the brand file with `@vanilla-extract/css/fileScope` left to Node, so the brand makers work there, while
  // the page's own code (`vars` from @site/ui/theme) is bundled for the browser.
  it('shows its cards in its brand, with the theme contract read at run time', async () => {
    await run('npx', ['webpack', '--config', 'webpack.config.mjs'], { cwd: app });
    cpSync(join(app, 'public/clip.mp4'), join(app, 'dist-webpack/clip.mp4'));
    await onPage(await serve(join(app, 'dist-webpack')), async (page) => {
      const { trigger } = await expectCardsInBrand(page);
      // The brand's own token, beside its accent: rounder corners than the base's.
      expect(await trigger.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('14px');
    });
  });
});

/** Opens `address` in Chromium at 1,200 px, runs `check` on the page, then asserts the page threw nothing. */
async function onPage(address: string, check: (page: Page) => Promise<void>): Promise<void> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(address);
    await check(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await browser.close();
  }
}

/**
 * The sister site's first card at its own address, and its brand (src/brand.css.ts): the accent on the
 * "À propos" button, and on the heading through the theme contract read at run time from @site/ui/theme (the
 * page's own code, not a .css.ts file). Gives the button, the dialog's trigger.
 */
async function expectCardsInBrand(page: Page) {
  const card = page.getByRole('link', { name: 'Lac calme à l’aube' });
  await expect.poll(() => card.getAttribute('href')).toBe('/regarder/11');
  const heading = page.getByRole('heading', { name: 'Lueur', level: 1 });
  expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(14, 116, 144)');
  const trigger = page.getByRole('button', { name: 'À propos' });
  expect(await trigger.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(14, 116, 144)');
  return { trigger };
}

/** The parts of esbuild and of vanilla-extract's integration (installed with the app's Vite plugin) used here. */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<unknown>;
}
interface Integration {
  compile(options: { filePath: string; cwd: string }): Promise<{ source: string }>;
  processVanillaFile(options: { source: string; filePath: string; outputCss: boolean }): Promise<string>;
}
/** The app's own copy of a package (what its build would load). */
const fromApp = <T>(name: string): T => createRequire(join(app, 'package.json'))(name) as T;

/** What a build printed and whether it failed. */
async function attempt(work: () => Promise<unknown>): Promise<{ failed: boolean; output: string }> {
  try {
    await work();
    return { failed: false, output: '' };
  } catch (error) {
    const {
      stdout = '',
      stderr = '',
      message = '',
    } = error as { stdout?: string; stderr?: string; message?: string };
    return { failed: true, output: `${message}\n${stdout}\n${stderr}` };
  }
}

describe.skipIf(!built)('given the same brand file built without vanilla-extract’s plugin', () => {
  // A brand bundled into the page (its .css.ts not compiled by the plugin) brings the brand makers
  // (`@site/ui/theme/brand`) into a browser bundle, where package.json's `browser` field gives their
  // `@vanilla-extract/css/fileScope` a file without `hasFileScope`: the build fails, where it used to build and
  // leave a blank page. The file the bundler names (webpack: its one export) is the message.
  const message = 'brands-need-the-vanilla-extract-plugin.js';

  it('fails its Vite build, naming the plugin it needs', async () => {
    const { failed, output } = await attempt(() =>
      run('npx', ['vite', 'build', '--config', 'vite.no-plugin.config.ts'], { cwd: app }),
    );
    expect(failed).toBe(true);
    expect(output).toContain(
      `"hasFileScope" is not exported by "node_modules/@site/ui/dist/theme/${message}"`,
    );
  });

  it('fails its webpack build, naming the plugin it needs', async () => {
    const { failed, output } = await attempt(() =>
      run('npx', ['webpack', '--config', 'webpack.no-plugin.config.mjs'], { cwd: app }),
    );
    expect(failed).toBe(true);
    expect(output).toContain(
      "export 'hasFileScope' (imported as 'hasFileScope') was not found in '@vanilla-extract/css/fileScope' (possible exports: addVanillaExtractsPluginToTheBuildToMakeBrands)",
    );
  });

  it('fails its esbuild build for the browser, naming the plugin it needs', async () => {
    const esbuild = fromApp<Esbuild>('esbuild');
    const { failed, output } = await attempt(() =>
      esbuild.build({
        entryPoints: [join(app, 'src/brand.css.ts')],
        absWorkingDir: app,
        bundle: true,
        platform: 'browser',
        write: false,
        logLevel: 'silent',
      }),
    );
    expect(failed).toBe(true);
    expect(output).toContain(
      `No matching export in "node_modules/@site/ui/dist/theme/${message}" for import "hasFileScope"`,
    );
  });

  it('still compiles with the compiler of vanilla-extract’s esbuild (and rollup) plugin', async () => {
    // @vanilla-extract/esbuild-plugin evaluates a .css.ts with exactly these two calls (Node's conditions).
    const { compile, processVanillaFile } = fromApp<Integration>('@vanilla-extract/integration');
    const filePath = join(app, 'src/brand.css.ts');
    const { source } = await compile({ filePath, cwd: app });
    const compiled = await processVanillaFile({ source, filePath, outputCss: false });
    expect(compiled).toMatch(
      /lueurTheme = \{\s*light:\s*['"][^'"]*lueur-light[^'"]*['"],\s*dark:\s*['"][^'"]*lueur-dark/,
    );
  });
});
