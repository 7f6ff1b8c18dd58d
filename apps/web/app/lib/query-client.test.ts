import { ApiError } from '@site/api';
import { describe, expect, it } from 'vitest';
import { getQueryClient } from './query-client';

/** How many times the browser's client asks for a read that fails with `error` every time. */
async function attempts(error: unknown): Promise<number> {
  let calls = 0;
  await getQueryClient()
    .fetchQuery({
      queryKey: ['failing', Math.random()],
      queryFn: () => {
        calls++;
        throw error;
      },
      retryDelay: 0,
    })
    .catch(() => {});
  return calls;
}

describe("the browser's query client", () => {
  it('does not ask again after a final refusal (a private list: 403 no_permission; 404; 400)', async () => {
    expect(await attempts(new ApiError('no_permission', 403))).toBe(1);
    expect(await attempts(new ApiError('video_not_found', 404))).toBe(1);
    expect(await attempts(new ApiError('invalid_params', 400))).toBe(1);
  });

  it('asks once more after an answer that may pass the next time (5xx, 429, 408, a network failure)', async () => {
    expect(await attempts(new ApiError('general_error', 500))).toBe(2);
    expect(await attempts(new ApiError('too_many_requests', 429))).toBe(2);
    expect(await attempts(new ApiError('timeout', 408))).toBe(2);
    expect(await attempts(new TypeError('Failed to fetch'))).toBe(2);
  });
});
