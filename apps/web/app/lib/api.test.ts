import { type ApiClient, ApiError } from '@site/api';
import { describe, expect, it, vi } from 'vitest';
import { withCsrf } from './api';

const apiWithCsrf = () => {
  const csrf = vi.fn(async () => ({ code: 'success', token: 'fresh' }));
  return { api: { auth: { csrf } } as unknown as ApiClient, csrf };
};

describe('given a write refused for its CSRF token', () => {
  it('asks for a fresh token and sends the write once more', async () => {
    const { api, csrf } = apiWithCsrf();
    const write = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('invalid_csrf', 403))
      .mockResolvedValueOnce('ok');
    await expect(withCsrf(write, api)).resolves.toBe('ok');
    expect(csrf).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('gives up after one more refusal, and passes other errors through untouched', async () => {
    const { api, csrf } = apiWithCsrf();
    const refused = vi.fn().mockRejectedValue(new ApiError('invalid_csrf', 403));
    await expect(withCsrf(refused, api)).rejects.toMatchObject({ code: 'invalid_csrf' });
    expect(refused).toHaveBeenCalledTimes(2);
    const failing = vi.fn().mockRejectedValue(new ApiError('need_auth', 401));
    await expect(withCsrf(failing, api)).rejects.toMatchObject({ code: 'need_auth' });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(csrf).toHaveBeenCalledTimes(1);
  });
});
