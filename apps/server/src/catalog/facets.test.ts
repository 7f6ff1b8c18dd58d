import type { ModelListParamsInput } from '@site/api';
import { modelListParamsSchema } from '@site/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../testing.js';
import { ModelFacets } from './facets.js';
import { addModels, type ModelRow } from './fixtures.js';

let t: TestDb;

/** 100 models of the str site (more than three 32-bit words of bits), attributes by index. */
const rows: ModelRow[] = Array.from({ length: 100 }, (_, i) => ({
  dir: `m-${i}`,
  title: `${String.fromCharCode(97 + (i % 26))}model ${i}`,
  ethnicity: (['asian', 'caucasian', 'ebony', 'latin'] as const)[i % 4],
  tattoo: i % 3 === 0 ? 1 : 0,
  age: 18 + (i % 30),
  model_viewed: i,
}));

beforeAll(async () => {
  t = await openTestDb();
  await addModels(t.db, rows);
});

afterAll(() => t?.close());

const params = (p: ModelListParamsInput) => modelListParamsSchema.parse(p);

describe('given the model facets over more than three words of bits', () => {
  it('counts and pages a filter exactly, on every word boundary', async () => {
    const facets = new ModelFacets(t.db);
    const expected = rows
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => r.ethnicity === 'latin' && r.tattoo === 1)
      .sort((a, b) => b.i - a.i) // most-viewed: model_viewed = i, descending
      .map(({ i }) => i);
    const all: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const { ids, total } = await facets.page(
        params({ race: 'latin', tattoo: '1', sort: 'most-viewed', count: 3, page }),
      );
      expect(total).toBe(expected.length);
      all.push(...ids);
    }
    const dirs = await t.db
      .selectFrom('models')
      .select(['model_id', 'dir'])
      .where('model_id', 'in', all)
      .execute();
    const byId = new Map(dirs.map((d) => [d.model_id, d.dir]));
    expect(all.map((id) => byId.get(id))).toEqual(expected.slice(0, 9).map((i) => `m-${i}`));
  });

  it('without filters, pages the sort directly and totals every model of the site', async () => {
    const facets = new ModelFacets(t.db);
    const { ids, total } = await facets.page(params({ sort: 'most-viewed', count: 5, page: 20 }));
    expect(total).toBe(100);
    expect(ids).toHaveLength(5);
    expect((await facets.page(params({ sort: 'most-viewed', count: 5, page: 21 }))).ids).toEqual([]);
    expect(await facets.page(params({ gender: 'she' }))).toEqual({ ids: [], total: 0 });
  });

  it('a value no model has gives an empty list', async () => {
    const facets = new ModelFacets(t.db);
    expect(await facets.page(params({ country: 'nl' }))).toEqual({ ids: [], total: 0 });
  });
});

describe('given a snapshot older than its time to live', () => {
  it('serves the old snapshot while a fresh one loads, then the fresh one', async () => {
    let now = 0;
    const facets = new ModelFacets(
      t.db,
      60_000,
      () => {},
      () => now,
    );
    const before = (await facets.page(params({ letter: 'z' }))).total;
    await addModels(t.db, [{ dir: 'zz-late', title: 'Zz late' }]);
    now = 59_999;
    expect((await facets.page(params({ letter: 'z' }))).total).toBe(before);
    now = 60_000;
    // The stale snapshot answers at once and starts the refresh…
    expect((await facets.page(params({ letter: 'z' }))).total).toBe(before);
    // …which the next request sees once it has landed.
    await expect.poll(async () => (await facets.page(params({ letter: 'z' }))).total).toBe(before + 1);
  });

  it('a time to live of 0 reads the database on every request', async () => {
    const facets = new ModelFacets(t.db, 0);
    const before = (await facets.page(params({ letter: 'y' }))).total;
    await addModels(t.db, [{ dir: 'yy-late', title: 'Yy late' }]);
    expect((await facets.page(params({ letter: 'y' }))).total).toBe(before + 1);
  });
});
