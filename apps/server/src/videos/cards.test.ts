import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../testing.js';
import { cardsFor, createCardCache } from './cards.js';
import { buildScene, type Scene } from './scene.js';

let t: TestDb;
let s: Scene;

beforeAll(async () => {
  t = await openTestDb();
  s = await buildScene(t.db);
});

afterAll(() => t?.close());

const rename = (id: number, title: string) =>
  sql`update videos set title = ${title} where video_id = ${id}`.execute(t.db);

describe('cardsFor', () => {
  it('gives the cards in the order of the ids, leaving out ids without a video', async () => {
    const ids = [s.v.lakeForest, 999_999, s.v.lakeDawn];
    const cards = await cardsFor(t.db, ids, createCardCache(0), 'en');
    expect(cards.map((c) => c.video_id)).toEqual([s.v.lakeForest, s.v.lakeDawn]);
    expect(cards[1]).toMatchObject({ title: 'Lake at dawn', display_name: 'ann', is_trusted: 1 });
  });

  it('reuses a kept card until its time is up, and reads the ones it does not hold', async () => {
    const cache = createCardCache(60_000);
    await cardsFor(t.db, [s.v.forestPath], cache, 'en');
    await rename(s.v.forestPath, 'Forest path renamed');
    await rename(s.v.lakeDawn, 'Lake at dawn renamed');
    const cards = await cardsFor(t.db, [s.v.forestPath, s.v.lakeDawn], cache, 'en');
    expect(cards.map((c) => c.title)).toEqual(['Forest path', 'Lake at dawn renamed']);
    // Without the cache the change shows at once.
    const fresh = await cardsFor(t.db, [s.v.forestPath], createCardCache(0), 'en');
    expect(fresh[0]?.title).toBe('Forest path renamed');
  });
});

describe('the language of a card', () => {
  it('is its title in the language asked where it has one, English otherwise', async () => {
    const cards = await cardsFor(t.db, [s.v.lakeDawn, s.v.lakeForest], createCardCache(0), 'ja');
    expect(cards.map((c) => c.title)).toEqual(['夜明けの湖', 'Lake by the forest']);
  });

  it('is kept per language: a kept card of one language is never given for another', async () => {
    // (An earlier test renamed the English title.)
    const [stored] = await cardsFor(t.db, [s.v.lakeDawn], createCardCache(0), 'en');
    const english = stored?.title;
    expect(english).toMatch(/^Lake at dawn/);
    const cache = createCardCache(60_000);
    const title = async (lang: 'en' | 'de' | 'ja') =>
      (await cardsFor(t.db, [s.v.lakeDawn], cache, lang))[0]?.title;
    expect(await title('en')).toBe(english);
    expect(await title('de')).toBe('See bei Sonnenaufgang');
    expect(await title('en')).toBe(english);
    expect(await title('ja')).toBe('夜明けの湖');
    expect(await title('de')).toBe('See bei Sonnenaufgang');
  });
});

describe('the hover preview of a card', () => {
  it('is the public address of the preview clip once the media have one, and absent before', async () => {
    const before = await cardsFor(t.db, [s.v.lakeDawn], createCardCache(0), 'en');
    expect(before[0]).not.toHaveProperty('preview');
    await sql`update videos set media_prefix = 'demo/1', media = '{"rungs":["240p"],"preview":true}'
      where video_id = ${s.v.lakeDawn}`.execute(t.db);
    const after = await cardsFor(t.db, [s.v.lakeDawn], createCardCache(0), 'en');
    expect(after[0]?.preview).toBe(`/media/v/${s.v.lakeDawn}/p/preview.mp4`);
  });
});
