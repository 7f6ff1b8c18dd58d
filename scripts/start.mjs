// `pnpm start`: builds what is missing or stale, then runs the one process that serves the site:
// pages (server rendering), /api, media and assets, on the embedded database with demo content.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhatIsStale, root } from './lib.mjs';

await buildWhatIsStale();
process.env.NODE_ENV ??= 'production';
// The demo on the embedded database pays with the local processor's fake money (say so; production refuses
// it otherwise). With DATABASE_URL, a real site: PAYMENT_PROVIDER=btcpay, or ALLOW_FAKE_PAYMENTS itself.
if (!process.env.DATABASE_URL && !process.env.PAYMENT_PROVIDER) process.env.ALLOW_FAKE_PAYMENTS ??= 'true';
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
