// Writes openapi.json (OpenAPI 3.1) from the built contract: run after tsup (the build script does).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const { buildOpenApiDocument } = await import(pathToFileURL(join(root, 'dist/openapi/index.js')).href);
const doc = buildOpenApiDocument(version);
writeFileSync(join(root, 'openapi.json'), `${JSON.stringify(doc, null, 2)}\n`);
console.log(
  `openapi.json: ${Object.keys(doc.paths).length} paths, ${Object.keys(doc.components.schemas).length} schemas`,
);
