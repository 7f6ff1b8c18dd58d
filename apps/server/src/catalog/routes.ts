import { LANG_VERSION_HEADER } from '@site/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { type CallHandler, JsonText, refuse } from '../http/call.js';
import { Memo } from '../lib/memo.js';
import { ModelFacets } from './facets.js';
import { LangFiles } from './langs.js';
import {
  categoryIdOf,
  channelTotalKey,
  findChannel,
  findModel,
  type ListPage,
  listCategories,
  listChannels,
  mainJson,
  modelCardsJson,
} from './queries.js';

export interface CatalogOptions {
  /** How long the model facets serve before a background refresh (default 60 s; 0 reloads every time). */
  facetsTtlMs?: number;
  /** The folder of the language files (default: `langsDir()`). */
  langsDir?: string;
}

/** A missing object may appear later: its 404 is cached for at most ten minutes. */
const NOT_FOUND_LIFETIME = 600;
/** Versioned language messages never change under their version (`?v=`). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A list answer (`ModelListResponse`, `ChannelListResponse`) around the page's JSON text: an empty page
 * is not an error, it answers 200 with `{models|channels}_not_found` (the contract's listing codes).
 */
function listBody(key: 'models' | 'channels', page: ListPage): string {
  const code = page.json === '[]' ? `${key}_not_found` : 'success';
  return `{"${key}":${page.json},"total_count":${page.total},"code":"${code}"}`;
}

/** A missing object of a cached path: 404, kept by caches for the path's lifetime, ten minutes at most. */
const gone = (lifetime: number) => refuse(404, 'not_found').cachedFor(Math.min(lifetime, NOT_FOUND_LIFETIME));

type CatalogCall =
  | 'categories.list'
  | 'main.get'
  | 'models.list'
  | 'models.get'
  | 'channels.list'
  | 'channels.get';

/**
 * The declared catalog reads (contract/catalog-calls.ts) with their handlers: categories, main (the top
 * lists), models (paged by `facets`), one model, channels and one channel. `totalsTtlMs`: how long a
 * channel list total is reused (default 60 s; 0 counts on every request).
 */
export function catalogCalls(
  db: Db,
  facets: ModelFacets,
  totalsTtlMs = 60_000,
): { [N in CatalogCall]: CallHandler<N> } {
  const totals = new Memo<number>(totalsTtlMs, 10_000);
  return {
    'categories.list': async ({ params }) => {
      const categories = await listCategories(db, params);
      return { categories, code: categories.length > 0 ? 'success' : 'categories_not_found' };
    },
    'main.get': async ({ params }) =>
      new JsonText(await mainJson(db, params.gender, params.lang, params.l ?? 0)),
    'models.list': async ({ params }) => {
      const { ids, total } = await facets.page(params);
      return new JsonText(listBody('models', { json: await modelCardsJson(db, ids), total }));
    },
    'models.get': async ({ params, lifetime }) => {
      const model = await findModel(db, params.model_dir);
      if (!model) throw gone(lifetime);
      return { model, code: 'success' };
    },
    'channels.list': async ({ params, lifetime }) => {
      // Section `all` lists every channel: its object id is `0`, so that the listing has one path.
      if (params.section === 'all' && params.object_id !== '0')
        throw refuse(400, 'invalid_params', [{ field: 'object_id', code: 'invalid' }]);
      let categoryId: number | null = null;
      if (params.section === 'category') {
        categoryId = await categoryIdOf(db, params.object_id);
        if (categoryId === null) throw gone(lifetime);
      }
      const key = channelTotalKey(params, categoryId);
      const known = totals.get(key);
      const page = await listChannels(db, params, categoryId, known);
      if (known === undefined) totals.set(key, page.total);
      return new JsonText(listBody('channels', page));
    },
    'channels.get': async ({ params, lifetime }) => {
      const channel = await findChannel(db, params.channel_dir, params.lang);
      if (!channel) throw gone(lifetime);
      return { channel, code: 'success' };
    },
  };
}

/**
 * `langs.get`: one language's texts as the language files merged them (catalog/langs.ts). Under a version
 * they never change, so any cache keeps them for good; the answer names the current version
 * (`x-lang-version`) for the page to ask under.
 */
export function langsRead(langs: LangFiles): CallHandler<'langs.get'> {
  return async ({ params, reply }) => {
    const { json, version } = await langs.entry(params.lang);
    if (params.version !== undefined) reply.header('cache-control', IMMUTABLE);
    reply.header(LANG_VERSION_HEADER, String(version));
    return new JsonText(json);
  };
}

/**
 * What the catalog's calls read besides the database: the model facets the models listing pages with
 * (read when the server starts, so the first visitor does not wait for them), and the languages' texts.
 */
export function catalogSources(
  app: FastifyInstance,
  db: Db,
  options: CatalogOptions = {},
): { facets: ModelFacets; langs: LangFiles } {
  const facets = new ModelFacets(db, options.facetsTtlMs ?? 60_000, (error) =>
    app.log.error({ err: error }, 'model facets refresh failed'),
  );
  app.addHook('onReady', async () => {
    facets.current().catch((error: unknown) => app.log.error({ err: error }, 'model facets load failed'));
  });
  return { facets, langs: new LangFiles(options.langsDir) };
}
