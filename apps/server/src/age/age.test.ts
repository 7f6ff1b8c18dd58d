import { CALLS } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { expectError, signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { AGE_ASSURED_COOKIE, AGE_VERIFY_PATH, isContentRead } from './assurance.js';
import { isAdult, LOCAL_AGE_PATH } from './local.js';
import { defaultMode, modeOf, requiredMode } from './policy.js';
import { AGE_CALLBACK_PATH, RESULT_TOLERANCE_SECONDS, readSignedResult, signResult } from './provider.js';
import { requestRegions } from './region.js';

const ACT = CALLS['moderation.agePolicy'].path;
const SETTINGS = CALLS['moderation.settings'].path;
/** A content read a visitor's browser can make directly: the home page's list of videos. */
const CONTENT = '/api/json/main/14400/str.en.json';

describe('the age policy of a region', () => {
  it('by default asks the 18+ question in the 28 countries and nothing elsewhere', () => {
    expect(defaultMode('de')).toBe('self');
    expect(defaultMode('US')).toBe('self');
    expect(defaultMode('BR')).toBe('none');
    expect(modeOf(new Map(), { country: 'GB', subdivision: null })).toBe('self');
  });

  it("takes a subdivision's own mode before its country's, and the country's before the default", () => {
    const policy = new Map([
      ['US-TX', 'verified' as const],
      ['BR', 'self' as const],
      ['DE', 'none' as const],
    ]);
    expect(modeOf(policy, { country: 'US', subdivision: 'TX' })).toBe('verified');
    expect(modeOf(policy, { country: 'US', subdivision: 'CA' })).toBe('self');
    expect(modeOf(policy, { country: 'US', subdivision: null })).toBe('self');
    expect(modeOf(policy, { country: 'BR', subdivision: 'SP' })).toBe('self');
    expect(modeOf(policy, { country: 'DE', subdivision: null })).toBe('none');
  });

  it('applies the strictest gate of the regions a request may come from, none when none is known', () => {
    const policy = new Map([['GB', 'verified' as const]]);
    const gb = { country: 'GB', subdivision: null };
    const br = { country: 'BR', subdivision: null };
    expect(requiredMode(policy, [br, gb])).toBe('verified');
    expect(requiredMode(policy, [br])).toBe('none');
    expect(requiredMode(policy, [])).toBe('none');
  });

  it('reads the trusted header alone when one is named, else any header and the address', () => {
    const request = {
      headers: { 'cf-ipcountry': 'us', 'cf-region-code': 'tx', 'x-country-code': 'BR' },
      ip: '127.0.0.1',
    };
    expect(requestRegions(request, 'cf-ipcountry')).toEqual([{ country: 'US', subdivision: 'TX' }]);
    expect(requestRegions(request, 'x-country-code')).toEqual([{ country: 'BR', subdivision: null }]);
    expect(requestRegions({ headers: {}, ip: '127.0.0.1' }, 'cf-ipcountry')).toEqual([]);
    // Untrusted: the first header's region (the address of a test has no country).
    expect(requestRegions(request, null)).toEqual([{ country: 'US', subdivision: 'TX' }]);
  });
});

describe("the local provider's result", () => {
  const secret = 'a'.repeat(64);
  const now = 1_800_000_000;

  it('is adult from the 18th birthday on', () => {
    expect(isAdult('2000-03-10', new Date('2018-03-10T00:00:00Z'))).toBe(true);
    expect(isAdult('2000-03-10', new Date('2018-03-09T23:59:59Z'))).toBe(false);
    expect(isAdult('2000-02-31', new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('is read back when signed and fresh; a changed outcome, another key or a late use is refused', () => {
    const signed = signResult(secret, 'state-1234567890abcdef', false, now);
    expect(readSignedResult(secret, signed, now)).toEqual({
      ok: true,
      state: 'state-1234567890abcdef',
      adult: false,
    });
    expect(readSignedResult(secret, { ...signed, result: 'adult' }, now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(readSignedResult('b'.repeat(64), signed, now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(readSignedResult(secret, signed, now + RESULT_TOLERANCE_SECONDS + 1)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(readSignedResult(secret, { state: 'x' }, now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('names the reads that hand out content', () => {
    expect(isContentRead('/media/thumbs/1.jpg')).toBe(true);
    expect(isContentRead('/api/json/video/60/0/1.json?x=1')).toBe(true);
    expect(isContentRead('/api/videos2.php?s=lake')).toBe(true);
    expect(isContentRead('/api/session.php')).toBe(false);
    expect(isContentRead('/langs/json/en.json')).toBe(false);
  });
});

describe('a visitor of a region whose policy is "verified"', () => {
  let t: TestDb;
  let app: FastifyInstance;
  let admin: { id: number; browser: Browser };
  let clock = Date.now();

  beforeAll(async () => {
    t = await openTestDb();
    app = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      captcha: createTestCaptcha(),
      age: { provider: 'local', policyTtlMs: 0, now: () => clock },
    });
    admin = await signedIn(app, t, 'Keeper', { role: 'admin' });
  });
  afterAll(() => closeAll(app, t));
  beforeEach(async () => {
    clock = Date.now();
    await t.db.deleteFrom('age_policies').execute();
    const res = await admin.browser.post(ACT, { act: 'age_policy', region: 'gb', mode: 'verified' });
    expect(res.statusCode, res.body).toBe(200);
  });

  const from = (browser: Browser, url: string, country = 'GB') =>
    browser.request({ method: 'GET', url, headers: { 'cf-ipcountry': country } });

  /** The whole round trip through the local provider, with a date of birth; answers the callback's answer. */
  async function passProvider(browser: Browser, birth = '1990-05-01', returnTo = '/videos/') {
    const start = await from(browser, `${AGE_VERIFY_PATH}?return=${encodeURIComponent(returnTo)}`);
    expect(start.statusCode).toBe(303);
    const providerPage = new URL(start.headers.location as string);
    expect(providerPage.pathname).toBe(LOCAL_AGE_PATH);
    const form = await browser.get(`${providerPage.pathname}${providerPage.search}`);
    expect(form.body).toContain('type="date"');
    const sent = await browser.post(LOCAL_AGE_PATH, {
      state: providerPage.searchParams.get('state') as string,
      birth,
    });
    expect(sent.statusCode, sent.body).toBe(303);
    const back = sent.headers.location as string;
    expect(back.startsWith(AGE_CALLBACK_PATH)).toBe(true);
    return { callback: back, answer: await from(browser, back) };
  }

  it('is refused content reads and media before the check; a visitor of another region is not', async () => {
    const visitor = new Browser(app);
    expectError(await from(visitor, CONTENT), 403, 'age_verification_required');
    expectError(await from(visitor, '/media/thumbs/1.jpg'), 403, 'age_verification_required');
    expect((await from(visitor, CONTENT, 'BR')).statusCode).toBe(200);
  });

  it('passes the provider, comes back to the page asked for, and then reads content', async () => {
    const visitor = new Browser(app);
    const { answer } = await passProvider(visitor);
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe('/videos/');
    const cookie = answer.cookies.find((c) => c.name === AGE_ASSURED_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect((await from(visitor, CONTENT)).statusCode).toBe(200);
    // Thirty days on, the check is asked again.
    clock += 31 * 24 * 3600 * 1000;
    expectError(await from(visitor, CONTENT), 403, 'age_verification_required');
  });

  it('does not pass with a forged or copied-and-edited cookie', async () => {
    const visitor = new Browser(app);
    await passProvider(visitor);
    const real = visitor.cookies.get(AGE_ASSURED_COOKIE) as string;
    const forger = new Browser(app);
    forger.cookies.set(AGE_ASSURED_COOKIE, '99999999999');
    expectError(await from(forger, CONTENT), 403, 'age_verification_required');
    forger.cookies.set(AGE_ASSURED_COOKIE, real.replace(/^\d+/, '99999999999'));
    expectError(await from(forger, CONTENT), 403, 'age_verification_required');
  });

  it('refuses a changed, late or foreign return with invalid_token, and remembers nothing', async () => {
    const visitor = new Browser(app);
    const { callback } = await passProvider(visitor, '2015-01-01');
    // The minor's signed return, changed to say adult.
    const tampered = callback.replace('result=minor', 'result=adult');
    const again = new Browser(app);
    const start = await from(again, AGE_VERIFY_PATH);
    const state = new URL(start.headers.location as string).searchParams.get('state') as string;
    const forged = tampered.replace(/state=[^&]+/, `state=${state}`);
    expectError(await from(again, forged), 400, 'invalid_token');
    // Another browser's return (its state is not this browser's).
    const { callback: theirs } = await passProvider(new Browser(app));
    expectError(await from(again, theirs), 400, 'invalid_token');
    // A return used after its time.
    const late = new Browser(app);
    const { callback: lateReturn } = await (async () => {
      const s = await from(late, AGE_VERIFY_PATH);
      const page = new URL(s.headers.location as string);
      const sent = await late.post(LOCAL_AGE_PATH, {
        state: page.searchParams.get('state') as string,
        birth: '1990-01-01',
      });
      return { callback: sent.headers.location as string };
    })();
    clock += (RESULT_TOLERANCE_SECONDS + 5) * 1000;
    expectError(await from(late, lateReturn), 400, 'invalid_token');
    for (const b of [again, late]) expect(b.cookies.has(AGE_ASSURED_COOKIE)).toBe(false);
  });

  it('sends a minor back to the gate, saying so, without the cookie', async () => {
    const visitor = new Browser(app);
    const { answer } = await passProvider(visitor, '2015-01-01', '/videos/?s=lake');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/age-check/?return=%2Fvideos%2F%3Fs%3Dlake&refused=1');
    expect(visitor.cookies.has(AGE_ASSURED_COOKIE)).toBe(false);
  });

  it("remembers a member's check in their record", async () => {
    const member = await signedIn(app, t, 'Heron');
    await passProvider(member.browser);
    const row = await t.db
      .selectFrom('members')
      .select('age_verified_at')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.age_verified_at).not.toBeNull();
  });

  it('refuses a bad date of birth or state on the provider page with invalid_params', async () => {
    const visitor = new Browser(app);
    const errors = expectError(
      await visitor.post(LOCAL_AGE_PATH, { state: 'short', birth: 'yesterday' }),
      400,
      'invalid_params',
    );
    expect(errors.map((e) => e.field).sort()).toEqual(['birth', 'state']);
  });
});

describe('the console keeps the age policy', () => {
  let t: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await openTestDb();
    app = await buildApp({ db: t.db, dataDir: t.dataDir, captcha: createTestCaptcha() });
  });
  afterAll(() => closeAll(app, t));

  it('lists what an admin set, puts a region back to the default, and logs each change', async () => {
    const admin = await signedIn(app, t, 'Warden', { role: 'admin' });
    let res = await admin.browser.post(ACT, { act: 'age_policy', region: 'us-tx', mode: 'verified' });
    expect(res.json().settings.age_policy).toEqual([{ region: 'US-TX', mode: 'verified' }]);
    res = await admin.browser.post(ACT, { act: 'age_policy', region: 'US-TX', mode: 'default' });
    expect(res.json().settings.age_policy).toEqual([]);
    expect((await admin.browser.get(SETTINGS)).json().settings.age_policy).toEqual([]);
    const audit = await t.db
      .selectFrom('moderation_audit')
      .select(['action', 'target_id', 'details'])
      .where('target_id', '=', 'age_policy.US-TX')
      .orderBy('audit_id')
      .execute();
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ['setting', { region: 'US-TX', from: 'default', to: 'verified' }],
      ['setting', { region: 'US-TX', from: 'verified', to: 'default' }],
    ]);
  });

  it('refuses a region that is no code and a moderator', async () => {
    const admin = await signedIn(app, t, 'Lantern', { role: 'admin' });
    const errors = expectError(
      await admin.browser.post(ACT, { act: 'age_policy', region: 'Texas', mode: 'verified' }),
      400,
      'invalid_params',
    );
    expect(errors.map((e) => e.field)).toEqual(['region']);
    const moderator = await signedIn(app, t, 'Pebble', { role: 'moderator' });
    expectError(
      await moderator.browser.post(ACT, { act: 'age_policy', region: 'GB', mode: 'none' }),
      403,
      'no_permission',
    );
  });
});
