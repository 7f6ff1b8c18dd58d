// @vitest-environment node
import type { ApiClient } from '@site/api';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { captchaWorkers, solveCaptcha, webDeriveKey } from './captcha';

const secret = 'captcha-test-secret-0123456789';

async function challengeOf(algorithm: 'PBKDF2/SHA-256' | 'SHA-256'): Promise<Challenge> {
  return createChallenge({
    algorithm,
    cost: algorithm === 'SHA-256' ? 2 : 50,
    counter: 40,
    deriveKey: algorithm === 'SHA-256' ? sha : pbkdf2,
    expiresAt: Math.floor(Date.now() / 1000) + 60,
    hmacSignatureSecret: secret,
  });
}

const apiAnswering = (answer: () => Promise<unknown>) =>
  ({ auth: { captchaChallenge: answer } }) as unknown as ApiClient;

describe('given a challenge from the server', () => {
  it.each(['PBKDF2/SHA-256', 'SHA-256'] as const)(
    'the page solves %s with WebCrypto into a token the server verifies',
    async (algorithm) => {
      const challenge = await challengeOf(algorithm);
      const token = await solveCaptcha(apiAnswering(async () => challenge));
      const payload = JSON.parse(Buffer.from(token ?? '', 'base64').toString('utf8'));
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey: algorithm === 'SHA-256' ? sha : pbkdf2,
        hmacSignatureSecret: secret,
      });
      expect(result.verified).toBe(true);
    },
  );

  it('derives the same key as altcha-lib on Node', async () => {
    const parameters = { algorithm: 'PBKDF2/SHA-256', cost: 10, keyLength: 32 } as never;
    const salt = new Uint8Array([1, 2, 3]);
    const password = new Uint8Array([4, 5, 6]);
    const web = await webDeriveKey(parameters, salt, password);
    const node = await pbkdf2(parameters, salt, password);
    expect(Buffer.from(web.derivedKey).toString('hex')).toBe(Buffer.from(node.derivedKey).toString('hex'));
  });

  it('answers no token when the server has no captcha (404)', async () => {
    const api = apiAnswering(async () => {
      throw Object.assign(new Error('not_found'), { status: 404 });
    });
    expect(await solveCaptcha(api)).toBeUndefined();
  });
});

describe('given the cores of the device', () => {
  it('shares the check out among one worker per core, four at most (#27: one thread took 8 s)', () => {
    expect(captchaWorkers(8, true)).toBe(4);
    expect(captchaWorkers(2, true)).toBe(2);
    expect(captchaWorkers(0, true)).toBe(1);
  });

  it('solves in the page where there are no workers', () => {
    expect(captchaWorkers(8, false)).toBe(0);
  });
});
