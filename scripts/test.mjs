// `pnpm test`: every check and every test suite of the repository, in order, with one summary at the end.
// Each suite writes a JSON report so the closing line counts real tests: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { buildTypes, buildWhatIsStale, pnpm, pnpmQuiet, root, run } from './lib.mjs';

const reports = join(root, 'node_modules/.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const onPath = (name) =>
  (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, name)));

/**
 * Debian's chromium (Lighthouse and the benches drive /usr/bin/chromium), its headless shell (the story and
 * browser tests drive /usr/lib/chromium/chromium-headless-shell) and ffmpeg (transcoding), when missing.
 */
async function ensureSystemPackages() {
  const missing = [
    ...(existsSync('/usr/bin/chromium') ? [] : ['chromium']),
    ...(existsSync('/usr/lib/chromium/chromium-headless-shell') ? [] : ['chromium-headless-shell']),
    ...(process.env.FFMPEG_PATH || (onPath('ffmpeg') && onPath('ffprobe')) ? [] : ['ffmpeg']),
  ];
  if (missing.length === 0) return;
  console.log(`› installing Debian's ${missing.join(' and ')} (apt-get)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', ...missing]);
}

/**
 * The machine's load while the line runs, sampled every 15 s: the steps' seconds mean something only beside
 * it. On an otherwise idle 2-core machine the line's own processes keep the mean near 5 (17½ min); the same
 * line timed beside other suites, at a load of about 12, took 36 min.
 */
const loads = [];
const loadSampler = setInterval(() => loads.push(loadavg()[0]), 15_000);
loadSampler.unref();
const lineStarted = Date.now();

const results = [];

/** The machine's CPU time so far, busy and idle (Linux's /proc/stat; null elsewhere). */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return null;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  return { idle, busy: fields.reduce((a, b) => a + b, 0) - idle };
}

async function step(name, fn, report) {
  // The clock time too: a gap inside a step (a tool that waits before its first line) shows in the log.
  console.log(`\n━━ ${name} (${new Date().toISOString().slice(11, 19)})`);
  const result = { name, report, ok: false, seconds: 0, busy: null };
  results.push(result);
  const started = Date.now();
  const cpu = cpuTimes();
  const code = await fn();
  const after = cpuTimes();
  // How busy the machine's cores were during the step: a step that leaves them idle waits, one at 100 % can
  // only get faster by doing less.
  const busy =
    cpu && after ? (after.busy - cpu.busy) / (after.busy - cpu.busy + after.idle - cpu.idle) : null;
  Object.assign(result, { ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), busy });
  return code === 0;
}

/** A step's JSON reports (one per concurrent run) as read, those that were written. */
const readReports = (files) =>
  [files]
    .flat()
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));

/** The tests the reports count; null without any report. */
function countReports(found) {
  if (found.length === 0) return null;
  const count = { passed: 0, failed: 0 };
  for (const r of found) {
    count.passed += r.numPassedTests ?? 0;
    count.failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  }
  return count;
}

/** The first line of a failure's message. */
const firstLine = (message) => (message ?? '').split('\n')[0].slice(0, 300);

/** A failed test by its file and name, with the first line of what it failed on; a file by its message. */
function named(file, name, message) {
  const where = file.replace(`${root}/`, '');
  if (!name) return `${where}: ${firstLine(message)}`;
  return `${where} › ${name}${message ? `\n         ${firstLine(message)}` : ''}`;
}

/** The failed tests the reports name. */
function failuresIn(found) {
  const failures = [];
  for (const r of found) {
    for (const suite of r.testResults ?? []) {
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) {
        failures.push(named(suite.name ?? '', t.fullName ?? t.title, t.failureMessages?.[0]));
      }
      // A file that failed outside any test (an import, a hook) names its own message.
      if (suite.status === 'failed' && failedTests.length === 0) {
        failures.push(named(suite.name ?? '', '', suite.message));
      }
    }
  }
  return failures;
}

/** The tests the reports name as failed once and passed when run again alone (`againAlone`). */
const flakyIn = (found) => found.flatMap((r) => r.flaky ?? []).map((t) => named(t.file, t.name, t.message));

/**
 * A journey file that failed beside the other project runs once more, alone, on its project's fresh site: on
 * 2 busy cores a journey can lose a race with the other project's pages. Its report then holds that run's
 * results for those files, and names each test that failed the first time under `flaky`, which the summary
 * prints, so a flake is seen, never hidden. A file that fails alone too fails the step.
 */
async function againAlone(project, out) {
  if (!existsSync(out)) return 1;
  const first = JSON.parse(readFileSync(out, 'utf8'));
  const failedFiles = (first.testResults ?? []).filter((file) => file.status === 'failed');
  if (failedFiles.length === 0) return 1;
  const files = failedFiles.map((file) => relative(join(root, 'e2e'), file.name));
  console.log(
    `\n› e2e ${project}: ${files.join(', ')} failed; running ${files.length > 1 ? 'them' : 'it'} again, alone`,
  );
  const againOut = out.replace(/\.json$/, '-again.json');
  const code = await vitestRun(`e2e ${project} again`, '@site/e2e', againOut, [
    `--project=${project}`,
    ...files,
  ]);
  if (!existsSync(againOut)) return code || 1;
  const again = JSON.parse(readFileSync(againOut, 'utf8'));
  const rerun = new Map((again.testResults ?? []).map((file) => [file.name, file]));
  const merged = (first.testResults ?? []).map((file) => rerun.get(file.name) ?? file);
  const tests = merged.flatMap((file) => file.assertionResults ?? []);
  const flaky = failedFiles.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => ({ file: file.name, name: t.fullName ?? t.title, message: t.failureMessages?.[0] ?? '' })),
  );
  writeFileSync(
    out,
    JSON.stringify({
      ...first,
      testResults: merged,
      numPassedTests: tests.filter((t) => t.status === 'passed').length,
      numFailedTests: tests.filter((t) => t.status === 'failed').length,
      numRuntimeErrorTestSuites: again.numRuntimeErrorTestSuites ?? 0,
      flaky: code === 0 ? flaky : [],
    }),
  );
  return code;
}

await ensureSystemPackages();
// Typecheck and lint (one core, their own outputs) run while the build uses the other: about 40 s saved.
const checks = Promise.all([
  step('typecheck', () => pnpmQuiet(['typecheck'])),
  step('lint', () => pnpmQuiet(['lint'])),
]);
/**
 * One vitest run, writing its JSON report to `out`; `env` overrides variables (the database URL). A run that
 * died without its report did not fail a test: the process crashed. On the embedded database that is an
 * upstream Node/V8 bug that PGlite's WebAssembly trips now and then ("Check failed:
 * jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500): the run goes once more, saying so.
 */
async function vitestRun(name, filter, out, extra = [], env = {}) {
  const args = [
    '--filter',
    filter,
    'exec',
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
  ];
  const once = () => pnpm([...args, `--outputFile.json=${out}`], { env: { ...process.env, ...env } });
  const code = await once();
  if (code === 0 || existsSync(out)) return code;
  console.log(
    `\n› ${name} stopped without its report (a crashed process, not a failed test): running it again`,
  );
  return once();
}

/**
 * One vitest suite as a step, writing its JSON report; `env` overrides variables (the database URL), `files`
 * are vitest's file filters (none: every file).
 */
function vitestStep(name, filter, reportName, env = {}, files = []) {
  const out = join(reports, `${reportName}.json`);
  return step(name, () => vitestRun(name, filter, out, files, env), out);
}

// The build first: the server suite also renders the built pages (security/ssr-xss.test.ts). Beside the
// typecheck it builds the modules only; the packages' types come after it, from the declarations the
// typecheck's `tsc -b` wrote (one compiler writing them at a time).
await step('build', async () => {
  await buildWhatIsStale({ types: false });
  return 0;
});
await checks;
await step('build types', () => buildTypes());
/**
 * The server's files whose code differs by engine (the database's opening, lock, backup and migrations, the
 * job queue's locking, the bulk seed, the built processes and their settings). Where PostgreSQL is there
 * (CI: TEST_POSTGRES_URL), the server suite runs on it, and on the embedded database only these: the rest is
 * the same SQL on both, and the browser journeys run the whole site on the embedded database. The line took
 * 360 s on PGlite then 163 s on PostgreSQL for the whole suite twice.
 */
const engineFiles = [
  'src/db/',
  'src/jobs/',
  'src/seed/',
  'src/deploy.test.ts',
  'src/multi-process.test.ts',
  'src/config.test.ts',
];
const postgres = process.env.TEST_POSTGRES_URL;
/**
 * The steps that leave a core idle, side by side: packing the published packages as a consumer gets them
 * (packs and installs: 50 % busy), the api suite (61 %) and the server's engine files on PGlite (their
 * built processes start and wait: 74 %). One after the other they took 137 s, side by side 94 s.
 */
await Promise.all([
  step('packages', () => run('node', ['scripts/check-packages.mjs'])),
  vitestStep('unit @site/api', '@site/api', 'api', { DATABASE_URL: '' }),
  ...(postgres
    ? [
        vitestStep(
          'unit @site/server on PGlite (engine files)',
          '@site/server',
          'server',
          { DATABASE_URL: '' },
          engineFiles,
        ),
      ]
    : []),
]);
// The unit suites run on the embedded database whatever the shell has set; the server's, where PostgreSQL
// is there, on it, every file.
await vitestStep('unit @site/ui', '@site/ui', 'ui', { DATABASE_URL: '' });
await vitestStep('unit @site/web', '@site/web', 'web', { DATABASE_URL: '' });
await (postgres
  ? vitestStep('unit @site/server on PostgreSQL', '@site/server', 'server-postgres', {
      DATABASE_URL: postgres,
    })
  : vitestStep('unit @site/server', '@site/server', 'server', { DATABASE_URL: '' }));
const storiesReport = join(reports, 'stories.json');
await step(
  'stories',
  () => run('node', ['scripts/test-stories.mjs', '--full', '--json', storiesReport]),
  storiesReport,
);
// The browser journeys: their two projects side by side, each in a process of its own with its own site
// (e2e/vitest.config.ts): one project's waits leave the CPU to the other's files.
const e2eProjects = ['site', 'media'];
const e2eReports = e2eProjects.map((project) => join(reports, `e2e-${project}.json`));
await step(
  'e2e',
  async () => {
    const codes = await Promise.all(
      e2eProjects.map((project, i) =>
        vitestRun(`e2e ${project}`, '@site/e2e', e2eReports[i], [`--project=${project}`]),
      ),
    );
    for (const [i, project] of e2eProjects.entries()) {
      if (codes[i] !== 0) codes[i] = await againAlone(project, e2eReports[i]);
    }
    return codes.find((code) => code !== 0) ?? 0;
  },
  e2eReports,
);
// Visual review on Chromatic, where a project is set up: the story snapshots are uploaded and the step
// fails while a change is not reviewed there (chromatic.config.json). Without the token: nothing to do.
if (process.env.CHROMATIC_PROJECT_TOKEN) {
  await step('chromatic', () => pnpm(['chromatic']));
}

let passed = 0;
let failed = 0;
console.log('\n━━ summary');
for (const r of results) {
  const found = r.report ? readReports(r.report) : [];
  const c = countReports(found);
  passed += c?.passed ?? 0;
  // A failed step counts at least once, even when it failed before any test ran (typecheck, a crash).
  failed += r.ok ? (c?.failed ?? 0) : Math.max(1, c?.failed ?? 0);
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s${r.busy === null ? '' : `, CPU ${Math.round(r.busy * 100)} % busy`})${c ? `: ${c.passed} passed, ${c.failed} failed` : ''}`,
  );
  // The failures by name here too: a log cut to its tail still says what failed.
  for (const failure of failuresIn(found)) console.log(`  ✗ ${failure}`);
  for (const flake of flakyIn(found)) console.log(`  ↻ failed, then passed alone: ${flake}`);
}
clearInterval(loadSampler);
const meanLoad = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : loadavg()[0];
console.log(
  `the whole line: ${Math.round((Date.now() - lineStarted) / 1000)}s on ${availableParallelism()} cores, ` +
    `mean load ${meanLoad.toFixed(1)}, highest ${Math.max(meanLoad, ...loads).toFixed(1)}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
