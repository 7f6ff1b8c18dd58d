import { HttpResponse, http, type RequestHandler } from 'msw';
import { parseFilters, parseTail, routePatterns } from '../contract/paths.js';
import * as f from './fixtures.js';

export interface ApiHandlersOptions {
  /** The origin the handlers answer for; `*` (default) matches any origin, relative calls included. */
  baseUrl?: string;
  /** The total_count of every list (default 240). */
  totalCount?: number;
  /** Called with every request the handlers answer, with its form or multipart fields for writes. */
  onRequest?: (call: RecordedCall) => void;
}

export interface RecordedCall {
  method: string;
  url: string;
  fields: Record<string, string>;
}

const ok = <T extends object>(body: T) => HttpResponse.json({ ...body, code: 'success' });
const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
/** Lists answer at most this many items, whatever count asks for (keeps stories light). */
const MAX_ITEMS = 24;

async function readFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('form')) return {};
  const form = await request.formData();
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `[file ${(value as File).name || 'blob'}]`;
  });
  return out;
}

/**
 * msw 2 handlers answering every call of §7 with synthetic fixtures: every read with a body that passes its
 * schema, every write with `code: "success"` and its named fields. Use in tests (`setupServer(...apiHandlers())`)
 * and Storybook (`msw-storybook-addon`); add `apiErrorHandler` overrides with `server.use(...)`.
 */
export function apiHandlers(options: ApiHandlersOptions = {}): RequestHandler[] {
  const base = options.baseUrl ?? '*';
  const total = options.totalCount ?? 240;
  const at = (pattern: string) => `${base.replace(/\/$/, '')}${pattern}`;
  const record = async (request: Request) => {
    const fields = await readFields(request.clone());
    options.onRequest?.({ method: request.method, url: request.url, fields });
    return fields;
  };
  const pageOf = (count: number, page: number) => ({
    n: Math.min(count, MAX_ITEMS),
    from: (page - 1) * count + 1,
  });
  const videoList = (count: number, page: number) => {
    const { n, from } = pageOf(count, page);
    return ok({ videos: f.many(f.videoCard, n, from), total_count: total });
  };

  return [
    http.get(at(routePatterns.videos2), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('videos2', String(params.tail));
      return videoList(num(String(params.count), 60), num(tail?.page, 1));
    }),
    http.get(at(routePatterns.videos2Own), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('videos2Own', String(params.tail));
      return videoList(num(String(params.count), 60), num(tail?.page, 1));
    }),
    http.get(at(routePatterns.videoSearch), async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams;
      return videoList(num(q.get('count') ?? undefined, 60), num(q.get('page') ?? undefined, 1));
    }),
    http.get(at(routePatterns.videosRelated2), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('videosRelated2', String(params.tail));
      return videoList(num(String(params.count), 50), num(tail?.page, 1));
    }),
    http.get(at(routePatterns.video), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('video', String(params.tail));
      return ok({ video: f.videoDetail(num(tail?.video_id, 1)) });
    }),
    http.get(at(routePatterns.videofile), async ({ request }) => {
      await record(request);
      const id = num(new URL(request.url).searchParams.get('video_id') ?? undefined, 1);
      return HttpResponse.json([f.videoFile(id)]);
    }),
    http.get(at(routePatterns.models), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('models', String(params.tail));
      const { n, from } = pageOf(num(String(params.count), 60), num(tail?.page, 1));
      const filters = parseFilters('models', String(params.filters));
      const country = filters?.country && filters.country !== 'all' ? filters.country : undefined;
      return ok({
        models: f.many((i) => f.modelCard(i, country ? { country } : {}), n, from),
        total_count: total,
      });
    }),
    http.get(at(routePatterns.channels), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('channels', String(params.tail));
      const { n, from } = pageOf(num(String(params.count), 60), num(tail?.page, 1));
      return ok({ channels: f.many(f.channelCard, n, from), total_count: total });
    }),
    http.get(at(routePatterns.members), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('members', String(params.tail));
      const { n, from } = pageOf(num(tail?.count, 80), num(String(params.page), 1));
      return ok({ members: f.many(f.memberCard, n, from), total_count: total });
    }),
    http.get(at(routePatterns.model), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('model', String(params.tail));
      return ok({ model: f.modelDetail(1, tail ? { dir: tail.model_dir } : {}) });
    }),
    http.get(at(routePatterns.channel), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('channel', String(params.tail));
      return ok({ channel: f.channelDetail(1, tail ? { dir: tail.channel_dir } : {}) });
    }),
    http.get(at(routePatterns.member), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('member', String(params.tail));
      return ok({ user: f.memberProfile(1, { user_id: num(tail?.user_id, 101) }) });
    }),
    http.get(at(routePatterns.subscriptions), async ({ request }) => {
      await record(request);
      return ok({
        models: f.many(f.modelCard, 4),
        channels: f.many(f.channelCard, 3),
        members: f.many(f.memberCard, 2),
      });
    }),
    http.get(at(routePatterns.playlists), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('playlists', String(params.tail));
      const { n, from } = pageOf(num(String(params.count), 80), num(tail?.page, 1));
      return ok({ playlists: f.many(f.playlist, n, from), total_count: total });
    }),
    http.get(at(routePatterns.playlist), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('playlist', String(params.tail));
      return ok({ playlist: f.playlist(num(tail?.playlist_id, 1)) });
    }),
    http.get(at(routePatterns.main), async ({ request }) => {
      await record(request);
      const withKeywords = new URL(request.url).searchParams.has('l');
      return ok({
        categories: f.many(f.category, 12),
        models: f.many(f.modelCard, 8),
        channels: f.many(f.channelCard, 8),
        keywords: withKeywords ? f.KEYWORDS : [],
      });
    }),
    http.get(at(routePatterns.suggesterLetter), async ({ request, params }) => {
      await record(request);
      const tail = parseTail('suggesterLetter', String(params.tail));
      return ok({ suggestions: f.many((i) => f.suggestion(i, tail?.letter ?? ''), 8) });
    }),
    http.get(at(routePatterns.suggesterQuery), async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return ok({ suggestions: f.many((i) => f.suggestion(i, q), 8) });
    }),
    http.get(at(routePatterns.categories), async ({ request }) => {
      await record(request);
      return ok({ categories: f.many(f.category, 40) });
    }),
    http.get(at(routePatterns.comments), async ({ request }) => {
      await record(request);
      return ok({ comments: f.many(f.comment, 14), total_count: 14 });
    }),
    http.get(at(routePatterns.langs), async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        'listing.error.not_found': 'Nothing found',
        vote_success: 'Thanks for voting',
      });
    }),
    http.get(
      at(routePatterns.loginSocial),
      () => new HttpResponse(null, { status: 302, headers: { location: '/' } }),
    ),
    http.get(at(routePatterns.confirm), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 303, headers: { location: '/' } });
    }),
    http.get(at(routePatterns.csrf), async ({ request }) => {
      await record(request);
      return ok({ token: f.CSRF_TOKEN });
    }),
    http.get(at(routePatterns.captcha), async ({ request }) => {
      await record(request);
      return HttpResponse.json(f.captchaChallenge());
    }),

    http.post(at(routePatterns.memberPhp), async ({ request }) => {
      const fields = await record(request);
      switch (fields.act) {
        case 'user':
          return ok({ user: f.memberProfile(1, { user_id: num(fields.user_id, 101), self: 1 }) });
        case 'subscribe':
        case 'unsubscribe':
          return ok({ subscribers: 42 });
        case 'upload':
          return fields.section === 'u_cover'
            ? ok({ cover: '/media/covers/101.jpg' })
            : ok({ avatar: '/media/avatars/101.jpg' });
        default:
          return ok({});
      }
    }),
    http.post(at(routePatterns.inputPhp), async ({ request }) => {
      const fields = await record(request);
      switch (fields.act) {
        case 'vote':
          return ok({ statistics: { likes: 11, dislikes: 2 } });
        case 'comm':
          return ok({ comment_id: 9001 });
        case 'playlist':
          return fields.section === 'new' ? ok({ playlist_id: 77 }) : ok({});
        default:
          return ok({});
      }
    }),
    http.post(at(routePatterns.login), async ({ request }) => {
      await record(request);
      return ok({ success: true, user: f.sessionUser() });
    }),
    http.post(at(routePatterns.loginTg), async ({ request }) => {
      await record(request);
      return ok({ success: true, user: f.sessionUser() });
    }),
    http.post(at(routePatterns.logout), async ({ request }) => {
      await record(request);
      return ok({});
    }),
    http.post(at(routePatterns.signup), async ({ request }) => {
      const fields = await record(request);
      return fields.act === 'signup' ? ok({ user: f.sessionUser() }) : ok({});
    }),
    http.post(at(routePatterns.report), async ({ request }) => {
      await record(request);
      return ok({});
    }),
    http.post(at(routePatterns.messages), async ({ request }) => {
      const fields = await record(request);
      if (fields.section === 'all') return ok({ dialogs: f.many(f.dialog, 5) });
      if (fields.section === 'user') return ok({ messages: f.many(f.message, 8) });
      return ok({ id: 5001, date: '2026-11-01', time: '10:00' });
    }),
    http.post(at(routePatterns.videoEdit), async ({ request }) => {
      const fields = await record(request);
      if (fields.act === '1') return ok({ upload_id: 'u-1', filename: 'clip01.mp4', duration: 900 });
      if (fields.act === '5') return ok({ video_id: 501 });
      return ok({});
    }),
    http.post(at(routePatterns.cb), async ({ request }) => {
      const fields = await record(request);
      if (fields.act === 'status') return ok({ paid: false });
      return ok({
        data: { charge_url: 'https://pay.example.test/charge/1', wallets_links: { btc: 'bitcoin:demo' } },
      });
    }),
  ];
}

/** A handler that answers one call with an error body of the contract: override with `server.use(...)`. */
export function apiErrorHandler(
  method: 'get' | 'post',
  pattern: string,
  code: string,
  status = 400,
  options: { baseUrl?: string; errors?: { field: string; code: string }[] } = {},
): RequestHandler {
  const url = `${(options.baseUrl ?? '*').replace(/\/$/, '')}${pattern}`;
  return http[method](url, () =>
    HttpResponse.json({ code, ...(options.errors ? { errors: options.errors } : {}) }, { status }),
  );
}
