import { z } from '../zod.js';
import { countSchema, response } from './common.js';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_GOALS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_PAGE_PATTERN,
  LANGUAGES,
} from './values.js';

/**
 * First-party analytics (#33 item 1). The pages send their views and goals to POST /api/analytics.php (a
 * beacon, not a declared call: `navigator.sendBeacon` can carry no CSRF header, and it answers 204 with no
 * body); the staff read the daily counts through `moderation.analytics`.
 */

/** One event of a report: a page view (with whether the page's banner slots were blocked) or a goal. */
export const analyticsEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('view'),
    page: z.string().regex(ANALYTICS_PAGE_PATTERN),
    lang: z.enum(LANGUAGES),
    /** document.referrer: only its host is kept, and only when it is another site's. */
    referrer: z.string().max(2000).optional(),
    /** The page's banner slots were hidden by an ad-blocker. */
    adblock: z.boolean().optional(),
  }),
  z.strictObject({
    kind: z.literal('goal'),
    goal: z.enum(ANALYTICS_GOALS),
    page: z.string().regex(ANALYTICS_PAGE_PATTERN),
    lang: z.enum(LANGUAGES),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The body of POST /api/analytics.php (JSON, sent as text/plain by `sendBeacon`). */
export const analyticsReportSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** GET /api/moderation/analytics.php: the last `days` UTC days, today included. */
export const moderationAnalyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS).default(ANALYTICS_DEFAULT_DAYS),
});
export type ModerationAnalyticsQuery = z.input<typeof moderationAnalyticsQuerySchema>;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const goalCounts = z.object(
  Object.fromEntries(ANALYTICS_GOALS.map((goal) => [goal, countSchema])) as Record<
    (typeof ANALYTICS_GOALS)[number],
    typeof countSchema
  >,
);
/** One day: its page views, the views whose banner slots were blocked, and each goal. */
export const analyticsDaySchema = z.object({
  day: daySchema,
  views: countSchema,
  adblock: countSchema,
  goals: goalCounts,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
/** A breakdown's row: a page type, a country, a language or a referring host (`''`: none or unknown). */
export const analyticsShareSchema = z.object({ name: z.string(), views: countSchema });
export type AnalyticsShare = z.infer<typeof analyticsShareSchema>;

export const moderationAnalyticsResponseSchema = response({
  /** Every day of the period, oldest first, days without views included. */
  days: z.array(analyticsDaySchema),
  /** The period's views by page type, country, language and referring host: the 10 largest of each. */
  pages: z.array(analyticsShareSchema),
  countries: z.array(analyticsShareSchema),
  languages: z.array(analyticsShareSchema),
  referrers: z.array(analyticsShareSchema),
});
export type ModerationAnalyticsResponse = z.infer<typeof moderationAnalyticsResponseSchema>;
