// `pnpm size`: builds @site/ui (and the @site/api entries it imports) when their dist is missing or older
// than their sources, runs size-limit (.size-limit.mjs) and prints one table. Exits 1 when a check is over
// its limit.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ui = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const api = resolve(ui, '../api');
const root = resolve(ui, '../..');

/** Newest modification time under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function buildIfStale(name, dir, output) {
  if (mtime(join(dir, output)) >= newest(join(dir, 'src'))) return;
  process.stdout.write(`› building ${name} (dist is missing or older than src) … `);
  const tsup = existsSync(join(dir, 'node_modules/.bin/tsup'))
    ? join(dir, 'node_modules/.bin/tsup')
    : join(root, 'node_modules/.bin/tsup');
  const result = spawnSync(tsup, [], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    console.log('failed');
    console.log(result.stdout, result.stderr);
    process.exit(1);
  }
  console.log('done');
}

buildIfStale('@site/api', api, 'dist/display/index.js');
buildIfStale('@site/ui', ui, 'dist/index.js');

const sizeLimit = existsSync(join(ui, 'node_modules/.bin/size-limit'))
  ? join(ui, 'node_modules/.bin/size-limit')
  : join(root, 'node_modules/.bin/size-limit');
const result = spawnSync(sizeLimit, ['--json'], {
  cwd: ui,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
let checks;
try {
  checks = JSON.parse(result.stdout);
} catch {
  console.error(result.stdout);
  console.error('✗ size-limit did not report');
  process.exit(1);
}
if (!Array.isArray(checks)) {
  console.error(checks.error ?? checks);
  process.exit(1);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const rows = checks.map((c) => [
  c.passed ? '✓' : '✗',
  c.name,
  kB(c.size),
  c.sizeLimit === undefined ? '' : kB(c.sizeLimit),
]);
const header = ['', 'import from @site/ui', 'size (min + brotli)', 'limit'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
console.log('');
console.log(line(header));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
console.log('');
console.log('React and react-dom are peers and not counted; each row is that import alone, tree-shaken.');
const failed = checks.filter((c) => !c.passed);
if (failed.length) {
  console.error(
    `✗ over the limit: ${failed.map((c) => c.name).join(', ')} (limits in packages/ui/.size-limit.mjs)`,
  );
  process.exit(1);
}
console.log(`✓ ${checks.length} checks within their limits`);
