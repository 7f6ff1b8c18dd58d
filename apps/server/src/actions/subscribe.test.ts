import { callUrl } from '@site/api';
import { subscribeResponseSchema, subscriptionsResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { addChannel, addMember, addModel } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { actionsApp, clientOf, expectError, memberPost, signedIn } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let reed: number;
let model: number;
let channel: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  reed = await addMember(t.db, { username: 'Reed' });
  model = await addModel(t.db, 'jade-river');
  channel = await addChannel(t.db, 'calm-water');
});

afterAll(() => closeAll(app, t));

const subscribersOf = async (table: 'models' | 'channels' | 'members', column: string, id: number) =>
  (
    await t.db
      .selectFrom(table)
      .select('subscribers')
      .where(sql<boolean>`${sql.ref(column)} = ${id}`)
      .executeTakeFirstOrThrow()
  ).subscribers;

describe('given a member subscribing, as the client sends it', () => {
  it('follows a model by dir, a channel and a member by id, and answers each new subscriber count', async () => {
    const api = clientOf(fern.browser).actions;
    const m = await api.subscribe({ section: 'model', object_id: 'jade-river' });
    expect(subscribeResponseSchema.parse(m)).toEqual({ code: 'success', subscribers: 1 });
    const c = await api.subscribe({ section: 'channel', object_id: channel });
    expect(c).toEqual({ code: 'success', subscribers: 1 });
    const u = await api.subscribe({ section: 'member', object_id: reed });
    expect(u).toEqual({ code: 'success', subscribers: 1 });
    expect(await subscribersOf('models', 'model_id', model)).toBe(1);
    expect(await subscribersOf('channels', 'channel_id', channel)).toBe(1);
    expect(await subscribersOf('members', 'user_id', reed)).toBe(1);
    // The subscriptions list of the member now holds them.
    const list = await app.inject({
      method: 'GET',
      url: callUrl('members.subscriptions', { user_id: fern.id }, { lifetime: 0 }),
    });
    expect(subscriptionsResponseSchema.parse(list.json()).models.map((x) => x.dir)).toEqual(['jade-river']);
  });

  it('refuses subscribing twice with 409 already_subscribed, counting once', async () => {
    const res = await memberPost(fern.browser, {
      act: 'subscribe',
      section: 'model',
      object_id: String(model),
    });
    expectError(res, 409, 'already_subscribed');
    expect(await subscribersOf('models', 'model_id', model)).toBe(1);
  });

  it('unsubscribes, then refuses unsubscribing again with 409 not_subscribed', async () => {
    const res = await memberPost(fern.browser, {
      act: 'unsubscribe',
      section: 'channel',
      object_id: 'calm-water',
    });
    expect(subscribeResponseSchema.parse(res.json())).toEqual({ code: 'success', subscribers: 0 });
    expect(await subscribersOf('channels', 'channel_id', channel)).toBe(0);
    const again = await memberPost(fern.browser, {
      act: 'unsubscribe',
      section: 'channel',
      object_id: String(channel),
    });
    expectError(again, 409, 'not_subscribed');
    expect(await subscribersOf('channels', 'channel_id', channel)).toBe(0);
  });
});

describe('given a member subscribing to themself', () => {
  it('answers 400 self_subscribe (§6) and writes nothing', async () => {
    const res = await memberPost(fern.browser, {
      act: 'subscribe',
      section: 'member',
      object_id: String(fern.id),
    });
    expectError(res, 400, 'self_subscribe');
    expect(await subscribersOf('members', 'user_id', fern.id)).toBe(0);
  });
});

describe('given objects that do not exist', () => {
  it('answers 404 not_found for an unknown model, channel or member, and for the usersupload source', async () => {
    await addChannel(t.db, 'usersupload');
    for (const [section, object_id] of [
      ['model', 'no-such-model'],
      ['channel', '999999'],
      ['member', '999999'],
      ['channel', 'usersupload'],
    ] as const) {
      expectError(await memberPost(fern.browser, { act: 'subscribe', section, object_id }), 404, 'not_found');
    }
  });
});

describe('given a visitor or bad parameters', () => {
  it('refuses a visitor with 401 need_auth', async () => {
    const visitor = new Browser(app, '10.0.0.7');
    for (const act of ['subscribe', 'unsubscribe']) {
      expectError(
        await memberPost(visitor, { act, section: 'model', object_id: 'jade-river' }),
        401,
        'need_auth',
      );
    }
  });

  it('names the bad fields', async () => {
    const res = await memberPost(fern.browser, { act: 'subscribe', section: 'video', object_id: '' });
    expect(expectError(res, 400, 'invalid_params')).toEqual([
      { field: 'section', code: 'invalid' },
      { field: 'object_id', code: 'required' },
    ]);
    const dir = await memberPost(fern.browser, { act: 'subscribe', section: 'member', object_id: 'reed' });
    expect(expectError(dir, 400, 'invalid_params')).toEqual([{ field: 'object_id', code: 'invalid' }]);
  });

  it('refuses a write without its CSRF token (403)', async () => {
    const res = await memberPost(
      fern.browser,
      { act: 'subscribe', section: 'member', object_id: String(reed) },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_csrf' });
  });
});
