import { loginResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addAccount, Browser } from './fixtures.js';
import { signTelegramData, TELEGRAM_MAX_AGE } from './telegram.js';

const BOT = '123456789:AAHtestTokenForTheMessagingAppLogin_0';
let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  await addAccount(t.db, { username: 'heron', password: 'quiet meadow' });
  app = await buildApp({ db: t.db, dataDir: t.dataDir, telegramBotToken: BOT });
});

afterAll(() => closeAll(app, t));

/** The widget's data for an account, signed as the messaging app signs it (or with another token). */
function widget(fields: Record<string, string>, options: { token?: string; age?: number } = {}) {
  const data = { auth_date: String(Math.floor(Date.now() / 1000) - (options.age ?? 10)), ...fields };
  return { ...data, hash: signTelegramData(data, options.token ?? BOT) };
}

const login = (browser: Browser, form: Record<string, string>) => browser.post('/api/login.tg.php', form);
const body = (res: { json: () => unknown }) => loginResponseSchema.parse(res.json());

describe('given the messaging-app login', () => {
  it('creates the member on the first login, signs them in, and finds the same member the next time', async () => {
    const first = new Browser(app);
    const res = await login(first, widget({ id: '7001', first_name: 'Calm', username: 'calm_owl' }));
    expect(res.statusCode, res.body).toBe(200);
    const user = body(res).user;
    expect(user).toMatchObject({ username: 'calm_owl' });
    expect(first.cookies.has('sid')).toBe(true);

    const again = await login(
      new Browser(app),
      widget({ id: '7001', first_name: 'Calm', username: 'calm_owl' }),
    );
    expect(body(again).user?.user_id).toBe(user?.user_id);
    // Signed in, a second login is refused.
    expect(body(await login(first, widget({ id: '7001', first_name: 'Calm' }))).code).toBe('already_logged');
  });

  it("makes a free username when the account's is taken or unusable", async () => {
    const taken = await login(new Browser(app), widget({ id: '7002', first_name: 'H', username: 'heron' }));
    expect(body(taken).user?.username).toBe('heron2');
    const unusable = await login(new Browser(app), widget({ id: '7003', first_name: 'Ω' }));
    expect(body(unusable).user?.username).toMatch(/^tg[0-9]+$/);
  });

  it.each([
    ['signed with another token', widget({ id: '7004', first_name: 'Calm' }, { token: `${BOT}x` })],
    ['older than a day', widget({ id: '7004', first_name: 'Calm' }, { age: TELEGRAM_MAX_AGE + 60 })],
    ['altered after signing', { ...widget({ id: '7004', first_name: 'Calm' }), first_name: 'Mallory' }],
  ])('refuses data %s with 401 invalid_signature, opening nothing', async (_, form) => {
    const browser = new Browser(app);
    const res = await login(browser, form);
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe('invalid_signature');
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('checks fields the app adds later as signed data: signed they pass, slipped in they are refused', async () => {
    const signed = widget({ id: '7007', first_name: 'Newer', allows_write_to_pm: 'true' });
    const res = await login(new Browser(app), signed);
    expect(res.statusCode, res.body).toBe(200);
    const slipped = { ...widget({ id: '7008', first_name: 'Newer' }), is_admin: 'true' };
    const refused = await login(new Browser(app), slipped);
    expect(refused.statusCode).toBe(401);
    expect(body(refused).code).toBe('invalid_signature');
  });

  it('answers malformed data with 400 and its fields, never 500', async () => {
    const res = await login(new Browser(app), { id: 'x', hash: 'zz', auth_date: '-1' });
    expect(res.statusCode).toBe(400);
    expect(
      body(res)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['auth_date', 'first_name', 'hash', 'id']);
  });

  it('refuses a banned member as the password login does', async () => {
    await login(new Browser(app), widget({ id: '7005', first_name: 'Gone', username: 'gone_one' }));
    await t.db
      .updateTable('members')
      .set({ banned_until: 'infinity' as unknown as Date })
      .where('telegram_id', '=', 7005)
      .execute();
    const res = await login(new Browser(app), widget({ id: '7005', first_name: 'Gone' }));
    expect(res.statusCode).toBe(403);
    expect(body(res).code).toBe('banned');
  });

  it('needs the CSRF token, and does not exist without a bot token', async () => {
    const forged = await new Browser(app).post('/api/login.tg.php', widget({ id: '7006', first_name: 'A' }), {
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    const plain = await buildApp({ db: t.db, dataDir: t.dataDir });
    try {
      const res = await login(new Browser(plain), widget({ id: '7006', first_name: 'A' }));
      expect(res.statusCode).toBe(404);
      expect(body(res).code).toBe('not_found');
    } finally {
      await plain.close();
    }
  });
});
