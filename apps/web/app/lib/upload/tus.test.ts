import { describe, expect, it } from 'vitest';
import { shouldRetryTus, TUS_RETRY_DELAYS, tusErrorCode, uploadIdFromUrl } from './tus';

const refused = (status: number, body: string) => ({
  originalResponse: { getStatus: () => status, getBody: () => body },
});

describe('given a finished tus upload', () => {
  it('takes the upload id from the last segment of its URL', () => {
    expect(uploadIdFromUrl('https://site.example/api/tus/abcDEF0123456789xyz')).toBe('abcDEF0123456789xyz');
    expect(uploadIdFromUrl('/api/tus/abcDEF0123456789xyz/')).toBe('abcDEF0123456789xyz');
    expect(uploadIdFromUrl(null)).toBeNull();
  });
});

describe('given a failed tus request', () => {
  it('uses the code of the server’s JSON answer', () => {
    expect(tusErrorCode(refused(400, '{"code":"bad_filename"}'))).toBe('bad_filename');
    expect(tusErrorCode(refused(413, '{"code":"size_limit"}'))).toBe('size_limit');
    expect(tusErrorCode(refused(401, '{"code":"need_auth"}'))).toBe('need_auth');
  });

  it('falls back to the status when the body has no code', () => {
    expect(tusErrorCode(refused(413, 'Request Entity Too Large'))).toBe('size_limit');
    expect(tusErrorCode(refused(401, ''))).toBe('need_auth');
    expect(tusErrorCode(refused(500, '{"code":"general_error"}'))).toBe('upload_error');
  });

  it('reads a failure without an answer (the network, retries spent) as upload_error', () => {
    expect(tusErrorCode(new Error('tus: failed to upload chunk'))).toBe('upload_error');
    expect(tusErrorCode(null)).toBe('upload_error');
  });
});

describe('given a tus request that failed mid-upload', () => {
  it('retries a lost connection and a server error, even when the browser says it is offline', () => {
    const offline = Object.getOwnPropertyDescriptor(navigator, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      expect(shouldRetryTus(new Error('network'))).toBe(true);
      expect(shouldRetryTus(refused(502, ''))).toBe(true);
      expect(shouldRetryTus(refused(409, ''))).toBe(true);
      expect(shouldRetryTus(refused(423, ''))).toBe(true);
    } finally {
      if (offline) Object.defineProperty(navigator, 'onLine', offline);
      else Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('gives up on a refusal: not allowed, too large, gone', () => {
    for (const status of [400, 401, 403, 404, 410, 413])
      expect(shouldRetryTus(refused(status, ''))).toBe(false);
  });

  it('waits longer after each failure, up to a minute, for about five minutes in all', () => {
    const delays = [...TUS_RETRY_DELAYS];
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(Math.max(...delays)).toBe(60_000);
    const total = delays.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(4 * 60_000);
    expect(total).toBeLessThanOrEqual(6 * 60_000);
  });
});
