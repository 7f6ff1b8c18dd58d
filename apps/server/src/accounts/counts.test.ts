import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsApp, clientOf, signedIn } from '../actions/fixtures.js';
import { openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe("given the header's badges of a signed-in member (profile.counts)", () => {
  it('counts the unread messages and the friend requests waiting for them, and drops each once seen to', async () => {
    const fern = await signedIn(app, t, 'Fern');
    const reed = await signedIn(app, t, 'Reed');
    const sage = await signedIn(app, t, 'Sage');
    const fernApi = clientOf(fern.browser);
    expect(await fernApi.profile.counts()).toEqual({
      code: 'success',
      unread_messages: 0,
      friend_requests: 0,
      notifications: 0,
    });

    await clientOf(reed.browser).messages.send({ user_id: fern.id, msg: 'Morning tide at six' });
    await clientOf(reed.browser).messages.send({ user_id: fern.id, msg: 'Bring the blue kite' });
    await clientOf(sage.browser).actions.addFriend({ object_id: fern.id });
    // Fern's own request to Reed waits for Reed, not for Fern.
    await fernApi.actions.addFriend({ object_id: reed.id });
    expect(await fernApi.profile.counts()).toEqual({
      code: 'success',
      unread_messages: 2,
      friend_requests: 1,
      // The bell: Sage's friend request (#32); Reed's request is Reed's own act, nothing for Fern.
      notifications: 1,
    });
    expect(await clientOf(reed.browser).profile.counts()).toMatchObject({
      unread_messages: 0,
      friend_requests: 1,
    });

    await fernApi.messages.conversation({ user_from_id: reed.id });
    await fernApi.friends.accept({ object_id: sage.id });
    expect(await fernApi.profile.counts()).toEqual({
      code: 'success',
      unread_messages: 0,
      friend_requests: 0,
      // Answering the request does not read its notification; the page does.
      notifications: 1,
    });
  });

  it('is never cached and refuses a visitor', async () => {
    const member = await signedIn(app, t, 'Wren');
    const res = await member.browser.get('/api/counts.php');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const visitor = await app.inject({ method: 'GET', url: '/api/counts.php' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'need_auth' });
  });
});
