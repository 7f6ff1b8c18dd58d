import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in on (from a proxy or a client that sets one) and is echoed back on. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A well-formed incoming id: 8 to 128 letters, digits and `. _ : -` (a UUID, a proxy's hex id, a trace
 * id). Anything else (too long, spaces, quotes, control characters) is not taken: it would go into every
 * log line of the request and the answer's header as sent.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the request's own `X-Request-Id` when it is well-formed (so a proxy's id follows
 * the request through the logs), else a fresh random UUID. The id is every log line's `reqId` and is
 * echoed as `X-Request-Id` on the answer (app.ts).
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}
