// `pnpm build:types` of @site/api and @site/ui (run in the package's folder): `tsc -b` has written the
// package's declarations (tsconfig.base.json: declarations only, into node_modules/.tsbuild/<package>); this
// bundles them into one declaration file per entry of package.json's `exports` (its "types" beside its
// "@site/source"), with the types they share in chunks beside them. The types are worked out once, by the
// compiler the typecheck runs anyway, not a second time by the bundler: tsup's `dts` took 22 s for
// @site/api and 24 s for @site/ui alone, 84 s beside the typecheck in the test line; this takes about 3 s.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const pkgDir = process.cwd();
const read = (file) => JSON.parse(readFileSync(join(pkgDir, file), 'utf8'));
const emitted = resolve(pkgDir, read('tsconfig.json').compilerOptions.outDir);
/** `dist/contract/index.d.ts` ← `src/contract/index.ts`, for each export with types. */
const input = Object.fromEntries(
  Object.values(read('package.json').exports)
    .filter((target) => typeof target === 'object' && target.types && target['@site/source'])
    .map((target) => [
      target.types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, ''),
      join(emitted, target['@site/source'].replace(/\.tsx?$/, '.d.ts')),
    ]),
);
const started = Date.now();
const bundle = await rollup({
  input,
  // Relative imports are bundled; a package's (its dependencies, React, another workspace package) stays.
  // `respectExternal`: tsc's output lies under node_modules/, whose imports the plugin would otherwise leave.
  external: (id) => !id.startsWith('.') && !id.startsWith('/'),
  plugins: [dts({ respectExternal: true })],
});
const dist = join(pkgDir, 'dist');
// The chunks of an earlier bundle would stay beside the new ones.
for (const file of readdirSync(dist).filter((f) => /^types-.+\.d\.ts$/.test(f))) rmSync(join(dist, file));
await bundle.write({
  dir: dist,
  format: 'es',
  entryFileNames: '[name].d.ts',
  chunkFileNames: 'types-[hash].d.ts',
});
await bundle.close();
console.log(
  `types of ${relative(join(pkgDir, '../..'), pkgDir)}: ${Object.keys(input).length} entries bundled from tsc's declarations in ${Date.now() - started} ms`,
);
