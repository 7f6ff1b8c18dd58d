import { TOP_COUNTRIES_MAX } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { CallHandler } from '../http/call.js';
import { PUBLIC_VIDEO } from './filters.js';

/**
 * `countries.top`: the countries of the top-country lists (videos2 section `top_country`), most viewed
 * first, counting only what those lists show: the gender's public videos.
 */
export function topCountries(db: Db): CallHandler<'countries.top'> {
  return async ({ params }) => {
    const countries = await db
      .selectFrom('video_country_views as r')
      .innerJoin('videos as v', 'v.video_id', 'r.video_id')
      .select([
        'r.country',
        sql<number>`sum(r.views)::int`.as('views'),
        sql<number>`count(*)::int`.as('videos'),
      ])
      .where(sql<boolean>`${PUBLIC_VIDEO}`)
      .where('v.gender', '=', params.gender)
      .groupBy('r.country')
      .orderBy(sql`sum(r.views) desc, r.country`)
      .limit(TOP_COUNTRIES_MAX)
      .execute();
    return { code: 'success', countries };
  };
}
