/**
 * The process's Prometheus metrics counted where the work happens, whatever app serves `/metrics`
 * (http/metrics.ts adds these to its own): upload bytes (uploads/tus.ts) and transcode durations
 * (media/pipeline.ts), and Node's defaults (CPU, memory, event loop, GC) once the first `/metrics` is on.
 * Counting costs an addition when no `/metrics` is served.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const processMetrics = new Registry();

/** Bytes of video uploads accepted by the tus endpoint (what PATCH and creation-with-upload moved on). */
export const uploadBytes = new Counter({
  name: 'site_upload_bytes_total',
  help: 'Bytes of video uploads received and stored by the tus endpoint',
  registers: [processMetrics],
});

/** A video's whole transcode (every rung), by how it ended. */
export const transcodeSeconds = new Histogram({
  name: 'site_transcode_duration_seconds',
  help: "Duration of a video's transcode job, by outcome (done, failed)",
  labelNames: ['outcome'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 2400, 3600, 7200],
  registers: [processMetrics],
});

let defaults = false;
/** Node's default metrics into the process registry (once). */
export function collectProcessDefaults(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: processMetrics });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check of a scrape's `Authorization` header against METRICS_TOKEN: `Bearer <token>`, compared in
 * constant time. The one check of the server's `/metrics` and the worker's.
 */
export function metricsTokenCheck(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    const match = /^Bearer ([^\s]+)$/i.exec(header ?? '');
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}
