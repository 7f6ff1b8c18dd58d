import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES, takeNavigations } from '../calls/samples.js';
import { createApiClient } from '../client.js';
import { routePatterns } from '../contract/paths.js';
import { apiErrorHandler, apiHandlers, type RecordedCall } from './handlers.js';

const recorded: RecordedCall[] = [];
const server = setupServer(...apiHandlers({ onRequest: (call) => recorded.push(call) }));
const api = createApiClient({ baseUrl: 'http://127.0.0.1:4010', csrfToken: 'x' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given the msw harness under setupServer and real fetch', () => {
  for (const sample of SAMPLES) {
    it(`answers ${sample.fn} with ${sample.navigation ? 'a redirect' : 'a body that passes its schema'}`, async () => {
      recorded.length = 0;
      const result = await sample.call(api);
      if (sample.navigation) {
        const [url = ''] = takeNavigations();
        const res = await fetch(url, { redirect: 'manual' });
        expect([302, 303]).toContain(res.status);
        expect(res.headers.get('location')).toBe('/');
        return;
      }
      expect(result).toBeDefined();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]?.method).toBe(sample.method);
    });
  }

  it('records the form fields of writes', async () => {
    recorded.length = 0;
    await api.actions.vote({ section: 'video', object_id: 7, vote: 1 });
    expect(recorded[0]?.fields).toEqual({ act: 'vote', section: 'video', vote: '1', object_id: '7' });
  });

  it('lets a test override one call with an error of the contract', async () => {
    server.use(apiErrorHandler('get', routePatterns.video, 'video_not_found', 404));
    await expect(api.videos.get({ video_id: 7 })).rejects.toMatchObject({
      code: 'video_not_found',
      status: 404,
    });
  });

  it('pages lists by their count and page', async () => {
    const page2 = await api.videos.list({ count: 10, page: 2 });
    expect(page2.videos.map((v) => v.video_id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page2.total_count).toBe(240);
  });
});
