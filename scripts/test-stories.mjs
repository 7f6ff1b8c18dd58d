// `pnpm test:stories`: every story of @site/ui in Chromium, in the light and the dark theme. For each:
// render + play function (once), axe in light and in dark, and a screenshot in light (the brand grids in
// dark too) compared with packages/ui/baselines (see .storybook/test-runner.ts). Exits non-zero when any story fails.
//
// The Storybook is built for tests (`storybook build --test`: no docs pages, no docgen, no sourcemaps)
// and only when its inputs changed since the last build into the same directory (a hash of them is
// kept in <dir>/.story-tests-inputs). `--full` builds the designers' Storybook instead (docs pages and
// controls included, as `pnpm build-storybook` does) and tests the stories in it: the test line does, so
// the static Storybook it leaves in storybook-static is the one whose every story passed.
//
//   node scripts/test-stories.mjs                 build Storybook (when stale), serve it, test every story
//   node scripts/test-stories.mjs --update        same, writing the screenshots as the new baselines (a
//                                                 whole run also deletes baselines no story produces)
//   node scripts/test-stories.mjs --json <file>   also write Jest's JSON report to <file>
//   node scripts/test-stories.mjs --no-build      reuse the built Storybook as it is
//   node scripts/test-stories.mjs --rebuild       build even when the inputs are unchanged
//   node scripts/test-stories.mjs --full          build the full Storybook (docs pages too), not the tests' one
//   node scripts/test-stories.mjs --out <dir>     build into and serve <dir> (default storybook-static)
//   STORY_FOLDERS=Avatar,Badge node scripts/…     only those component folders (see .storybook/main.ts)
//   node scripts/test-stories.mjs -- <args>       pass the rest to test-storybook (Jest), e.g. -t Dialog
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import waitOn from 'wait-on';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
/** Debian's headless shell of Chromium: the browser of the story tests (see .storybook/test-runner-jest.config.js). */
const chromium = '/usr/lib/chromium/chromium-headless-shell';

const argv = process.argv.slice(2);
const passIndex = argv.indexOf('--');
const own = passIndex === -1 ? argv : argv.slice(0, passIndex);
const passThrough = passIndex === -1 ? [] : argv.slice(passIndex + 1);
if (own.includes('--help') || own.includes('-h')) {
  const text = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  console.log(
    text
      .split('\n')
      .filter((line) => line.startsWith('//'))
      .map((line) => line.replace(/^\/\/ ?/, ''))
      .join('\n'),
  );
  process.exit(0);
}
const update = own.includes('--update');
const build = !own.includes('--no-build');
const rebuild = own.includes('--rebuild');
const full = own.includes('--full');
const jsonIndex = own.indexOf('--json');
const jsonReport = jsonIndex === -1 ? null : resolve(own[jsonIndex + 1] ?? '');
const outIndex = own.indexOf('--out');
// Relative to the root, where Storybook builds: an absolute --out (a folder outside the checkout) works too.
const out =
  outIndex === -1 ? 'storybook-static' : relative(root, resolve(own[outIndex + 1] ?? 'storybook-static'));
const cacheName = out.replace(/[^\w-]+/g, '_');
const report = jsonReport ?? join(root, 'node_modules/.cache/story-tests', `${cacheName}.json`);
const stats = join(root, 'node_modules/.cache/story-tests', `${cacheName}.stats.jsonl`);
const baselineDir = join(root, 'packages/ui/baselines');
/** One Chromium per worker; more workers than cores only fight over them. */
const workers = Math.max(1, Math.min(2, cpus().length));

/** What the Storybook build reads; the test runner's own files (.storybook/test-runner*) are not in it. */
const buildInputs = [
  '.storybook',
  'packages/ui/src',
  'packages/ui/fixtures/media',
  'packages/ui/package.json',
  'packages/api/src',
  'packages/api/package.json',
  'package.json',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];

/** A hash of every build input's path and content, of STORY_FOLDERS and of the build's arguments. */
function inputsHash(buildArgs) {
  const hash = createHash('sha256');
  hash.update(`${JSON.stringify(buildArgs)}\n${process.env.STORY_FOLDERS ?? ''}\n`);
  const walk = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (entry === 'node_modules' || entry.startsWith('test-runner')) continue;
        walk(join(path, entry));
      }
      return;
    }
    hash.update(`${path}\0`);
    hash.update(readFileSync(full));
  };
  for (const input of buildInputs) walk(input);
  return hash.digest('hex');
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const children = new Set();

/** Runs a command; resolves with its exit code and (when captured) its output. */
function run(cmd, args, { capture = false, env } = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    child.on('error', (error) => {
      output += String(error);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      done({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function stopChildren() {
  for (const child of children) {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}

process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

async function main() {
  const started = Date.now();
  if (!existsSync(chromium)) {
    console.error(
      `✗ ${chromium} is missing: install Debian's chromium-headless-shell (apt-get install chromium-headless-shell).`,
    );
    return 1;
  }
  // A partial run (STORY_FOLDERS) keeps the other diffs.
  if (!process.env.STORY_FOLDERS) rmSync(join(root, '__diff_output__'), { recursive: true, force: true });
  mkdirSync(dirname(report), { recursive: true });
  // The per-story figures go beside the cache, which a fresh clone does not have yet.
  mkdirSync(dirname(stats), { recursive: true });
  rmSync(report, { force: true });
  rmSync(stats, { force: true });

  if (build) {
    const buildArgs = ['build', ...(full ? [] : ['--test']), '-o', out, '--quiet'];
    const stamp = join(root, out, '.story-tests-inputs');
    const hash = inputsHash(buildArgs);
    if (!rebuild && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
      console.log(`› Storybook in ${out} is up to date (inputs unchanged); --rebuild builds anyway`);
    } else {
      const t = Date.now();
      process.stdout.write(full ? '› building the full Storybook … ' : '› building Storybook for tests … ');
      const { code, output } = await run(bin('storybook'), buildArgs, { capture: true });
      if (code !== 0) {
        console.log('failed\n');
        console.log(output);
        console.error('✗ Storybook build failed');
        return 1;
      }
      writeFileSync(stamp, hash);
      console.log(`done (${seconds(t)})`);
    }
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(bin('http-server'), [out, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'], {
    cwd: root,
    stdio: 'ignore',
  });
  children.add(server);
  server.on('close', () => children.delete(server));
  try {
    await waitOn({ resources: [`http-get://127.0.0.1:${port}/index.json`], timeout: 30_000, interval: 100 });
    console.log(`› serving ${out} at ${url}`);
    console.log(
      update
        ? '› UPDATING baselines in packages/ui/baselines (axe and play functions still fail the run)'
        : '› every story × light and dark: play function, axe; screenshots vs packages/ui/baselines',
    );

    const t = Date.now();
    /** One run of the test runner over the stories (or the story files `patterns` match), reporting to `file`. */
    const testStories = (patterns, file) =>
      run(
        bin('test-storybook'),
        [
          '--url',
          url,
          '--index-json',
          '--config-dir',
          '.storybook',
          '--browsers',
          'chromium',
          `--maxWorkers=${workers}`,
          '--verbose',
          ...passThrough,
          ...patterns,
        ],
        {
          env: {
            UPDATE_BASELINES: update ? '1' : '0',
            STORY_TESTS_ROOT: root,
            STORY_TESTS_REPORT: file,
            STORY_TESTS_STATS: stats,
            STORY_TESTS_CHROMIUM: chromium,
            TARGET_URL: url,
            // Shorter DOM dumps in failure messages.
            DEBUG_PRINT_LIMIT: process.env.DEBUG_PRINT_LIMIT ?? '600',
          },
        },
      );
    let { code } = await testStories([], report);
    if (code !== 0 && !update) code = await retryFailedFiles(testStories);

    summarize(code, t, started);
    if (update && code === 0 && !process.env.STORY_FOLDERS && passThrough.length === 0) pruneBaselines();
    return code === 0 ? 0 : 1;
  } finally {
    stopChildren();
  }
}

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * The report a reviewer opens (CI keeps `__diff_output__/` as its artifact): for each screenshot that
 * differs from its baseline, the baseline (copied beside it, so the folder stands alone), the new picture
 * and the difference, side by side, with the story's id and mode. Answers how many it shows.
 */
function writeChangesReport(dir, baselines) {
  if (!existsSync(dir)) return 0;
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.actual.png'))
    .map((f) => f.slice(0, -'.actual.png'.length))
    .sort();
  if (names.length === 0) return 0;
  const rows = names.map((name) => {
    const baseline = join(baselines, `${name}.png`);
    const before = existsSync(baseline) ? `${name}.before.png` : null;
    if (before) writeFileSync(join(dir, before), readFileSync(baseline));
    const diff = existsSync(join(dir, `${name}.diff.png`)) ? `${name}.diff.png` : null;
    const [id, mode] = [name.replace(/--(light|dark)$/, ''), name.match(/--(light|dark)$/)?.[1] ?? ''];
    const cell = (file, label, missing) =>
      file
        ? `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${label}: ${escapeHtml(name)}" loading="lazy"></a></figure>`
        : `<figure><figcaption>${label}</figcaption><p>${missing}</p></figure>`;
    return `<section><h2>${escapeHtml(id)} <small>${mode}</small></h2><div class="row">${cell(before, 'Before (baseline)', 'none: a new story')}${cell(`${name}.actual.png`, 'After', '')}${cell(diff, 'Difference', 'the pictures differ in size: compare them')}</div></section>`;
  });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Changed screenshots (${names.length})</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#fff;color:#111}h2{font-size:16px;margin:24px 0 8px}
small{color:#555;font-weight:normal}.row{display:flex;gap:16px;align-items:flex-start}figure{margin:0;flex:1;min-width:0}
figcaption{font-weight:600;margin-bottom:4px}img{max-width:100%;border:1px solid #ccc}</style>
<h1>Changed screenshots: ${names.length}</h1>
<p>Each story's baseline in <code>packages/ui/baselines</code>, the picture of this run, and their difference (red).
If the change is meant, <code>pnpm test:stories:update</code> makes it the baseline.</p>
${rows.join('\n')}
</html>
`,
  );
  return names.length;
}

/** The story files with a failed test in a report of the runner (their generated test files' names). */
function failedFiles(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return (r.testResults ?? [])
    .filter((suite) => suite.status === 'failed')
    .map((suite) => basename(suite.name));
}

/**
 * A story that failed runs once more, alone with the others of its file: on a loaded 2-core machine a
 * render or a play function can miss its time limit once (CI, stop 49: 1 of 793). A failure that repeats
 * fails the run; one that passes the second time is named in the summary as passing only on the retry.
 * At most 5 files are retried: more failures than that are not the machine's load. Answers the exit code.
 */
async function retryFailedFiles(testStories) {
  const files = failedFiles(report);
  if (!files || files.length === 0 || files.length > 5) return 1;
  console.log(`\n› ${files.length} story file(s) failed: running them once more (${files.join(', ')})`);
  const retryReport = `${report}.retry.json`;
  rmSync(retryReport, { force: true });
  const patterns = files.map((name) => `${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const { code } = await testStories(patterns, retryReport);
  if (!existsSync(retryReport)) return 1;
  const first = JSON.parse(readFileSync(report, 'utf8'));
  const second = JSON.parse(readFileSync(retryReport, 'utf8'));
  const again = new Map(second.testResults.map((suite) => [basename(suite.name), suite]));
  const suites = first.testResults.map((suite) => {
    const retried = again.get(basename(suite.name));
    return retried
      ? {
          ...retried,
          retriedAfter: suite.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName),
        }
      : suite;
  });
  const count = (status) =>
    suites.flatMap((suite) => suite.assertionResults).filter((a) => a.status === status).length;
  const merged = {
    ...first,
    success: code === 0,
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numRuntimeErrorTestSuites: suites.filter(
      (suite) => suite.status === 'failed' && !suite.assertionResults.length,
    ).length,
    testResults: suites,
  };
  writeFileSync(report, JSON.stringify(merged, null, 2));
  rmSync(retryReport, { force: true });
  return code;
}

/** The per-story stats lines the run wrote (STORY_TESTS_STATS: one JSON object per story), or null. */
function readStats() {
  if (!existsSync(stats)) return null;
  return readFileSync(stats, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function summarize(code, testStarted, started) {
  console.log('');
  if (!existsSync(report)) {
    console.log(`✗ story tests exited with code ${code} before writing a report`);
    return;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const failed = [];
  for (const file of r.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failed.push(test.fullName ?? test.title);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length)
      failed.push(relative(root, file.name));
  }
  const changed = writeChangesReport(join(root, '__diff_output__'), join(root, 'packages/ui/baselines'));
  const diffs = changed > 0 ? ` — ${changed} changed screenshot(s): open __diff_output__/index.html` : '';
  console.log(
    `${code === 0 ? '✓' : '✗'} story tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` +
      `${r.numRuntimeErrorTestSuites ? `, ${r.numRuntimeErrorTestSuites} suite(s) crashed` : ''}` +
      ` (each story in light and dark) in ${seconds(testStarted)}; total ${seconds(started)}${diffs}`,
  );
  for (const name of failed) console.log(`  ✗ ${name}`);
  for (const suite of r.testResults ?? []) {
    if (suite.status !== 'passed' || !suite.retriedAfter) continue;
    for (const name of suite.retriedAfter) console.log(`  ! ${name}: failed once, passed on the retry`);
  }
  const lines = readStats();
  if (lines) {
    const sum = (key) => lines.reduce((n, line) => n + line[key], 0);
    const ids = new Set(lines.map((line) => line.id));
    const played = storyEntries().filter((e) => ids.has(e.id) && e.tags?.includes('play-fn')).length;
    console.log(
      `  ${ids.size} stories checked after rendering: ${played} play functions run, ` +
        `${sum('replayed')} stories remounted for dark (storyTests.darkRemount), ` +
        `${sum('shots')} screenshots (${sum('identical')} byte-identical to the baseline, ` +
        `${sum('pixelmatched')} compared pixel by pixel)`,
    );
  }
  if (update && code === 0) console.log('  baselines written to packages/ui/baselines');
}

/** The stories of the built Storybook (its index.json). */
function storyEntries() {
  const index = join(root, out, 'index.json');
  if (!existsSync(index)) return [];
  return Object.values(JSON.parse(readFileSync(index, 'utf8')).entries ?? {}).filter(
    (e) => e.type === 'story',
  );
}

/** After a whole --update run: deletes the baselines no story produces (stories gone, modes not photographed). */
function pruneBaselines() {
  // The pictures this run took (each story's clipped modes, from its stats line): a story photographed in
  // light only has no dark baseline.
  const taken = readStats();
  if (!taken || !existsSync(baselineDir)) return;
  if (new Set(taken.map((line) => line.id)).size < storyEntries().length) return;
  const expected = new Set(
    taken.flatMap((line) => Object.keys(line.clips).map((theme) => `${line.id}--${theme}.png`)),
  );
  if (expected.size === 0) return;
  const stale = readdirSync(baselineDir).filter((f) => f.endsWith('.png') && !expected.has(f));
  for (const file of stale) rmSync(join(baselineDir, file));
  if (stale.length) console.log(`  deleted ${stale.length} baseline(s) no story produces`);
}

process.exit(await main());
