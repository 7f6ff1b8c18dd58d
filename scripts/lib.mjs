// Helpers shared by the start and test scripts: run pnpm the pinned way, and build only what is stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The runtime is Node 24 LTS (.node-version): say so at once rather than fail later in a dependency.
const wanted = Number(readFileSync(join(root, '.node-version'), 'utf8').trim().replace(/^v/, ''));
if (Number(process.versions.node.split('.')[0]) < wanted) {
  console.error(
    `Node ${process.versions.node} is too old: this project runs on Node ${wanted}. Put it first on PATH, e.g.\n` +
      `  npm install --prefix ~/.node${wanted} node@${wanted} && export PATH=~/.node${wanted}/node_modules/.bin:$PATH`,
  );
  process.exit(1);
}
export const pin = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(1));
  });
}

/** The pinned pnpm with its output kept, then printed whole: for a step that runs beside another. */
export function pnpmQuiet(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['-y', pin, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code, signal) => {
      process.stdout.write(`\n── ${args.join(' ')}\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => resolve(1));
  });
}

/** Runs the pinned pnpm (`npx -y pnpm@<pin>`), as the README does on a fresh machine. */
export function pnpm(args, options) {
  return run('npx', ['-y', pin, ...args], options);
}

const skip = new Set(['node_modules', 'dist', 'build', '.react-router', 'storybook-static']);

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (skip.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/** True when the output is missing or older than any of its inputs. */
export function isStale(output, inputs) {
  const out = join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return inputs.some((input) => newest(join(root, input)) > built);
}

/** What `start` builds, in order, each with the inputs that make it stale. */
export const buildSteps = [
  // The packages' `build` is `build:js` (the modules, CSS, texts) then `build:types` (tsc's declarations,
  // bundled): `typesLater` lets the test line build their types after its typecheck has worked them out.
  {
    name: '@site/api',
    output: 'packages/api/dist/index.js',
    inputs: ['packages/api/src', 'packages/api/package.json'],
    typesLater: true,
  },
  {
    name: '@site/ui',
    output: 'packages/ui/dist/index.js',
    inputs: ['packages/ui/src', 'packages/ui/package.json'],
    typesLater: true,
  },
  {
    name: '@site/web',
    output: 'apps/web/build/server/index.js',
    inputs: [
      'apps/web/app',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/server-build.ts',
      // The packages' modules (a package build writes all of them again), not their types: the test line
      // writes those after the site's build (`buildTypes`), which must not make the site stale.
      'packages/ui/dist/index.js',
      'packages/api/dist/index.js',
    ],
  },
  {
    name: '@site/server',
    output: 'apps/server/dist/main.js',
    // The language files are copied into dist: a changed text needs a new build.
    inputs: ['apps/server/src', 'apps/server/langs', 'apps/server/tsup.config.ts', 'packages/api/src'],
  },
];

/**
 * Builds every stale step; exits the process on a failed build. `types: false` leaves out the packages'
 * declarations (`buildTypes` makes them).
 */
export async function buildWhatIsStale({ force = false, types = true } = {}) {
  if (!existsSync(join(root, 'node_modules'))) {
    if ((await pnpm(['install'])) !== 0) process.exit(1);
  }
  for (const step of buildSteps) {
    if (!force && !isStale(step.output, step.inputs)) continue;
    const script = step.typesLater && !types ? 'build:js' : 'build';
    console.log(`\n› building ${step.name}${script === 'build' ? '' : ' (its modules; its types later)'}`);
    if ((await pnpm(['--filter', step.name, script])) !== 0) {
      console.error(`Build of ${step.name} failed.`);
      process.exit(1);
    }
  }
}

/** The packages' declarations (`build:types`: `tsc -b`, then bundled per entry); answers the exit code. */
export function buildTypes() {
  const filters = buildSteps.filter((step) => step.typesLater).flatMap((step) => ['--filter', step.name]);
  return pnpm([...filters, 'build:types']);
}
