// The floor's server (`node server.ts`, after `react-router build`): the built client files, the site's API
// and media passed through from SITE_URL (the real site's demo content, on the floor's own origin as the
// site serves them on its own), and every other path rendered by React Router. Answers of 1 kB and more
// are compressed as the site compresses them (@fastify/compress: brotli at quality 4, else gzip).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { createRequestHandler, type ServerBuild } from 'react-router';

const site = process.env.SITE_URL?.replace(/\/$/, '');
if (!site) throw new Error('SITE_URL (the running site the floor reads its videos from) is not set');
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';
const here = import.meta.dirname;
const clientDir = join(here, 'build/client');
const build = (await import(join(here, 'build/server/index.js'))) as ServerBuild;
const render = createRequestHandler(build, 'production');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};
/** A fetch body as a Node stream (the DOM's and Node's stream types differ only in their typings). */
const nodeStream = (body: ReadableStream<Uint8Array>) =>
  Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** Sends a body, compressed when its type and size allow and the browser takes it. */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Readable | null,
  size: number | null,
) {
  const type = headers['content-type'] ?? '';
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    body && COMPRESSIBLE.test(type) && (size === null || size >= 1024)
      ? accept.includes('br')
        ? 'br'
        : accept.includes('gzip')
          ? 'gzip'
          : null
      : null;
  if (encoding) {
    delete headers['content-length'];
    res.writeHead(status, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' });
    const compress =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip();
    await pipeline(body as Readable, compress, res);
  } else {
    res.writeHead(status, headers);
    if (body && req.method !== 'HEAD') await pipeline(body, res);
    else res.end();
  }
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://${host}:${port}`);
  // The built files: hashed ones kept for a year, as the site keeps its own.
  const file = normalize(join(clientDir, decodeURIComponent(url.pathname)));
  if (url.pathname !== '/' && file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile()) {
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
    };
    await send(req, res, 200, headers, createReadStream(file), statSync(file).size);
    return;
  }
  // The site's API and media (the cards' thumbnails), passed through.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) {
    const upstream = await fetch(`${site}${url.pathname}${url.search}`);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    const body = upstream.body ? nodeStream(upstream.body) : null;
    await send(req, res, upstream.status, headers, body, null);
    return;
  }
  // A page.
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, v);
  }
  const page = await render(
    new Request(url, { method: req.method ?? 'GET', headers, signal: controller.signal }),
  );
  await send(
    req,
    res,
    page.status,
    Object.fromEntries(page.headers),
    page.body ? nodeStream(page.body) : null,
    null,
  );
}

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
    else res.destroy();
  });
}).listen(port, host, () => console.log(`Floor ready on http://${host}:${port}`));
