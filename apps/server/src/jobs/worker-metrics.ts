/**
 * A worker process's Prometheus metrics (worker-main.ts): with WORKER_METRICS_PORT and METRICS_TOKEN set,
 * `GET /metrics` on that port (at HOST) answers what this process counted — transcode durations by outcome
 * (`site_transcode_duration_seconds`) and Node's defaults (CPU, memory, event loop, GC) — to a scraper
 * holding the token, as the server's `/metrics` does for the server. The queue's depth is the server's to
 * report (it reads the jobs table at scrape time); a worker adds only what happens inside it.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectProcessDefaults, metricsTokenCheck, processMetrics } from '../lib/metrics.js';

export interface WorkerMetricsOptions {
  port: number;
  host: string;
  /** METRICS_TOKEN: the bearer token a scrape must carry. */
  token: string;
}

export interface WorkerMetrics {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

/** Starts the metrics listener; resolves once it listens. */
export async function serveWorkerMetrics(options: WorkerMetricsOptions): Promise<WorkerMetrics> {
  collectProcessDefaults();
  const carriesToken = metricsTokenCheck(options.token);
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"not_found"}');
      return;
    }
    if (!carriesToken(request.headers.authorization)) {
      response
        .writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' })
        .end('{"code":"need_auth"}');
      return;
    }
    processMetrics.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': processMetrics.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"server_error"}');
      },
    );
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
