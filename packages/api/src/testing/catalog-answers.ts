import type { CallName } from '../contract/calls.js';
import * as f from '../docs/fixtures.js';
import { type DeclaredFixture, pageOf } from './mock-values.js';

const num = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
/** Lists answer at most this many items, whatever count asks for (keeps stories light). */
const MAX_ITEMS = 24;
/** The total of every mock list. */
const TOTAL = 240;

/** The mock API's catalog answers (contract/catalog-calls.ts): lists of the size asked, the object asked for. */
export const CATALOG_ANSWERS: Partial<Record<CallName, DeclaredFixture>> = {
  'models.list': (query, _fields, { totalCount }) => {
    const { n, from } = pageOf(num(query.get('count'), 60), num(query.get('page'), 1));
    const country = query.get('country');
    const only = country && country !== 'all' ? { country } : {};
    return {
      code: 'success',
      models: f.many((i) => f.modelCard(i, only), n, from),
      total_count: totalCount,
    };
  },
  'categories.list': () => ({ code: 'success', categories: f.many(f.category, 40) }),
  'main.get': (query) => ({
    code: 'success',
    categories: f.many(f.category, 12),
    models: f.many(f.modelCard, 8),
    channels: f.many(f.channelCard, 8),
    keywords: query.has('l') ? f.KEYWORDS : [],
  }),
  'suggester.letter': (query) => ({
    code: 'success',
    suggestions: f.many((i) => f.suggestion(i, query.get('letter') ?? ''), 8),
  }),
  'suggester.query': (query) => ({
    code: 'success',
    suggestions: f.many((i) => f.suggestion(i, query.get('q') ?? ''), 8),
  }),
  'models.get': (query) => ({
    code: 'success',
    model: f.modelDetail(1, { dir: query.get('model_dir') ?? '' }),
  }),
  'channels.list': (query) => {
    const count = num(query.get('count'), 60);
    const from = (num(query.get('page'), 1) - 1) * count + 1;
    return {
      code: 'success',
      channels: f.many(f.channelCard, Math.min(count, MAX_ITEMS), from),
      total_count: TOTAL,
    };
  },
  'channels.get': (query) => ({
    code: 'success',
    channel: f.channelDetail(1, { dir: query.get('channel_dir') ?? '' }),
  }),
};
