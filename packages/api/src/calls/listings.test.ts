import { describe, expect, it } from 'vitest';
import {
  AGE_RANGES,
  CATEGORY_SECTIONS,
  CHANNEL_SECTIONS,
  CHANNEL_SORTS,
  COMMENT_SECTIONS,
  ETHNICITIES,
  GENDERS,
  HAIR_COLORS,
  HEIGHTS,
  LANGUAGES,
  MEMBER_DETAIL_SECTIONS,
  MEMBER_GENDER_FILTERS,
  MEMBER_SORTS,
  MODEL_LETTERS,
  MODEL_SEX_GENDER,
  MODEL_SEXES,
  MODEL_SORTS,
  ORIENTATION_FILTERS,
  PLAYLIST_SORTS,
  RELATIONSHIP_FILTERS,
  TITS_SIZES,
  VIDEO_DATES,
  VIDEO_DURATIONS,
  VIDEO_SECTIONS,
  VIDEO_SORTS,
  VIDEO_TYPES,
  WEIGHTS,
  WITH_AVATAR_FILTERS,
  YES_NO_FILTERS,
} from '../contract/values.js';
import { createMockApi } from '../testing/mock-api.js';

const ALL10 = 'all.all.all.all.all.all.all.all.all.all';

async function urlOf(
  call: (api: ReturnType<typeof createMockApi>['api']) => Promise<unknown>,
): Promise<string> {
  const mock = createMockApi();
  await call(mock.api);
  return mock.last().url;
}

describe('given the videos2 listing', () => {
  it.each(VIDEO_SORTS)('puts sort %s in its segment', async (sort) => {
    expect(await urlOf((api) => api.videos.list({ sort }))).toBe(
      `/api/json/videos2/14400/str/${sort}/60/all.0.1.all.all.all.json`,
    );
  });
  it.each(GENDERS)('puts gender %s in its segment', async (gender) => {
    expect(await urlOf((api) => api.videos.list({ gender }))).toBe(
      `/api/json/videos2/14400/${gender}/latest-updates/60/all.0.1.all.all.all.json`,
    );
  });
  it.each(VIDEO_TYPES)('puts type %s in the tail', async (type) => {
    expect(await urlOf((api) => api.videos.list({ type }))).toMatch(
      new RegExp(`/all\\.0\\.1\\.${type}\\.all\\.all\\.json$`),
    );
  });
  it.each(VIDEO_DURATIONS)('puts duration %s in the tail', async (duration) => {
    expect(await urlOf((api) => api.videos.list({ duration }))).toMatch(
      new RegExp(`/all\\.0\\.1\\.all\\.${duration}\\.all\\.json$`),
    );
  });
  it.each(VIDEO_DATES)('puts date %s in the tail', async (date) => {
    expect(await urlOf((api) => api.videos.list({ date }))).toMatch(
      new RegExp(`/all\\.0\\.1\\.all\\.all\\.${date}\\.json$`),
    );
  });

  /** The documented section and object_id of every listing (README "Sections"). */
  const listings: [string, (typeof VIDEO_SECTIONS)[number], string][] = [
    ['home and /videos/', 'all', '0'],
    ['a category', 'category', 'sunsets'],
    ['a channel', 'channel', 'blue-harbor'],
    ['a model', 'model', 'jade-fox'],
    ["a member's uploads", 'member', '101'],
    ["a member's favourites", 'favourites', '101'],
    ["a member's watch later", 'watch_later', '101'],
    ["a member's history", 'history', '101'],
    ["a member's subscriptions feed", 'feed', '101'],
    ["a member's continue watching", 'continue', '101'],
    ['a playlist', 'playlist', '77'],
    ['top by country', 'top_country', 'nl'],
  ];
  it('has a documented listing for every section value', () => {
    expect(listings.map(([, s]) => s).sort()).toEqual([...VIDEO_SECTIONS].sort());
  });
  it.each(listings)('lists %s as section %s with object_id %s', async (_name, section, objectId) => {
    expect(await urlOf((api) => api.videos.list({ section, object_id: objectId }))).toBe(
      `/api/json/videos2/14400/str/latest-updates/60/${section}.${objectId}.1.all.all.all.json`,
    );
  });
  it('loads the 404 page top-country list with count 20 and a page between 1 and 10 (§2)', async () => {
    expect(
      await urlOf((api) => api.videos.list({ section: 'top_country', object_id: 'de', count: 20, page: 7 })),
    ).toBe('/api/json/videos2/14400/str/latest-updates/20/top_country.de.7.all.all.all.json');
  });
  it.each(VIDEO_SECTIONS)('serves section %s in the own variant too, with lifetime 0', async (section) => {
    expect(await urlOf((api) => api.videos.listOwn({ section, object_id: '5' }))).toBe(
      `/api/json/videos2_own/0/str/latest-updates/60/${section}.5.1.all.all.all.json`,
    );
  });
});

describe('given the search and related calls', () => {
  it.each(VIDEO_TYPES.flatMap((t) => VIDEO_DURATIONS.map((d) => [t, d] as const)))(
    'searches with type %s and duration %s in the query',
    async (type, duration) => {
      expect(await urlOf((api) => api.videos.search({ s: 'calm sea', type, duration }))).toBe(
        `/api/videos2.php?s=calm+sea&gender=str&count=60&page=1&type=${type}&duration=${duration}`,
      );
    },
  );
  it('encodes the query text', async () => {
    expect(await urlOf((api) => api.videos.search({ s: 'río & sol/2' }))).toBe(
      '/api/videos2.php?s=r%C3%ADo+%26+sol%2F2&gender=str&count=60&page=1&type=all&duration=all',
    );
  });
  it('refuses a search under 3 characters (§5)', async () => {
    const mock = createMockApi();
    await expect(mock.api.videos.search({ s: ' ab ' })).rejects.toMatchObject({ code: 'invalid_params' });
    expect(mock.calls).toHaveLength(0);
  });
  it.each(VIDEO_TYPES)('asks related videos of type %s', async (type) => {
    expect(await urlOf((api) => api.videos.related({ video_id: 999, type, page: 2 }))).toBe(
      `/api/json/videos_related2/14400/50/0/999.${type}.2.json`,
    );
  });
});

describe('given the models listing', () => {
  it.each(MODEL_SORTS)('puts sort %s in its segment', async (sort) => {
    expect(await urlOf((api) => api.models.list({ sort }))).toBe(
      `/api/json/models/86400/str/${ALL10}/${sort}/60/1.json`,
    );
  });
  it.each(MODEL_SEXES)('maps sex %s to its gender segment (§3)', async (sex) => {
    expect(await urlOf((api) => api.models.list({ sex, gender: 'str' }))).toBe(
      `/api/json/models/86400/${MODEL_SEX_GENDER[sex]}/${ALL10}/most-popular/60/1.json`,
    );
  });
  it('uses the gender when no sex filter is set', async () => {
    expect(await urlOf((api) => api.models.list({ gender: 'she' }))).toContain('/86400/she/');
  });
  const filters: [string, readonly string[], number][] = [
    ['letter', MODEL_LETTERS, 0],
    ['race', ETHNICITIES, 1],
    ['age', AGE_RANGES, 2],
    ['country', ['nl', 'us', 'jp'], 3],
    ['tits_size', TITS_SIZES, 4],
    ['hair_color', HAIR_COLORS, 5],
    ['height', HEIGHTS, 6],
    ['weight', WEIGHTS, 7],
    ['tattoo', YES_NO_FILTERS, 8],
    ['piercing', YES_NO_FILTERS, 9],
  ];
  for (const [key, values, position] of filters) {
    it.each(values)(`puts ${key} %s at position ${position + 1} of the filters segment`, async (value) => {
      const segment = ALL10.split('.');
      segment[position] = value;
      expect(await urlOf((api) => api.models.list({ [key]: value }))).toBe(
        `/api/json/models/86400/str/${segment.join('.')}/most-popular/60/1.json`,
      );
    });
  }
  it('rejects a value outside a filter set', async () => {
    const mock = createMockApi();
    // @ts-expect-error not a tits_size
    await expect(mock.api.models.list({ tits_size: 'natural' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    expect(mock.calls).toHaveLength(0);
  });
});

describe('given the channels listing', () => {
  it.each(CHANNEL_SORTS)('puts sort %s in its segment', async (sort) => {
    expect(await urlOf((api) => api.channels.list({ sort }))).toBe(
      `/api/json/channels/86400/str/${sort}/60/all.0.1.json`,
    );
  });
  it.each(CHANNEL_SECTIONS)('lists section %s', async (section) => {
    const objectId = section === 'all' ? '0' : 'sunsets';
    expect(await urlOf((api) => api.channels.list({ section, object_id: objectId, page: 3 }))).toBe(
      `/api/json/channels/86400/str/most-popular/60/${section}.${objectId}.3.json`,
    );
  });
});

describe('given the members listing', () => {
  const base = (filters: string, sort = 'recent', section = 'all', lifetime = 86400) =>
    `/api/json/members/${lifetime}/${section}/${filters}/${sort}/1/80.json`;
  it.each(MEMBER_SORTS)('puts sort %s in its segment', async (sort) => {
    expect(await urlOf((api) => api.members.list({ sort }))).toBe(base('all.all.all.all.all.all.0', sort));
  });
  const filters: [string, readonly string[], number][] = [
    ['country', ['de', 'eu'], 0],
    ['sex', MEMBER_GENDER_FILTERS, 1],
    ['age', AGE_RANGES, 2],
    ['relationship', RELATIONSHIP_FILTERS, 3],
    ['with_avatar', WITH_AVATAR_FILTERS, 4],
    ['orientation', ORIENTATION_FILTERS, 5],
  ];
  for (const [key, values, position] of filters) {
    it.each(values)(`puts ${key} %s at position ${position + 1} of the filters segment`, async (value) => {
      const segment = 'all.all.all.all.all.all.0'.split('.');
      segment[position] = value;
      expect(await urlOf((api) => api.members.list({ [key]: value }))).toBe(base(segment.join('.')));
    });
  }
  it("lists a member's friends with section friends and the user_id filter", async () => {
    expect(await urlOf((api) => api.members.list({ section: 'friends', user_id: 101 }))).toBe(
      base('all.all.all.all.all.all.101', 'recent', 'friends'),
    );
  });
  it("reads one's own friends fresh: lifetime 0, so no cache keeps a list the member just changed", async () => {
    expect(await urlOf((api) => api.members.list({ section: 'friends', user_id: 101, fresh: true }))).toBe(
      base('all.all.all.all.all.all.101', 'recent', 'friends', 0),
    );
  });
  it('refuses friends without a user_id', async () => {
    await expect(createMockApi().api.members.list({ section: 'friends' })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'user_id' }],
    });
  });
  it('disables caching for a search: lifetime 0 and ?search= (§7)', async () => {
    expect(await urlOf((api) => api.members.list({ search: ' quiet heron ' }))).toBe(
      `${base('all.all.all.all.all.all.0', 'recent', 'all', 0)}?search=quiet+heron`,
    );
  });
});

describe('given one member', () => {
  it.each(MEMBER_DETAIL_SECTIONS)('GETs section %s with lifetime 7200', async (section) => {
    expect(await urlOf((api) => api.members.get({ user_id: 101, section }))).toBe(
      `/api/json/member/7200/${section}/0/101.json`,
    );
  });
  it.each(MEMBER_DETAIL_SECTIONS)(
    'POSTs section %s to /api/member.php act user when asked fresh (members.fresh: lifetime 0, §7)',
    async (section) => {
      const mock = createMockApi();
      const res = await mock.api.members.fresh({ user_id: 101, section });
      expect(mock.last()).toMatchObject({
        method: 'POST',
        url: '/api/member.php',
        body: `act=user&section=${section}&user_id=101`,
      });
      expect(res.user.self).toBe(1);
    },
  );
});

describe('given the playlists listing', () => {
  it.each(PLAYLIST_SORTS)('puts sort %s in its segment', async (sort) => {
    expect(await urlOf((api) => api.playlists.list({ sort }))).toBe(
      `/api/json/playlists/86400/${sort}/80/all.1.str.0.json`,
    );
  });
  it.each(GENDERS)('puts gender %s in the tail', async (gender) => {
    expect(await urlOf((api) => api.playlists.list({ gender }))).toBe(
      `/api/json/playlists/86400/latest-updates/80/all.1.${gender}.0.json`,
    );
  });
  it("loads the owner's own playlists for the add-to modal: 20 at a time, lifetime 0", async () => {
    expect(
      await urlOf((api) => api.playlists.list({ section: 'member', user_id: 101, count: 20, fresh: true })),
    ).toBe('/api/json/playlists/0/latest-updates/20/member.1.str.101.json');
  });
});

describe('given the comments, categories, main and langs calls', () => {
  it.each(COMMENT_SECTIONS)('lists comments of section %s (lifetime 600)', async (section) => {
    const objectId = section === 'model' || section === 'channel' ? 'jade-fox' : 2345;
    const bucket = typeof objectId === 'number' ? '2000' : 'j';
    expect(await urlOf((api) => api.comments.list({ section, object_id: objectId }))).toBe(
      `/api/json/comments/600/${section}/${bucket}/${objectId}.json`,
    );
  });
  it('lists comments with lifetime 0 for a logged-in member (fresh)', async () => {
    expect(await urlOf((api) => api.comments.list({ section: 'video', object_id: 7, fresh: true }))).toBe(
      '/api/json/comments/0/video/0/7.json',
    );
  });
  it.each(CATEGORY_SECTIONS.flatMap((s) => GENDERS.map((g) => [s, g] as const)))(
    'lists categories of section %s for gender %s',
    async (section, gender) => {
      expect(await urlOf((api) => api.categories.list({ section, gender }))).toBe(
        `/api/json/categories/14400/${gender}.${section}.en.json`,
      );
    },
  );
  it.each(LANGUAGES)('asks main and langs in %s', async (lang) => {
    expect(await urlOf((api) => api.main.get({ lang }))).toBe(`/api/json/main/14400/str.${lang}.json`);
    expect(await urlOf((api) => api.langs.get({ lang, version: 5 }))).toBe(`/langs/json/${lang}.json?v=5`);
  });
  it('refuses suggestions outside 2 to 100 trimmed characters (§5)', async () => {
    const mock = createMockApi();
    await expect(mock.api.suggester.query({ q: ' a ' })).rejects.toMatchObject({ code: 'invalid_params' });
    await expect(mock.api.suggester.query({ q: 'x'.repeat(101) })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    expect(mock.calls).toHaveLength(0);
  });
});
