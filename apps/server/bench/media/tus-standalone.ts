// `bench:media --standalone`: a bare tus server in a process of its own, the @tus/server + @tus/file-store
// pair the site uses, with nothing else (no database, no sessions, no CSRF check). It stores uploads in
// `<DATA_DIR>/uploads/<id>` (+ `<id>.json`), serves the tus endpoint on /api/tus/ and /healthz, listens on
// HOST:PORT and prints `Site ready on …` like the server. It gives the upload figures of the library
// alone, to compare with the site's endpoint.
import http from 'node:http';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

const tus = new Server({
  path: '/api/tus',
  datastore: new FileStore({ directory: join(dataDir, 'uploads') }),
  // Locations relative to the request, so the client keeps going through the bench's proxy.
  relativeLocation: true,
});

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') {
    res.end('ok');
    return;
  }
  if (req.url?.startsWith('/api/tus')) {
    void tus.handle(req, res);
    return;
  }
  res.statusCode = 404;
  res.end();
});
server.listen(port, host, () => {
  const address = server.address();
  console.log(`Site ready on http://${host}:${typeof address === 'object' && address ? address.port : port}`);
});
// The bench asks, after the upload, what a full garbage collection leaves (node runs with --expose-gc):
// memory still held then is kept by something, not garbage waiting for a collection.
process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const m = process.memoryUsage();
  const mb = (n: number) => (n / 1e6).toFixed(0);
  console.log(
    `MEMORY after ${gc ? 'a full GC' : 'no GC (no --expose-gc)'}: rss ${mb(m.rss)} MB, heap used ${mb(m.heapUsed)} MB, external ${mb(m.external)} MB, array buffers ${mb(m.arrayBuffers)} MB`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
