// `node scripts/check-packages.mjs`: the published packages as a consumer gets them. Each is packed as it
// would be published (`pnpm pack`: workspace ranges written out, only its `files`), then checked by
// publint (package.json against the files it ships) and by are-the-types-wrong (every entry point resolves
// to JavaScript and its types, for Node's ESM resolution and for bundlers; both packages are ESM only, so
// the CommonJS resolutions are out of scope: `--profile esm-only`). Then both tarballs are installed into a
// new app, once with npm and once with pnpm, with no overrides (@site/ui asks @site/api as a peer, so the
// app's own copy serves it), a page of a card is rendered from them in Node, and (npm) a TypeScript file using
// each entry compiles strictly against the packed declarations. Run by the test line after
// the build; the installs need the npm registry (React and the packages' dependencies).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, root, run } from './lib.mjs';

/** The packages, with the entry points that are not modules (a stylesheet has no types to resolve). */
const PACKAGES = [
  { dir: 'packages/api', tarball: 'site-api', notModules: [], ships: [] },
  {
    dir: 'packages/ui',
    tarball: 'site-ui',
    notModules: ['./styles.css', './base.css', './video.css', './moderation.css'],
    // The texts of the ten languages (`@site/ui/locales/<lang>.json`).
    ships: [
      'dist/base.css',
      // Each style source's stylesheet and which module uses which (`@site/ui/vite`'s componentCss).
      'dist/css/modules.json',
      'dist/css/VideoCard/VideoCard.css',
      ...['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'].map((l) => `dist/locales/${l}.json`),
    ],
  },
];

/** What the consumer app renders: a video card inside the provider, with @site/api's display helpers. */
const CONSUMER = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { UiProvider, VideoCard } from '@site/ui';
import { formatDuration } from '@site/api/display';
const video = { video_id: 7, title: 'Quiet lake at dawn', dir: 'quiet-lake-at-dawn', thumb: '/t.jpg', duration: 125,
  video_viewed: 1200, props: { hd: 1, vr: 0 }, user_id: 3, display_name: 'Lexi', is_trusted: 0,
  content_source_dir: null, content_source_name: null };
const html = renderToString(h(UiProvider, null, h(VideoCard, { video })));
if (!html.includes('Quiet lake at dawn') || !html.includes('/videos/7/quiet-lake-at-dawn/')) {
  console.error('the card did not render as expected:', html.slice(0, 300));
  process.exit(1);
}
console.log('rendered a card from the tarballs,', formatDuration(125), html.length, 'characters');
`;

/** A TypeScript consumer of each entry's declarations, checked strictly with the packages' own `.d.ts` too. */
const CONSUMER_TYPES = `
import { type ApiClient, createApiClient } from '@site/api';
import { CALL_DOCS } from '@site/api/contract';
import { formatDuration } from '@site/api/display';
import { Button, UiProvider, VideoCard } from '@site/ui';
import { ModerationQueue } from '@site/ui/moderation';
import { brandThemes, type BrandDefinition } from '@site/ui/theme';
import { createBrandTheme } from '@site/ui/theme/brand';
import { VideoPlayer } from '@site/ui/video';
import { type ComponentCssPlugin, componentCss } from '@site/ui/vite';
import { createElement as h } from 'react';
const api: ApiClient = createApiClient({ baseUrl: 'https://example.test' });
const duration: string = formatDuration(125);
export const page = h(UiProvider, null, h(Button, { variant: 'primary' }, duration));
export const plugin: ComponentCssPlugin = componentCss();
const brand: BrandDefinition = { name: 'x', label: 'X', light: { accent: '#000', accentText: '#fff' }, dark: { accent: '#fff', accentText: '#000' } };
export const make = () => createBrandTheme(brand, () => 'class');
export { api, brandThemes, CALL_DOCS, ModerationQueue, VideoCard, VideoPlayer };
`;
const CONSUMER_TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['types.ts'],
};

/** Installs the tarballs into a new app with `manager`, renders CONSUMER there, and (npm) compiles CONSUMER_TYPES. */
async function consumerRenders(manager, tarballs) {
  const app = mkdtempSync(join(tmpdir(), `site-consumer-${manager}-`));
  try {
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    writeFileSync(join(app, 'render.mjs'), CONSUMER);
    writeFileSync(join(app, 'types.ts'), CONSUMER_TYPES);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG));
    const deps = [...tarballs, 'react@19', 'react-dom@19', '@types/react@19'];
    const installed =
      manager === 'npm'
        ? await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...deps], { cwd: app })
        : await pnpm(['add', '--reporter=silent', ...deps], { cwd: app });
    if (installed !== 0) {
      console.error(`${manager} could not install the tarballs`);
      return false;
    }
    console.log(`${manager}: installed @site/api and @site/ui from their tarballs`);
    if ((await run('node', ['render.mjs'], { cwd: app })) !== 0) return false;
    // The declarations too, as a TypeScript site on Node's resolution compiles against them (flat npm tree).
    if (manager !== 'npm') return true;
    if ((await run(join(root, 'node_modules/.bin/tsc'), ['-p', app])) !== 0) {
      console.error(`${manager}: a TypeScript consumer does not compile against the packed declarations`);
      return false;
    }
    console.log(`${manager}: a TypeScript consumer compiles against the packed declarations`);
    return true;
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

const out = mkdtempSync(join(tmpdir(), 'site-packs-'));
let failed = 0;
const packed = [];
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
    packed.push(file);
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
  if (packed.length === PACKAGES.length) {
    for (const manager of ['npm', 'pnpm']) if (!(await consumerRenders(manager, packed))) failed++;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed === 0 ? 0 : 1);
