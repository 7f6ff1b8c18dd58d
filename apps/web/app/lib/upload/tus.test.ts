import { describe, expect, it } from 'vitest';
import { tusErrorCode, uploadIdFromUrl } from './tus';

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
