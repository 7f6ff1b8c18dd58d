// `node scripts/check-packages.mjs`: the published packages as a consumer gets them. Each is packed as it
// would be published (`pnpm pack`: workspace ranges written out, only its `files`), then checked by
// publint (package.json against the files it ships) and by are-the-types-wrong (every entry point resolves
// to JavaScript and its types, for Node's ESM resolution and for bundlers; both packages are ESM only, so
// the CommonJS resolutions are out of scope: `--profile esm-only`). Run by the test line after the build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, root, run } from './lib.mjs';

/** The packages, with the entry points that are not modules (a stylesheet has no types to resolve). */
const PACKAGES = [
  { dir: 'packages/api', tarball: 'site-api', notModules: [], ships: [] },
  {
    dir: 'packages/ui',
    tarball: 'site-ui',
    notModules: ['./styles.css', './base.css'],
    // The texts of the ten languages (`@site/ui/locales/<lang>.json`).
    ships: [
      'dist/base.css',
      ...['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'].map((l) => `dist/locales/${l}.json`),
    ],
  },
];

const out = mkdtempSync(join(tmpdir(), 'site-packs-'));
let failed = 0;
try {
  for (const pkg of PACKAGES) {
    const cwd = join(root, pkg.dir);
    if (
      (await pnpm(['pack', '--pack-destination', out], { cwd, stdio: ['ignore', 'ignore', 'inherit'] })) !== 0
    ) {
      failed++;
      continue;
    }
    const tarball = readdirSync(out).find((f) => f.startsWith(`${pkg.tarball}-`) && f.endsWith('.tgz'));
    if (!tarball) {
      console.error(`no tarball of ${pkg.dir} in ${out}`);
      failed++;
      continue;
    }
    const file = join(out, tarball);
    const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
    const missing = pkg.ships.filter((path) => !listing.includes(`package/${path}`));
    if (missing.length > 0) {
      console.error(`${tarball} lacks ${missing.join(', ')}`);
      failed++;
    }
    const bin = (name) => join(root, 'node_modules/.bin', name);
    if ((await run(bin('publint'), [file, '--strict'])) !== 0) failed++;
    const exclude = pkg.notModules.length > 0 ? ['--exclude-entrypoints', ...pkg.notModules] : [];
    const attw = [file, '--profile', 'esm-only', ...exclude];
    // Quiet when all is well; the table of every entry point and resolution when not.
    if ((await run(bin('attw'), [...attw, '--quiet'])) !== 0) {
      await run(bin('attw'), attw);
      failed++;
    } else console.log(`are-the-types-wrong: ${tarball} resolves in Node (ESM) and bundlers`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed === 0 ? 0 : 1);
