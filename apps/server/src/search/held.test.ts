import type { Gender } from '@site/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Memo } from '../lib/memo.js';
import {
  TITLE_ADJECTIVE_COUNT,
  TITLE_NOUN_COUNT,
  TITLE_PHRASE_COUNT,
  TITLE_WORDS_EN,
  titlesOf,
} from '../seed/lexicon.js';
import { createRandom, type Random } from '../seed/random.js';
import { openTestDb, type TestDb } from '../testing.js';
import {
  addCategory,
  addChannel,
  addMember,
  addModel,
  addUserUploadSource,
  addVideo,
} from '../videos/fixtures.js';
import { heldPool, searchStatement } from './search.js';
import { type ReadingsMemo, titleQueries, wordsOf } from './terms.js';
import { TitleIndex } from './title-index.js';

/**
 * The pool a search ranks from the title index (`heldPool`) against the one its statement ranks
 * (`searchStatement`), on titles in ten languages with categories, models and channels named after their
 * words, few distinct views (ties), and changes after the index's read: new videos, videos made private,
 * views changed.
 */
describe('given a title index read before the videos changed', () => {
  let t: TestDb;
  let index: TitleIndex;
  const readings: ReadingsMemo = new Memo(60_000, 1_000);
  const adjectives = TITLE_WORDS_EN.adjectives.slice(0, 6);
  const nouns = TITLE_WORDS_EN.nouns.slice(0, 6);

  beforeAll(async () => {
    t = await openTestDb();
    const { db } = t;
    const user = await addMember(db, 'held');
    await addUserUploadSource(db);
    const r = createRandom(7);
    const titleCase = (w: string) => `${w[0]?.toUpperCase()}${w.slice(1)}`;
    const categories = [
      await addCategory(db, 'cat-a', titleCase(nouns[0] as string)),
      await addCategory(db, 'cat-b', `${titleCase(adjectives[1] as string)} things`),
      await addCategory(db, 'cat-c', 'Elsewhere'),
    ];
    const models = [
      await addModel(db, 'model-a', `${titleCase(nouns[1] as string)} Reed`),
      await addModel(db, 'model-b', `${titleCase(adjectives[0] as string)} Stone`),
      await addModel(db, 'model-c', `${titleCase(adjectives[0] as string)} Gay`, 'gay'),
    ];
    const channels = [
      await addChannel(db, 'chan-a', `${titleCase(nouns[2] as string)} Studio`),
      await addChannel(db, 'chan-b', `${titleCase(adjectives[2] as string)} Works`, { is_hidden: 1 }),
    ];
    const video = (rr: Random) => {
      const titles = titlesOf({
        adj: rr.int(0, Math.min(TITLE_ADJECTIVE_COUNT, 6) - 1),
        noun: rr.int(0, Math.min(TITLE_NOUN_COUNT, 6) - 1),
        phrase: rr.int(0, TITLE_PHRASE_COUNT - 1),
      });
      return {
        title: titles.en,
        titles,
        user_id: user,
        gender: rr.pick<Gender>(['str', 'str', 'str', 'gay', 'she']),
        views: rr.int(0, 4),
        status_id: rr.chance(0.08) ? 5 : rr.chance(0.08) ? 0 : 1,
        is_private: rr.chance(0.05) ? 1 : 0,
        hd: rr.chance(0.5),
        duration: rr.int(60, 3600),
        category_ids: rr.chance(0.3) ? [rr.pick(categories)] : [],
        model_ids: rr.chance(0.3) ? [rr.pick(models)] : [],
        channel_id: rr.chance(0.2) ? rr.pick(channels) : null,
      };
    };
    for (let i = 0; i < 260; i++) await addVideo(db, video(r));
    index = await TitleIndex.read(db);
    // After the read: new videos, some made private, others more viewed.
    for (let i = 0; i < 20; i++) await addVideo(db, video(r));
    await db
      .updateTable('videos')
      .set({ is_private: 1 })
      .where('video_id', 'in', [3, 10, 17, 40, 77])
      .execute();
    await db
      .updateTable('videos')
      .set({ video_viewed: 3 })
      .where('video_id', 'in', [5, 12, 33, 60, 90, 120])
      .execute();
  });

  afterAll(() => t?.close());

  it('ranks the pool of each search as its statement does', async () => {
    const texts = [
      ...adjectives,
      ...nouns,
      `${adjectives[0]} ${nouns[1]}`,
      `${adjectives[1]} ${nouns[0]}`,
      `${adjectives[2]} ${nouns[2]}`,
      `${adjectives[3]} ${nouns[4]} ${TITLE_WORDS_EN.phrases[0]}`,
      `${nouns[1]} reed`,
      `${adjectives[0]} stone`,
      'elsewhere',
      titlesOf({ adj: 1, noun: 2, phrase: 0 }).de,
      titlesOf({ adj: 3, noun: 1, phrase: 1 }).fr,
      titlesOf({ adj: 0, noun: 0, phrase: 2 }).ru,
    ];
    let compared = 0;
    let named = 0;
    for (const text of texts) {
      const words = wordsOf(text);
      const titles = await titleQueries(t.db, words, readings);
      for (const gender of ['str', 'gay', 'she'] as const) {
        const found =
          titles.matching === ''
            ? { ids: [], ranks: [] }
            : index.rankedMatches(gender, titles.matching, titles.ranking, 640);
        if (!found) continue;
        const indexed = { ...found, maxId: index.maxId };
        const held = await heldPool(t.db, gender, words, titles, indexed, index);
        const theirs = await searchStatement(gender, words, titles, indexed).execute(t.db);
        if (held === null) continue;
        expect(held, `${gender} ${text}`).toEqual(theirs.rows[0]?.pool ?? []);
        compared += held.length;
        if (titles.names) named++;
      }
    }
    // The comparison saw pools, and searches that matched names.
    expect(compared).toBeGreaterThan(300);
    expect(named).toBeGreaterThan(5);
  });
});
