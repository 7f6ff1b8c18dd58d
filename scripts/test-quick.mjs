// `pnpm test:quick`: the check to run before each commit, in a few minutes. Typecheck, lint, then in each
// package touched since main (or reached through a workspace dependency) the unit tests that the changes
// reach (`vitest run --changed <base>`: the test files importing a changed file, directly or not).
// The whole line is `pnpm test`; this is no substitute for it.
//
//   node scripts/test-quick.mjs              changes since the merge-base with main, committed or not
//   node scripts/test-quick.mjs --base REF   changes since REF instead
import { execFileSync } from 'node:child_process';
import { pnpm, pnpmQuiet, root } from './lib.mjs';

const argv = process.argv.slice(2);
const baseIndex = argv.indexOf('--base');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return '';
  }
};

const base =
  baseIndex === -1
    ? tryGit('merge-base', 'HEAD', 'main') || tryGit('merge-base', 'HEAD', 'origin/main') || 'HEAD'
    : argv[baseIndex + 1];
const changed = [
  ...git('diff', '--name-only', base).split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter(Boolean);

/** The packages with unit tests, and the workspace packages each one's tests import from source. */
const suites = [
  { dir: 'packages/api', name: '@site/api', uses: [] },
  { dir: 'packages/ui', name: '@site/ui', uses: ['packages/api'] },
  { dir: 'apps/web', name: '@site/web', uses: ['packages/api', 'packages/ui'] },
  { dir: 'apps/server', name: '@site/server', uses: ['packages/api'] },
];
const touches = (dir) => changed.some((file) => file.startsWith(`${dir}/`));
const rootChanged = changed.some((file) => !file.includes('/') && /package\.json|pnpm-lock/.test(file));
const touched = suites.filter((s) => rootChanged || touches(s.dir) || s.uses.some(touches));

console.log(`› ${changed.length} files changed since ${base.slice(0, 12)}`);
const steps = [];
async function step(name, fn) {
  const started = Date.now();
  const code = await fn();
  steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

// Typecheck and lint (one core, output kept until they end) beside the tests.
const checks = Promise.all([
  step('typecheck', () => pnpmQuiet(['typecheck'])),
  step('lint', () => pnpmQuiet(['lint'])),
]);
for (const suite of touched) {
  await step(`unit ${suite.name} (changed)`, () =>
    pnpm(['--filter', suite.name, 'exec', 'vitest', 'run', '--changed', base, '--passWithNoTests'], {
      env: { ...process.env, DATABASE_URL: '' },
    }),
  );
}
await checks;

console.log('\n━━ quick summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
if (touched.length === 0) console.log('no package with unit tests was touched');
process.exit(steps.every((s) => s.ok) ? 0 : 1);
