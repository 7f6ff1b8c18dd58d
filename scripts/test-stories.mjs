// `pnpm test:stories`: every story of @site/ui in Chromium, in the light and the dark theme. For each:
// render + play function, axe, and a screenshot compared with packages/ui/baselines (see
// .storybook/test-runner.ts). Exits non-zero when any story fails.
//
//   node scripts/test-stories.mjs                 build Storybook, serve it, test every story
//   node scripts/test-stories.mjs --update        same, writing the screenshots as the new baselines
//   node scripts/test-stories.mjs --json <file>   also write Jest's JSON report to <file>
//   node scripts/test-stories.mjs --no-build      reuse the built Storybook as it is
//   node scripts/test-stories.mjs --out <dir>     build into and serve <dir> (default storybook-static)
//   STORY_FOLDERS=Avatar,Badge node scripts/…     only those component folders (see .storybook/main.ts)
//   node scripts/test-stories.mjs -- <args>       pass the rest to test-storybook (Jest), e.g. -t Dialog
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import waitOn from 'wait-on';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const chromium = '/usr/bin/chromium';

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
const jsonIndex = own.indexOf('--json');
const jsonReport = jsonIndex === -1 ? null : resolve(own[jsonIndex + 1] ?? '');
const outIndex = own.indexOf('--out');
const out = outIndex === -1 ? 'storybook-static' : (own[outIndex + 1] ?? 'storybook-static');
const report =
  jsonReport ?? join(root, 'node_modules/.cache/story-tests', `${out.replace(/[^\w-]+/g, '_')}.json`);

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
    console.error(`✗ ${chromium} is missing: install Debian's chromium (apt-get install chromium).`);
    return 1;
  }
  // A partial run (STORY_FOLDERS) keeps the other diffs.
  if (!process.env.STORY_FOLDERS) rmSync(join(root, '__diff_output__'), { recursive: true, force: true });
  mkdirSync(dirname(report), { recursive: true });
  rmSync(report, { force: true });

  if (build) {
    const t = Date.now();
    process.stdout.write('› building Storybook … ');
    const { code, output } = await run(bin('storybook'), ['build', '-o', out, '--quiet'], {
      capture: true,
    });
    if (code !== 0) {
      console.log('failed\n');
      console.log(output);
      console.error('✗ Storybook build failed');
      return 1;
    }
    console.log(`done (${seconds(t)})`);
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
    console.log(`› serving storybook-static at ${url}`);
    console.log(
      update
        ? '› UPDATING baselines in packages/ui/baselines (axe and play functions still fail the run)'
        : '› every story × light and dark: play function, axe, screenshot vs packages/ui/baselines',
    );

    const t = Date.now();
    const { code } = await run(
      bin('test-storybook'),
      [
        '--url',
        url,
        '--index-json',
        '--config-dir',
        '.storybook',
        '--browsers',
        'chromium',
        '--maxWorkers=2',
        '--verbose',
        ...passThrough,
      ],
      {
        env: {
          UPDATE_BASELINES: update ? '1' : '0',
          STORY_TESTS_ROOT: root,
          STORY_TESTS_REPORT: report,
          TARGET_URL: url,
          // Shorter DOM dumps in failure messages.
          DEBUG_PRINT_LIMIT: process.env.DEBUG_PRINT_LIMIT ?? '600',
        },
      },
    );

    summarize(code, t, started);
    return code === 0 ? 0 : 1;
  } finally {
    stopChildren();
  }
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
  const diffs = existsSync(join(root, '__diff_output__'))
    ? ' — actual and diff images in __diff_output__/'
    : '';
  console.log(
    `${code === 0 ? '✓' : '✗'} story tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` +
      `${r.numRuntimeErrorTestSuites ? `, ${r.numRuntimeErrorTestSuites} suite(s) crashed` : ''}` +
      ` (each story in light and dark) in ${seconds(testStarted)}; total ${seconds(started)}${diffs}`,
  );
  for (const name of failed) console.log(`  ✗ ${name}`);
  if (update && code === 0) console.log('  baselines written to packages/ui/baselines');
}

process.exit(await main());
