import { ANALYTICS_GOALS, type ModerationAnalyticsResponse } from '@site/api/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The rows each breakdown of the console's analytics lists at most. */
export const ANALYTICS_TOP = 10;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The console's analytics (`moderation.analytics`, #33): the last `days` UTC days (today included), each
 * with its page views (those whose banner slots were blocked are views too, counted apart as `adblock`)
 * and goals; and the period's views by page type, country, language and referring host, largest first.
 */
export async function analyticsReport(
  db: Db,
  days: number,
  now = new Date(),
): Promise<Omit<ModerationAnalyticsResponse, 'code'>> {
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (days - 1) * 86_400_000));
  const daily = await db
    .selectFrom('analytics_daily')
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      'kind',
      'name',
      sql<number>`sum(hits)::int`.as('hits'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'kind', 'name'])
    .execute();
  const byDay = new Map<string, ModerationAnalyticsResponse['days'][number]>();
  for (let i = 0; i < days; i++) {
    const day = dayOf(new Date(now.getTime() - (days - 1 - i) * 86_400_000));
    byDay.set(day, {
      day,
      views: 0,
      adblock: 0,
      goals: Object.fromEntries(ANALYTICS_GOALS.map((g) => [g, 0])) as Record<
        (typeof ANALYTICS_GOALS)[number],
        number
      >,
    });
  }
  for (const row of daily) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    if (row.kind === 'goal') {
      if ((ANALYTICS_GOALS as readonly string[]).includes(row.name)) {
        entry.goals[row.name as (typeof ANALYTICS_GOALS)[number]] += row.hits;
      }
    } else {
      entry.views += row.hits;
      if (row.kind === 'adblock') entry.adblock += row.hits;
    }
  }
  const top = async (column: 'name' | 'country' | 'lang' | 'referrer') =>
    db
      .selectFrom('analytics_daily')
      .select([`${column} as name`, sql<number>`sum(hits)::int`.as('views')])
      .where('kind', 'in', ['view', 'adblock'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(column)
      .orderBy('views', 'desc')
      .orderBy(column)
      .limit(ANALYTICS_TOP)
      .execute();
  const [pages, countries, languages, referrers] = await Promise.all([
    top('name'),
    top('country'),
    top('lang'),
    top('referrer'),
  ]);
  return { days: [...byDay.values()], pages, countries, languages, referrers };
}
