import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as shaDeriveKey } from 'altcha-lib/algorithms/sha';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveCalls } from '../http/call.js';
import { type CaptchaProvider, captchaChallenge, createAltchaProvider, createTestCaptcha } from './index.js';

/** A cheap challenge to solve in a test: one SHA-256 per step, at most 300 steps. */
const FAST = { hmacKey: 'test-hmac-key-0123456789', algorithm: 'SHA-256', cost: 1, maxNumber: 300 } as const;

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

/** What the ALTCHA widget submits as `tok` once it solved `challenge`. */
async function solve(challenge: unknown): Promise<string> {
  const c = challenge as Challenge;
  const deriveKey = c.parameters.algorithm.startsWith('PBKDF2') ? pbkdf2DeriveKey : shaDeriveKey;
  const solution = await solveChallenge({ challenge: c, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('challenge not solved');
  return b64({ challenge: c, solution });
}

const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));

describe('given the ALTCHA provider and a solved challenge', () => {
  const provider = createAltchaProvider(FAST);

  it('accepts the token once and refuses its replay', async () => {
    const token = await solve(await provider.challenge());
    expect(await provider.verify(token, '127.0.0.1')).toBe(true);
    expect(await provider.verify(token, '127.0.0.1')).toBe(false);
    expect(await provider.verify(token)).toBe(false);
  });

  it('lets only one of two concurrent uses of the same token pass', async () => {
    const token = await solve(await provider.challenge());
    const results = await Promise.all([
      provider.verify(token),
      provider.verify(token),
      provider.verify(token),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('accepts tokens of different challenges independently', async () => {
    const [a, b] = await Promise.all([provider.challenge(), provider.challenge()]);
    expect(a).not.toEqual(b);
    const [ta, tb] = await Promise.all([solve(a), solve(b)]);
    expect(await provider.verify(tb)).toBe(true);
    expect(await provider.verify(ta)).toBe(true);
  });

  it('refuses a wrong solution, and the right one still passes afterwards', async () => {
    const token = await solve(await provider.challenge());
    const payload = decode(token);
    const key: string = payload.solution.derivedKey;
    const wrong = {
      ...payload,
      solution: { ...payload.solution, derivedKey: `${key[0] === '0' ? '1' : '0'}${key.slice(1)}` },
    };
    expect(await provider.verify(b64(wrong))).toBe(false);
    expect(await provider.verify(token)).toBe(true);
  });

  it('refuses a challenge whose parameters were changed after signing', async () => {
    const payload = decode(await solve(await provider.challenge()));
    const later = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters } },
    };
    later.challenge.parameters.expiresAt += 3600;
    expect(await provider.verify(b64(later))).toBe(false);
    const unsigned = { ...payload, challenge: { parameters: payload.challenge.parameters } };
    expect(await provider.verify(b64(unsigned))).toBe(false);
  });

  it('refuses a token for a challenge signed with another key', async () => {
    const other = createAltchaProvider({ ...FAST, hmacKey: 'another-key-0123456789' });
    const token = await solve(await other.challenge());
    expect(await provider.verify(token)).toBe(false);
    expect(await other.verify(token)).toBe(true);
  });

  it('refuses a challenge made for another algorithm', async () => {
    const sha512 = createAltchaProvider({ ...FAST, algorithm: 'SHA-512' });
    expect(await provider.verify(await solve(await sha512.challenge()))).toBe(false);
  });
});

describe('given an expired challenge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses its token after expiresSeconds, though it was solved correctly', async () => {
    const provider = createAltchaProvider({ ...FAST, expiresSeconds: 60 });
    const challenge = (await provider.challenge()) as Challenge;
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 55);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 60);
    const token = await solve(challenge);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await provider.verify(token)).toBe(false);
  });
});

describe('given malformed tokens', () => {
  const provider = createAltchaProvider(FAST);
  const junk: [string, unknown][] = [
    ['empty', ''],
    ['a word', 'test-pass'],
    ['not base64', '%%%not base64%%%'],
    ['base64 of text', b64('hello')],
    ['base64 of null', b64('null')],
    ['base64 of an array', b64([])],
    ['base64 of an empty object', b64({})],
    ['a challenge without solution', b64({ challenge: { parameters: {}, signature: 'ab' } })],
    ['wrong types', b64({ challenge: { parameters: 1, signature: 2 }, solution: 'x' })],
    [
      'non-hex key',
      b64({
        challenge: { parameters: { nonce: 'zz' }, signature: 'ab' },
        solution: { counter: 1, derivedKey: 'zz' },
      }),
    ],
    ['__proto__ keys', b64('{"__proto__":{"polluted":true},"challenge":{"__proto__":{}},"solution":{}}')],
    ['a huge token', 'A'.repeat(100_000)],
    ['not a string', { challenge: {}, solution: {} }],
    ['undefined', undefined],
  ];

  it.each(junk)('refuses %s without throwing', async (_label, token) => {
    await expect(provider.verify(token as string)).resolves.toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('given ALTCHA options', () => {
  it('refuses a short hmacKey at once', () => {
    expect(() => createAltchaProvider({ hmacKey: 'short' })).toThrow(
      /hmacKey must be at least 16 characters/,
    );
  });

  it('defaults to PBKDF2/SHA-256 of cost 5000, a counter up to 4 000 and ten minutes to solve', async () => {
    const challenge = (await createAltchaProvider({ hmacKey: FAST.hmacKey }).challenge()) as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 5000 });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 590);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks by default for 2 000 to 4 000 derivations (#27: 5 000 to 10 000 took 8 s on a phone)', async () => {
    // The default counter with a cheap derivation: the counter a solver reaches is the work it did.
    const provider = createAltchaProvider({ hmacKey: FAST.hmacKey, algorithm: 'SHA-256', cost: 1 });
    for (let i = 0; i < 8; i++) {
      const challenge = (await provider.challenge()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey: shaDeriveKey, timeout: 20_000 });
      expect(solution?.counter).toBeGreaterThanOrEqual(2000);
      expect(solution?.counter).toBeLessThanOrEqual(4000);
    }
  });
});

describe('given the test captcha', () => {
  const provider = createTestCaptcha();

  it('accepts test-pass every time and nothing else, and has no challenge', async () => {
    expect(await provider.verify('test-pass')).toBe(true);
    expect(await provider.verify('test-pass', '10.0.0.1')).toBe(true);
    expect(await provider.verify('test-fail')).toBe(false);
    expect(await provider.verify('')).toBe(false);
    expect(await provider.challenge()).toBeNull();
  });
});

describe('given the captcha route', () => {
  let app: FastifyInstance;
  let provider: CaptchaProvider;
  beforeAll(async () => {
    provider = createAltchaProvider(FAST);
    app = Fastify();
    serveCalls(app, { 'auth.captchaChallenge': captchaChallenge(provider) });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('answers a fresh challenge, not to be stored, whose solution verifies', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/captcha.php' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const challenge = first.json();
    expect(challenge).toMatchObject({ parameters: { algorithm: 'SHA-256' }, signature: expect.any(String) });
    const second = await app.inject({ method: 'GET', url: '/api/captcha.php' });
    expect(second.json()).not.toEqual(challenge);
    const token = await solve(challenge);
    expect(await provider.verify(token)).toBe(true);
    expect(await provider.verify(token)).toBe(false);
  });

  it('answers 404 not_found, not stored, for a provider without a challenge', async () => {
    const bare = Fastify();
    serveCalls(bare, { 'auth.captchaChallenge': captchaChallenge(createTestCaptcha()) });
    const res = await bare.inject({ method: 'GET', url: '/api/captcha.php' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    await bare.close();
  });
});
