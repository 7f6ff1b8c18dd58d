import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../testing.js';
import { addCategory, addChannel, addModel } from '../videos/fixtures.js';
import { fold, SuggestIndex } from './suggest-index.js';

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
