import {
  AGE_RANGE_BOUNDS,
  GENDERS,
  type Gender,
  MODEL_FILTER_KEYS,
  MODEL_SORTS,
  type ModelListParams,
  type ModelSort,
} from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Height bands of the model filter (§3 leaves them open), in centimetres: 1 under 160, 2 160–169,
 * 3 170–179, 4 180 and taller. Bounds are inclusive; null is open.
 */
export const HEIGHT_BANDS = {
  '1': [null, 159],
  '2': [160, 169],
  '3': [170, 179],
  '4': [180, null],
} as const;

/** Weight bands of the model filter, in kilograms: 1 under 50, 2 50–59, 3 60–69, 4 70 and heavier. */
export const WEIGHT_BANDS = {
  '1': [null, 49],
  '2': [50, 59],
  '3': [60, 69],
  '4': [70, null],
} as const;

/**
 * The order of each model sort, the model id breaking ties so pages never overlap or skip. Constants
 * picked by the validated sort, never built from input. most-popular is the views of the model's videos,
 * most-viewed the views of the model's page, top-rated the share of likes among votes, then likes;
 * latest-updates the newest public video (models without one last).
 */
export const MODEL_ORDER: Record<ModelSort, RawBuilder<unknown>> = {
  alphabet: sql`lower(m.title), m.model_id`,
  'count-videos': sql`m.total_videos desc, m.model_id desc`,
  'latest-updates': sql`m.last_video_at desc nulls last, m.model_id desc`,
  'most-commented': sql`m.comments_count desc, m.model_id desc`,
  'most-popular': sql`m.video_viewed desc, m.model_id desc`,
  'most-subscribed': sql`m.subscribers desc, m.model_id desc`,
  'most-viewed': sql`m.model_viewed desc, m.model_id desc`,
  recent: sql`m.created_at desc, m.model_id desc`,
  'top-rated': sql`(m.likes::float8 / greatest(m.likes + m.dislikes, 1)) desc, m.likes desc, m.model_id desc`,
};

/**
 * One site's models as the list needs them: index i is one model. Each value of each filter of §3 has a
 * bit set over the indexes (bit i set: model i passes); each sort has the indexes in its order.
 */
interface SiteFacets {
  ids: Int32Array;
  /** `filter:value` → the models that pass, as a bit set of 32-bit words. */
  masks: Map<string, Uint32Array>;
  orders: Record<ModelSort, Int32Array>;
}

type Snapshot = Record<Gender, SiteFacets>;

/** One site's row of the snapshot statement: every column is an array over its models. */
interface SnapshotRow {
  gender: Gender;
  ids: number[];
  letter: (string | null)[];
  race: (string | null)[];
  age: (number | null)[];
  country: (string | null)[];
  breast: (string | null)[];
  hair: (number | null)[];
  height: (number | null)[];
  weight: (number | null)[];
  tattoo: (number | null)[];
  piercing: (number | null)[];
  /** The model ids of each sort, in its order, as JSON text (`o_<sort>`). */
  [order: `o_${string}`]: string;
}

const orderColumn = (sort: ModelSort) => `o_${sort.replace(/-/g, '_')}` as const;

/**
 * Reads every model's filter attributes and the order of each sort, one row per site. The database orders
 * (its collation for the alphabet), so a page is exactly the page the SQL would give.
 */
async function loadSnapshot(db: Db): Promise<Snapshot> {
  const orders = MODEL_SORTS.map(
    (sort) =>
      sql`coalesce(json_agg(m.model_id order by ${MODEL_ORDER[sort]}), '[]'::json)::text as ${sql.ref(orderColumn(sort))}`,
  );
  const { rows } = await sql<SnapshotRow>`select m.gender,
      array_agg(m.model_id order by m.model_id) as ids,
      array_agg(lower(left(m.title, 1)) order by m.model_id) as letter,
      array_agg(m.ethnicity order by m.model_id) as race,
      array_agg(m.age order by m.model_id) as age,
      array_agg(m.country order by m.model_id) as country,
      array_agg(m.breast_size order by m.model_id) as breast,
      array_agg(m.hair_color order by m.model_id) as hair,
      array_agg(m.height order by m.model_id) as height,
      array_agg(m.weight order by m.model_id) as weight,
      array_agg(m.tattoo order by m.model_id) as tattoo,
      array_agg(m.piercing order by m.model_id) as piercing,
      ${sql.join(orders)}
    from models m group by m.gender`.execute(db);
  // A site without models has no row: an empty one.
  const snapshot = Object.fromEntries(GENDERS.map((g) => [g, noModels()])) as Snapshot;
  for (const row of rows) snapshot[row.gender] = siteFacets(row);
  return snapshot;
}

const noModels = (): SiteFacets => ({
  ids: new Int32Array(0),
  masks: new Map(),
  orders: Object.fromEntries(MODEL_SORTS.map((s) => [s, new Int32Array(0)])) as Record<ModelSort, Int32Array>,
});

/** The band of a value (the key of its band in `bands`), or null. */
function bandOf(value: number | null, bands: Record<string, readonly [number | null, number | null]>) {
  if (value === null) return null;
  for (const [key, [min, max]] of Object.entries(bands)) {
    if ((min === null || value >= min) && (max === null || value <= max)) return key;
  }
  return null;
}

/** Indexes one site's models: a bit set per filter value, an index order per sort. */
function siteFacets(row: SnapshotRow): SiteFacets {
  const n = row.ids.length;
  const words = (n + 31) >>> 5;
  const masks = new Map<string, Uint32Array>();
  const mark = (key: string, i: number) => {
    let mask = masks.get(key);
    if (!mask) {
      mask = new Uint32Array(words);
      masks.set(key, mask);
    }
    mask[i >>> 5] = (mask[i >>> 5] as number) | (1 << (i & 31));
  };
  const yesNo = (v: number | null) => (v === 1 ? '1' : v === 0 ? '2' : null);
  for (let i = 0; i < n; i++) {
    const values: [string, string | number | null][] = [
      ['letter', row.letter[i] ?? null],
      ['race', row.race[i] ?? null],
      ['age', bandOf(row.age[i] ?? null, AGE_RANGE_BOUNDS)],
      ['country', row.country[i] ?? null],
      ['tits_size', row.breast[i] ?? null],
      ['hair_color', row.hair[i] ?? null],
      ['height', bandOf(row.height[i] ?? null, HEIGHT_BANDS)],
      ['weight', bandOf(row.weight[i] ?? null, WEIGHT_BANDS)],
      // 1 yes, 2 no (§3).
      ['tattoo', yesNo(row.tattoo[i] ?? null)],
      ['piercing', yesNo(row.piercing[i] ?? null)],
    ];
    for (const [filter, value] of values) if (value !== null) mark(`${filter}:${value}`, i);
  }
  const index = new Map<number, number>();
  row.ids.forEach((id, i) => {
    index.set(id, i);
  });
  const orderOf = (sort: ModelSort) => {
    const ids = JSON.parse(row[orderColumn(sort)] as string) as number[];
    return Int32Array.from(ids, (id) => index.get(id) as number);
  };
  return {
    ids: Int32Array.from(row.ids),
    masks,
    orders: Object.fromEntries(MODEL_SORTS.map((s) => [s, orderOf(s)])) as Record<ModelSort, Int32Array>,
  };
}

/** The models that pass every set filter (null: no filter set); an empty set when a value has no model. */
function combinedMask(site: SiteFacets, p: ModelListParams): Uint32Array | null {
  let combined: Uint32Array | null = null;
  for (const filter of MODEL_FILTER_KEYS) {
    const value = p[filter];
    if (value === 'all') continue;
    const mask = site.masks.get(`${filter}:${value}`);
    if (!mask) return new Uint32Array(0);
    if (combined === null) combined = Uint32Array.from(mask);
    else
      for (let w = 0; w < combined.length; w++) combined[w] = (combined[w] as number) & (mask[w] as number);
  }
  return combined;
}

function popcount(mask: Uint32Array): number {
  let total = 0;
  for (let w = 0; w < mask.length; w++) {
    let v = mask[w] as number;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/**
 * The model list's filters and sorts, answered in memory. A site has thousands to tens of thousands of
 * models and any of §3's ten filters may combine with any of nine sorts: no set of indexes serves every
 * combination without reading thousands of rows for some, and the total must count every match. So the
 * server keeps a bit set of the models per filter value and each sort's order (about 60 bytes a model:
 * 3 MB for 50,000) and refreshes them in the background when older than `ttlMs`; the filters' bit sets
 * ANDed give the total, a walk of the sort's order until the page is full gives the page's ids, and the
 * database then reads the page's cards by id, fresh.
 * The answers are cached by path for a day (§9); a snapshot up to a minute old changes nothing a
 * visitor can see.
 */
export class ModelFacets {
  private snapshot: Snapshot | undefined;
  private loadedAt = 0;
  private loading: Promise<Snapshot> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  /** The current snapshot: loaded on first use; a stale one is served while a fresh one loads. */
  async current(): Promise<Snapshot> {
    if (this.snapshot && this.ttlMs > 0) {
      if (this.now() - this.loadedAt >= this.ttlMs && !this.loading) this.refresh().catch(this.onError);
      return this.snapshot;
    }
    return this.loading ?? this.refresh();
  }

  private refresh(): Promise<Snapshot> {
    const loading = loadSnapshot(this.db)
      .then((snapshot) => {
        this.snapshot = snapshot;
        this.loadedAt = this.now();
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }

  /** The ids of one page of the filtered, sorted list of a site, and the list's total. */
  async page(p: ModelListParams): Promise<{ ids: number[]; total: number }> {
    const site = (await this.current())[p.gender];
    const order = site.orders[p.sort];
    const from = (p.page - 1) * p.count;
    const to = from + p.count;
    const ids: number[] = [];
    const mask = combinedMask(site, p);
    if (mask === null) {
      for (let k = from; k < Math.min(to, order.length); k++)
        ids.push(site.ids[order[k] as number] as number);
      return { ids, total: order.length };
    }
    const total = popcount(mask);
    // Walk the sort's order until the page is full: page 1 of a filter of one in ten reads ~600 entries.
    let seen = 0;
    for (let k = 0; k < order.length && seen < to; k++) {
      const i = order[k] as number;
      if (((mask[i >>> 5] as number) & (1 << (i & 31))) === 0) continue;
      if (seen >= from) ids.push(site.ids[i] as number);
      seen++;
    }
    return { ids, total };
  }
}
