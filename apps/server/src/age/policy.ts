/**
 * The age policy (#31 item 5): which age gate a region's visitors meet before any content. `none`, `self`
 * (the 18+ question, §4) or `verified` (an age-assurance provider's check, assurance.ts). Staff give a
 * region (a country `GB` or a subdivision `US-TX`) its own mode in the console's settings; every other
 * region keeps the default: `self` in the 28 countries of §9, `none` elsewhere.
 */
import { AGE_SELF_COUNTRIES, type AgeMode } from '@site/api';
import { sql } from 'kysely';
import type { Q } from '../moderation/common.js';

/** The regions staff set, by region (upper case). */
export type AgePolicy = ReadonlyMap<string, AgeMode>;

/** Where a visitor is: a country (upper case, two letters), with its subdivision's code when known (`TX`). */
export interface AgeRegion {
  country: string;
  subdivision: string | null;
}

const STRICTNESS: Record<AgeMode, number> = { none: 0, self: 1, verified: 2 };

/** The default of a country without a mode of its own. */
export const defaultMode = (country: string): AgeMode =>
  AGE_SELF_COUNTRIES.includes(country.toUpperCase()) ? 'self' : 'none';

/** The mode of one region: its subdivision's own, else its country's own, else the default. */
export function modeOf(policy: AgePolicy, region: AgeRegion): AgeMode {
  const country = region.country.toUpperCase();
  const subdivision = region.subdivision
    ? policy.get(`${country}-${region.subdivision.toUpperCase()}`)
    : undefined;
  return subdivision ?? policy.get(country) ?? defaultMode(country);
}

/**
 * The mode a request meets when it may come from any of `regions` (region.ts: a country header anyone can
 * send, and the address's own country): the strictest of them, so a header can add a gate but never lift
 * one. No region (the country is unknown): `none`, as the default of an unknown country.
 */
export function requiredMode(policy: AgePolicy, regions: readonly AgeRegion[]): AgeMode {
  let mode: AgeMode = 'none';
  for (const region of regions) {
    const next = modeOf(policy, region);
    if (STRICTNESS[next] > STRICTNESS[mode]) mode = next;
  }
  return mode;
}

export async function readAgePolicy(db: Q): Promise<Map<string, AgeMode>> {
  const rows = await db.selectFrom('age_policies').select(['region', 'mode']).orderBy('region').execute();
  return new Map(rows.map((r) => [r.region, r.mode]));
}

/** The policy as the console lists it: the regions staff set, in order. */
export const agePolicyList = (policy: AgePolicy) =>
  [...policy].map(([region, mode]) => ({ region, mode })).sort((a, b) => a.region.localeCompare(b.region));

/** Gives a region its own mode, or (`default`) removes it; answers the mode it had (`default`: none of its own). */
export async function writeAgePolicy(
  db: Q,
  region: string,
  mode: AgeMode | 'default',
  actorId: number,
): Promise<AgeMode | 'default'> {
  const before = await db
    .selectFrom('age_policies')
    .select('mode')
    .where('region', '=', region)
    .executeTakeFirst();
  if (mode === 'default') {
    await db.deleteFrom('age_policies').where('region', '=', region).execute();
  } else {
    await db
      .insertInto('age_policies')
      .values({ region, mode, updated_by: actorId })
      .onConflict((oc) =>
        oc.column('region').doUpdateSet({ mode, updated_by: actorId, updated_at: sql`now()` }),
      )
      .execute();
  }
  return before?.mode ?? 'default';
}
