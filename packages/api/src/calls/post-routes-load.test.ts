import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./post-routes.js');
  vi.resetModules();
});

describe("the writes' routes, loaded with the first write", () => {
  it('are loaded again by the next write when the first load failed (the network dropped)', async () => {
    let loads = 0;
    vi.doMock('./post-routes.js', async (original) => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    const { createApiClient } = await import('../client.js');
    const asked: string[] = [];
    const api = createApiClient({
      check: false,
      fetch: async (url) => {
        asked.push(String(url));
        return new Response(JSON.stringify({ code: 'success' }), { status: 200 });
      },
    });
    await expect(api.actions.vote({ section: 'video', object_id: 7, vote: 1 })).rejects.toThrow();
    await expect(api.actions.vote({ section: 'video', object_id: 7, vote: 1 })).resolves.toMatchObject({
      code: 'success',
    });
    expect(asked).toHaveLength(1);
  });
});
