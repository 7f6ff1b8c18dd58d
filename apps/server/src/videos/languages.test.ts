import { callUrl } from '@site/api';
import { videoListResponseSchema, videoResponseSchema } from '@site/api/contract';
import { describe, expect, it } from 'vitest';
import { sceneApp } from './scene-app.js';

/**
 * The words of the video answers in the language a call asks for (`?lang=`, #27): titles and category
 * names where a translation is stored, English where none is; English when no language is asked. The app
 * keeps cards (and search pools) a minute here, as in production, so a language never gets another's.
 */
const { s, app } = await sceneApp({ cardCacheMs: 60_000 });

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
}

const titlesOf = (json: unknown) =>
  Object.fromEntries(videoListResponseSchema.parse(json).videos.map((v) => [v.video_id, v.title]));

describe('the video page (videos.get)', () => {
  const detail = async (video_id: number, lang?: 'de' | 'ja' | 'ru') =>
    videoResponseSchema.parse(await get(callUrl('videos.get', { video_id, ...(lang ? { lang } : {}) })))
      .video;

  it('names the video and its categories in the language asked', async () => {
    const de = await detail(s.v.lakeDawn, 'de');
    expect(de.title).toBe('See bei Sonnenaufgang');
    expect(de.categories).toEqual([{ dir: 'lakes', title: 'Seen' }]);
    const ja = await detail(s.v.lakeDawn, 'ja');
    expect(ja.title).toBe('夜明けの湖');
    expect(ja.categories).toEqual([{ dir: 'lakes', title: '湖' }]);
  });

  it('falls back to English where a title has no translation, and without a language', async () => {
    const ja = await detail(s.v.lakeForest, 'ja');
    expect(ja.title).toBe('Lake by the forest');
    // Lakes has a Japanese name, Forests none.
    expect(ja.categories.map((c) => c.title).sort()).toEqual(['Forests', '湖']);
    expect((await detail(s.v.lakeDawn, 'ru')).title).toBe('Lake at dawn');
    const en = await detail(s.v.lakeDawn);
    expect(en.title).toBe('Lake at dawn');
    expect(en.categories).toEqual([{ dir: 'lakes', title: 'Lakes' }]);
  });
});

describe('the listings (videos.list) and their card cache', () => {
  const lakes = (lang?: 'de' | 'fr') =>
    callUrl('videos.list', { section: 'category', object_id: 'lakes', ...(lang ? { lang } : {}) });

  it('carries the language in the query, leaving English out', () => {
    expect(lakes('de')).toMatch(/\.json\?lang=de$/);
    expect(lakes()).not.toContain('lang=');
  });

  it('titles the cards in the language, English where none, and never serves one language the cards of another', async () => {
    const en1 = titlesOf(await get(lakes()));
    const de = titlesOf(await get(lakes('de')));
    const fr = titlesOf(await get(lakes('fr')));
    const en2 = titlesOf(await get(lakes()));
    expect(en1[s.v.lakeDawn]).toBe('Lake at dawn');
    expect(de[s.v.lakeDawn]).toBe('See bei Sonnenaufgang');
    expect(fr[s.v.lakeDawn]).toBe("Lac à l'aube");
    // The cache held the English cards when German was asked, and the German ones when English was.
    expect(en2[s.v.lakeDawn]).toBe('Lake at dawn');
    expect(de[s.v.lakeForest]).toBe('Lake by the forest');
  });

  it('titles the related videos in the language', async () => {
    const url = (lang?: 'de') =>
      callUrl('videos.related', { video_id: s.v.lakeForest, ...(lang ? { lang } : {}) });
    expect(titlesOf(await get(url('de')))[s.v.lakeDawn]).toBe('See bei Sonnenaufgang');
    expect(titlesOf(await get(url()))[s.v.lakeDawn]).toBe('Lake at dawn');
  });
});

describe('search (videos.search)', () => {
  it('finds a video by a translated word and titles the results in the language asked', async () => {
    const de = titlesOf(await get(callUrl('videos.search', { s: 'Sonnenaufgang', lang: 'de' })));
    expect(de[s.v.lakeDawn]).toBe('See bei Sonnenaufgang');
    // The same words in English: the same match, its English title (the ranked pool is shared).
    const en = titlesOf(await get(callUrl('videos.search', { s: 'Sonnenaufgang' })));
    expect(en[s.v.lakeDawn]).toBe('Lake at dawn');
    const ja = titlesOf(await get(callUrl('videos.search', { s: 'forest', lang: 'ja' })));
    expect(ja[s.v.lakeForest]).toBe('Lake by the forest');
  });
});
