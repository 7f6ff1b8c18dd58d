import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../testing.js';
import { addCategory, addChannel, addModel } from '../videos/fixtures.js';
import { fold, likenessOf, SuggestIndex } from './suggest-index.js';

let t: TestDb;

beforeAll(async () => {
  t = await openTestDb();
  await addModel(t.db, 'amber-reed', 'Amber Reed');
  await addModel(t.db, 'amber-gay', 'Amber Gay', 'gay');
  await addChannel(t.db, 'amber-works', 'Amber Works');
  await addCategory(t.db, 'strassen', 'Straßen', { de: 'Straßen' });
});

afterAll(() => t?.close());

describe('given the names held in the process', () => {
  it('folds case, accents and the letters a visitor spells out alike on both sides', () => {
    expect(fold('Café Terrace')).toBe('cafe terrace');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('ØRE')).toBe('ore');
    expect(fold('ﬁeld')).toBe('field');
  });

  it('scores how alike a name is to the typed words: the word, its start, then by edit distance', () => {
    expect(likenessOf(['golden', 'fox'], 'golden fox')).toBe(1);
    expect(likenessOf(['gol'], 'golden fox')).toBe(0.9);
    expect(likenessOf(['brige'], 'bridge')).toBeCloseTo(5 / 6);
    expect(likenessOf(['brige'], 'bright coast')).toBeCloseTo(4 / 6);
    expect(likenessOf(['goldn', 'fox'], 'golden fox')).toBeGreaterThan(likenessOf(['goldn', 'fox'], 'gold'));
    expect(likenessOf(['fox'], '')).toBe(0);
  });

  it('suggests names alike to a misspelt text among those of its first letter, except those given', async () => {
    const index = new SuggestIndex(t.db, 60_000);
    expect(await index.alike('ambr red', 'en', [])).toEqual([
      { type: 'model', title: 'Amber Reed', dir: 'amber-reed' },
    ]);
    expect(
      await index.alike('ambr red', 'en', [{ type: 'model', title: 'Amber Reed', dir: 'amber-reed' }]),
    ).toEqual([]);
    // A typo in the first letter is not tolerated: the names are those of its first letter.
    expect(await index.alike('ember reed', 'en', [])).toEqual([]);
  });

  it('suggests the names of the main site that start with a text, by type', async () => {
    const index = new SuggestIndex(t.db, 60_000);
    expect(await index.prefixed('amb', 'en')).toEqual([
      { type: 'model', title: 'Amber Reed', dir: 'amber-reed' },
      { type: 'channel', title: 'Amber Works', dir: 'amber-works' },
    ]);
    expect(await index.prefixed('strass', 'de')).toEqual([
      { type: 'category', title: 'Straßen', dir: 'strassen' },
    ]);
    expect(await index.prefixed('zz', 'en')).toEqual([]);
  });

  it('reads the names again once their lifetime has passed, answering with the old ones meanwhile', async () => {
    let now = 0;
    const index = new SuggestIndex(t.db, 60_000, () => now);
    expect(await index.prefixed('cob', 'en')).toEqual([]);
    await addModel(t.db, 'cobalt-sky', 'Cobalt Sky');
    now = 59_999;
    expect(await index.prefixed('cob', 'en')).toEqual([]);
    now = 60_000;
    // The request after the lifetime starts the new read and is answered from the old names.
    expect(await index.prefixed('cob', 'en')).toEqual([]);
    await expect
      .poll(() => index.prefixed('cob', 'en'))
      .toEqual([{ type: 'model', title: 'Cobalt Sky', dir: 'cobalt-sky' }]);
  });
});
