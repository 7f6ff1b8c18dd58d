// @vitest-environment jsdom
import { ApiError } from '@site/api';
import { describe, expect, it } from 'vitest';
import { serverContext, thrownStatus } from '../test/site';
import { getQueryClient } from './query-client';
import { withRefusals } from './refusals';
import { inBrowser, onServer, type Paging, pastLastPageOf, routeData } from './route-data';

const server = () =>
  onServer(
    serverContext({
      country: 'DE',
      apiFetch: async () => new Response('{}', { status: 500 }),
    }),
  );

const answer = <T>(key: string, value: T) => ({ queryKey: [key], queryFn: async () => value });
const failing = (key: string, error: unknown) => ({
  queryKey: [key],
  queryFn: async (): Promise<unknown> => {
    throw error;
  },
});

describe('given a route body on the server', () => {
  it('hands back what it answered and every query it loaded, dehydrated', async () => {
    const data = await routeData(server(), async (q) => {
      const [channel] = await Promise.all([
        q.fetch(answer('channel', { title: 'Lakes' })),
        q.prefetch(answer('videos', [1, 2])),
      ]);
      return { title: channel?.title };
    });
    expect(data.title).toBe('Lakes');
    expect(data.dehydratedState.queries.map((query) => query.queryKey).sort()).toEqual([
      ['channel'],
      ['videos'],
    ]);
  });

  it('answers 404 when the entity the route names is not found', async () => {
    const status = await thrownStatus(() =>
      routeData(server(), async (q) => ({
        channel: await q.fetch(failing('c', new ApiError('channel_not_found', 404))),
      })),
    );
    expect(status).toBe(404);
  });

  it('hands a read refused for good (a private list) to the page, an ApiError again in the browser', async () => {
    const data = await routeData(server(), async (q) => {
      await q.prefetch(failing('history', new ApiError('no_permission', 403)));
      return {};
    });
    // Through the page data as JSON (the class does not travel), then revived as the page renders.
    const sent = JSON.parse(JSON.stringify(data.dehydratedState));
    const [query] = withRefusals(sent).queries;
    expect(query?.queryKey).toEqual(['history']);
    expect(query?.state.status).toBe('error');
    expect(query?.state.error).toBeInstanceOf(ApiError);
    expect(query?.state.error).toMatchObject({ code: 'no_permission', status: 403 });
  });

  it("leaves to the browser a read sent as a POST that the server's render could not send (invalid_csrf)", async () => {
    const data = await routeData(server(), async (q) => {
      await q.prefetch(failing('own profile', new ApiError('invalid_csrf', 403)));
      return {};
    });
    expect(data.dehydratedState.queries).toEqual([]);
  });

  it('leaves any other failure to the page: the entity is null, a failed list is not dehydrated', async () => {
    const data = await routeData(server(), async (q) => {
      const [channel] = await Promise.all([
        q.fetch(failing('channel', new ApiError('general_error', 500))),
        q.prefetch(failing('videos', new ApiError('general_error', 500))),
      ]);
      return { channel };
    });
    expect(data.channel).toBeNull();
    expect(data.dehydratedState.queries).toEqual([]);
  });

  it('sends a required entity to the error boundary when it failed, and keeps it out of the cache', async () => {
    const data = await routeData(server(), async (q) => ({
      video: await q.require(answer('video', { id: 7 })),
    }));
    expect(data.video).toEqual({ id: 7 });
    expect(data.dehydratedState.queries).toEqual([]);
    await expect(
      routeData(server(), async (q) => ({
        video: await q.require(failing('v', new ApiError('general_error', 500))),
      })),
    ).rejects.toMatchObject({ code: 'general_error' });
    const status = await thrownStatus(() =>
      routeData(server(), async (q) => ({
        video: await q.require(failing('v', new ApiError('video_not_found', 404))),
      })),
    );
    expect(status).toBe(404);
  });

  it('waits for a query the body started without waiting for it', async () => {
    const data = await routeData(server(), async (q) => {
      void q.prefetch({
        queryKey: ['comments'],
        queryFn: () => new Promise((resolve) => setTimeout(() => resolve(['hi']), 10)),
      });
      return {};
    });
    expect(data.dehydratedState.queries.map((query) => query.queryKey)).toEqual([['comments']]);
  });
});

describe('given a page of a paged list', () => {
  const list = (total: number) => answer(`list-${total}`, { videos: [], total_count: total });
  const paging = (page: number): Paging => ({ page, count: 60, href: (p) => `/top-rated/${p}/` });
  /** What the route threw: its status and, for a page past the end, the last page it links. */
  const thrown = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return null;
    } catch (error) {
      // React Router's data() is an ErrorResponse once the router catches it; here it is the raw object.
      const { init, data } = error as { init?: { status?: number }; data?: unknown };
      return {
        status: init?.status,
        past: pastLastPageOf({ status: init?.status, statusText: '', internal: false, data }),
      };
    }
  };

  it('loads a page within the list, the last one too, and dehydrates it', async () => {
    const data = await routeData(server(), async (q) => ({
      answer: await q.page(list(274), paging(5)),
    }));
    expect(data.answer?.total_count).toBe(274);
    expect(data.dehydratedState.queries.map((query) => query.queryKey)).toEqual([['list-274']]);
  });

  it('answers 404 linking the last page for a page past the end', async () => {
    expect(
      await thrown(() => routeData(server(), async (q) => ({ a: await q.page(list(274), paging(6)) }))),
    ).toEqual({
      status: 404,
      past: { lastPage: 5, lastPageHref: '/top-rated/5/' },
    });
    expect(
      await thrown(() => routeData(inBrowser, async (q) => ({ a: await q.page(list(61), paging(99)) }))),
    ).toEqual({
      status: 404,
      past: { lastPage: 2, lastPageHref: '/top-rated/2/' },
    });
  });

  it('keeps page 1 of an empty list (its empty state), and sends page 2 of it to page 1', async () => {
    const data = await routeData(server(), async (q) => ({ answer: await q.page(list(0), paging(1)) }));
    expect(data.answer?.total_count).toBe(0);
    expect(
      await thrown(() => routeData(server(), async (q) => ({ a: await q.page(list(0), paging(2)) }))),
    ).toEqual({
      status: 404,
      past: { lastPage: 1, lastPageHref: '/top-rated/1/' },
    });
  });

  it('leaves a failed list to the page, and a list whose object is missing to the plain 404', async () => {
    const data = await routeData(server(), async (q) => ({
      answer: await q.page(failing('l', new ApiError('general_error', 500)), paging(9)),
    }));
    expect(data.answer).toBeNull();
    expect(
      await thrown(() =>
        routeData(server(), async (q) => ({
          a: await q.page(failing('l', new ApiError('not_found', 404)), paging(2)),
        })),
      ),
    ).toEqual({ status: 404, past: null });
  });
});

describe('given a route body in the browser', () => {
  it("answers null and loads into the session's client", async () => {
    const data = await routeData(inBrowser, async (q) => {
      await q.prefetch(answer('browser-videos', [3]));
      return { page: 1 };
    });
    expect(data).toEqual({ page: 1, dehydratedState: null });
    expect(getQueryClient().getQueryData(['browser-videos'])).toEqual([3]);
  });

  it('answers 404 for a missing entity there too', async () => {
    const status = await thrownStatus(() =>
      routeData(inBrowser, async (q) => ({
        member: await q.fetch({ ...failing('m', new ApiError('user_not_found', 404)), retry: false }),
      })),
    );
    expect(status).toBe(404);
  });
});
