// `pnpm start`: builds what is missing or stale, then runs the one process that serves the site:
// pages (server rendering), /api, media and assets, on the embedded database with demo content.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhatIsStale, root } from './lib.mjs';

await buildWhatIsStale();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
