import { ANALYTICS_PATH, type AnalyticsEvent, analyticsReportSchema } from '@site/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { AnalyticsKind } from '../db/schema.js';
import { addressLimit } from '../http/address-limit.js';
import { cacheFor } from '../http/cache.js';
import { visitorCountry } from '../http/country.js';
import { badParams, fail, zodFieldErrors } from '../http/errors.js';
import type { BotCheck } from './bots.js';

/**
 * POST /api/analytics.php (#33 item 1, §7): the pages' reports of their views and goals, sent by the site's
 * own script (apps/web/app/lib/analytics.ts) with `fetch` and, when the page is hidden, `sendBeacon`. The
 * body is JSON (`analyticsReportSchema`, sent as text/plain by a beacon), at most ANALYTICS_BODY_BYTES.
 * It carries no CSRF token (a beacon sends no header): a request whose Origin is another site's is refused
 * instead, and every address is rate-limited (ANALYTICS_LIMIT a minute by default, in the shared store).
 *
 * Each event adds 1 to its row of `analytics_daily` (migration 0024): the UTC day, the kind, the page type
 * or goal, the visitor's country, the page's language and the referring host (another site's only). Nothing
 * else is kept: no address, cookie or user agent. Not counted, and answered 204 all the same: a known
 * crawler (analytics/bots.ts), and a browser sending Do-Not-Track (`DNT: 1`) or Global Privacy Control
 * (`Sec-GPC: 1`), whose pages send nothing in the first place.
 *
 * With ANALYTICS_VIEWS_URL or ANALYTICS_GOALS_URL set, each counted event is also posted (JSON, without
 * waiting, errors logged) to that outside counter: `{ kind, name, day, country, lang, referrer }`.
 */

/**
 * Reports one address may send a minute by default: a page sends one per view, a few goals and the
 * retries, and many visitors may share an address (an office, a mobile carrier's gateway).
 */
export const ANALYTICS_LIMIT = 600;
export const ANALYTICS_BODY_BYTES = 8 * 1024;

export interface AnalyticsOptions {
  /** Outside counters to forward page views and goals to (default: none). */
  viewsUrl?: string | undefined;
  goalsUrl?: string | undefined;
  /** Who is a crawler. */
  bots: BotCheck;
  /** Reports one address may send a minute (default ANALYTICS_LIMIT). */
  limit?: number | undefined;
}

/** One counted row, as stored and as forwarded. */
export interface AnalyticsHit {
  day: string;
  kind: AnalyticsKind;
  name: string;
  country: string;
  lang: string;
  referrer: string;
}

/** The host of another site's page (lower case), or '' for none, a bad address or the site's own host. */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase();
  const own = ownHost?.toLowerCase().replace(/:\d+$/, '');
  if (!host || host === own || host.length > 253) return '';
  return host;
}

/** Whether the browser asks not to be tracked (Do-Not-Track or Global Privacy Control). */
export function asksNoTracking(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/** The rows a report's events add to. */
export function hitsOf(events: AnalyticsEvent[], request: FastifyRequest, day: string): AnalyticsHit[] {
  const country = visitorCountry(request);
  return events.map((event) =>
    event.kind === 'goal'
      ? { day, kind: 'goal', name: event.goal, country, lang: event.lang, referrer: '' }
      : {
          day,
          kind: event.adblock ? 'adblock' : 'view',
          name: event.page,
          country,
          lang: event.lang,
          referrer: referrerHost(event.referrer, request.headers.host),
        },
  );
}

/** Adds the hits to their daily rows, one statement per distinct row. */
export async function storeHits(db: Db, hits: AnalyticsHit[]): Promise<void> {
  const rows = new Map<string, AnalyticsHit & { hits: number }>();
  for (const hit of hits) {
    const key = JSON.stringify([hit.kind, hit.name, hit.country, hit.lang, hit.referrer]);
    const row = rows.get(key);
    if (row) row.hits += 1;
    else rows.set(key, { ...hit, hits: 1 });
  }
  await db
    .insertInto('analytics_daily')
    .values([...rows.values()])
    .onConflict((oc) =>
      oc
        .columns(['day', 'kind', 'name', 'country', 'lang', 'referrer'])
        .doUpdateSet({ hits: sql`least(analytics_daily.hits + excluded.hits, 2147483647)` }),
    )
    .execute();
}

/** Posts each hit to its outside counter, if one is set; never waited for, never failing the report. */
function forward(options: AnalyticsOptions, hits: AnalyticsHit[], request: FastifyRequest): void {
  for (const hit of hits) {
    const url = hit.kind === 'goal' ? options.goalsUrl : options.viewsUrl;
    if (!url) continue;
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(hit),
      signal: AbortSignal.timeout(5_000),
    }).then(
      (res) => {
        if (!res.ok) request.log.warn({ status: res.status, kind: hit.kind }, 'analytics forward refused');
      },
      (error: Error) => request.log.warn({ err: error.message, kind: hit.kind }, 'analytics forward failed'),
    );
  }
}

/** Whether the request comes from one of the site's own pages (no Origin, as a same-origin beacon may send). */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export async function analyticsRoutes(
  app: FastifyInstance,
  db: Db,
  options: AnalyticsOptions,
): Promise<void> {
  const limit = addressLimit(app, {
    name: 'analytics',
    max: options.limit ?? ANALYTICS_LIMIT,
    timeWindow: '1 minute',
  });
  await app.register(async (scope) => {
    // A beacon's string is text/plain; fetch may say application/json: both read as one string.
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: ANALYTICS_BODY_BYTES },
      (_r, body, done) => done(null, String(body)),
    );
    scope.post(
      ANALYTICS_PATH,
      {
        config: { csrf: false },
        onRequest: limit,
      },
      async (request, reply) => {
        if (!sameOrigin(request)) return fail(reply, 403, 'no_permission');
        let json: unknown;
        try {
          json = JSON.parse(typeof request.body === 'string' ? request.body : '');
        } catch {
          return badParams(reply, [{ field: 'events', code: 'invalid' }]);
        }
        const parsed = analyticsReportSchema.safeParse(json);
        if (!parsed.success) return badParams(reply, zodFieldErrors(parsed.error));
        cacheFor(reply, 0);
        if (asksNoTracking(request)) return reply.code(204).send();
        if (await options.bots.isCrawler(request.headers['user-agent'], request.ip)) {
          return reply.code(204).send();
        }
        const hits = hitsOf(parsed.data.events, request, new Date().toISOString().slice(0, 10));
        await storeHits(db, hits);
        forward(options, hits, request);
        return reply.code(204).send();
      },
    );
  });
}
