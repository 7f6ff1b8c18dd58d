import { ANALYTICS_PATH } from '@site/api';
import { CALLS } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { botCheck, confirmedByDns } from './bots.js';

let t: TestDb;
let app: FastifyInstance;
/** The reports one address may send a minute in these tests (600 by default). */
const REPORT_LIMIT = 30;

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const view = (page: string, extra: Record<string, unknown> = {}) => ({
  kind: 'view',
  page,
  lang: 'en',
  ...extra,
});

/** Sends a report as a page's beacon does: a JSON string as text/plain. */
const send = (body: unknown, headers: Record<string, string> = {}, address = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: ANALYTICS_PATH,
    remoteAddress: address,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': BROWSER_UA,
      'cf-ipcountry': 'DE',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rows = () =>
  t.db
    .selectFrom('analytics_daily')
    .select(['kind', 'name', 'country', 'lang', 'referrer', 'hits'])
    .orderBy('kind')
    .orderBy('name')
    .orderBy('referrer')
    .execute();

beforeAll(async () => {
  t = await openTestDb();
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    captcha: createTestCaptcha(),
    analytics: { reportLimit: REPORT_LIMIT },
  });
});
afterAll(() => closeAll(app, t));

describe('POST /api/analytics.php', () => {
  it('counts views and goals by day, page, country, language and outside referrer, keeping nothing else', async () => {
    await t.db.deleteFrom('analytics_daily').execute();
    const res = await send({
      events: [
        view('video', { referrer: 'https://Search.Example.org/q?x=1' }),
        view('video', { referrer: 'http://localhost:80/videos/' }),
        view('home', { lang: 'de', adblock: true }),
        { kind: 'goal', goal: 'signup', page: 'signup', lang: 'en' },
      ],
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await rows()).toEqual([
      { kind: 'adblock', name: 'home', country: 'de', lang: 'de', referrer: '', hits: 1 },
      { kind: 'goal', name: 'signup', country: 'de', lang: 'en', referrer: '', hits: 1 },
      { kind: 'view', name: 'video', country: 'de', lang: 'en', referrer: '', hits: 1 },
      { kind: 'view', name: 'video', country: 'de', lang: 'en', referrer: 'search.example.org', hits: 1 },
    ]);
    // The same report again adds to the same rows.
    await send({ events: [view('video')] });
    expect((await rows()).find((r) => r.kind === 'view' && r.referrer === '')?.hits).toBe(2);
  });

  it('refuses a body that breaks the schema with invalid_params, and stores nothing', async () => {
    await t.db.deleteFrom('analytics_daily').execute();
    for (const body of [
      'not json',
      {},
      { events: [] },
      { events: [view('Video<script>')] },
      { events: [{ kind: 'goal', goal: 'jackpot', page: 'home', lang: 'en' }] },
      { events: [view('home', { email: 'someone@example.org' })] },
      { events: Array.from({ length: 21 }, () => view('home')) },
    ]) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_params');
    }
    expect(await rows()).toEqual([]);
  });

  it('counts nothing for a crawler, nor for a browser asking not to be tracked', async () => {
    await t.db.deleteFrom('analytics_daily').execute();
    expect((await send({ events: [view('home')] }, { 'user-agent': GOOGLEBOT_UA })).statusCode).toBe(204);
    expect((await send({ events: [view('home')] }, { dnt: '1' })).statusCode).toBe(204);
    expect((await send({ events: [view('home')] }, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it("refuses another site's page, and rate-limits one address", async () => {
    const foreign = await send({ events: [view('home')] }, { origin: 'https://elsewhere.example' });
    expect(foreign.statusCode).toBe(403);
    let last = 0;
    for (let i = 0; i <= REPORT_LIMIT; i++)
      last = (await send({ events: [view('home')] }, {}, '198.51.100.9')).statusCode;
    expect(last).toBe(429);
    // Another address is not held back.
    expect((await send({ events: [view('home')] }, {}, '198.51.100.10')).statusCode).toBe(204);
  });
});

describe('moderation.analytics', () => {
  it('gives staff every day of the period with its views and goals, and the breakdowns', async () => {
    await t.db.deleteFrom('analytics_daily').execute();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.db
      .insertInto('analytics_daily')
      .values({
        day: yesterday,
        kind: 'view',
        name: 'videos',
        country: 'fr',
        lang: 'fr',
        referrer: 'a.example',
        hits: 5,
      })
      .execute();
    await send({
      events: [
        view('video'),
        view('video', { adblock: true }),
        { kind: 'goal', goal: 'download', page: 'video', lang: 'en' },
      ],
    });
    const url = `${CALLS['moderation.analytics'].path}?days=7`;
    const staff = await signedIn(app, t, 'Counter', { role: 'moderator' });
    const res = await staff.browser.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    const today = body.days.at(-1);
    expect(today).toMatchObject({
      views: 2,
      adblock: 1,
      goals: { signup: 0, upload: 0, download: 1, payment: 0 },
    });
    expect(body.days.at(-2)).toMatchObject({ day: yesterday, views: 5, adblock: 0 });
    expect(body.pages).toEqual([
      { name: 'videos', views: 5 },
      { name: 'video', views: 2 },
    ]);
    expect(body.countries).toEqual([
      { name: 'fr', views: 5 },
      { name: 'de', views: 2 },
    ]);
    expect(body.referrers[0]).toEqual({ name: 'a.example', views: 5 });
    // A member who is not staff, and a visitor, are refused.
    const member = await signedIn(app, t, 'Onlooker');
    expect((await member.browser.get(url)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('crawler check', () => {
  it('believes a search engine agent only when its address resolves both ways to the engine, with BOT_VERIFY_DNS', async () => {
    const dns = {
      reverse: async (ip: string) =>
        ip === '66.249.66.1' ? ['crawl-66-249-66-1.googlebot.com'] : ['host.other.example'],
      lookup: async (host: string) => [
        { address: host === 'crawl-66-249-66-1.googlebot.com' ? '66.249.66.1' : '192.0.2.1' },
      ],
    };
    const confirm = (address: string, domains: readonly string[]) => confirmedByDns(address, domains, dns);
    const verified = botCheck({ verifyDns: true, confirm });
    expect(await verified.isCrawler(GOOGLEBOT_UA, '66.249.66.1')).toBe(true);
    expect(await verified.isCrawler(GOOGLEBOT_UA, '192.0.2.50')).toBe(false);
    expect(await verified.isCrawler(BROWSER_UA, '66.249.66.1')).toBe(false);
    const trusting = botCheck({ verifyDns: false, confirm });
    expect(await trusting.isCrawler(GOOGLEBOT_UA, '192.0.2.50')).toBe(true);
  });

  it('asks DNS once for requests of one address that arrive together', async () => {
    let asked = 0;
    const dns = {
      reverse: async () => {
        asked += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ['crawl-66-249-66-1.googlebot.com'];
      },
      lookup: async () => [{ address: '66.249.66.1' }],
    };
    const check = botCheck({
      verifyDns: true,
      confirm: (address, domains) => confirmedByDns(address, domains, dns),
    });
    const answers = await Promise.all([
      check.isCrawler(GOOGLEBOT_UA, '66.249.66.1'),
      check.isConfirmed(GOOGLEBOT_UA, '66.249.66.1'),
      check.isCrawler(GOOGLEBOT_UA, '66.249.66.1'),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(asked).toBe(1);
  });
});
