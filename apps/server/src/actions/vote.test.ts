import { ApiError } from '@site/api';
import { voteResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import {
  addCategory,
  addChannel,
  addComment,
  addMember,
  addModel,
  addPlaylist,
  addVideo,
} from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { actionsApp, clientOf, expectError, inputPost, signedIn } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let owner: number;
let channel: number;
let model: number;
let category: number;
let video: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  owner = await addMember(t.db, { username: 'Owner' });
  channel = await addChannel(t.db, 'calm-water');
  model = await addModel(t.db, 'jade-river');
  category = await addCategory(t.db, 'forests');
  video = await addVideo(t.db, { user_id: owner, content_source_id: channel });
  await t.db.insertInto('video_models').values({ video_id: video, model_id: model }).execute();
  await t.db.insertInto('video_categories').values({ video_id: video, category_id: category }).execute();
});

afterAll(() => closeAll(app, t));

const likesOf = async (table: 'videos' | 'models' | 'channels', column: string, id: number) => {
  const row = await t.db
    .selectFrom(table)
    .select(['likes', 'dislikes'])
    .where(sql<boolean>`${sql.ref(column)} = ${id}`)
    .executeTakeFirstOrThrow();
  return { likes: row.likes, dislikes: row.dislikes };
};

describe('given a member voting on a public video, as the client sends it', () => {
  it('counts the like once on the video, its category copy, its channel and its models', async () => {
    const answer = await clientOf(fern.browser).actions.vote({ section: 'video', object_id: video, vote: 1 });
    expect(voteResponseSchema.parse(answer)).toEqual({
      code: 'success',
      statistics: { likes: 1, dislikes: 0 },
    });
    expect(await likesOf('videos', 'video_id', video)).toEqual({ likes: 1, dislikes: 0 });
    expect(await likesOf('channels', 'channel_id', channel)).toEqual({ likes: 1, dislikes: 0 });
    expect(await likesOf('models', 'model_id', model)).toEqual({ likes: 1, dislikes: 0 });
    const copy = await t.db
      .selectFrom('video_categories')
      .select('likes')
      .where('video_id', '=', video)
      .executeTakeFirstOrThrow();
    expect(copy.likes).toBe(1);
  });

  it('refuses a second vote on the same object (either way) with already_voted, counting nothing', async () => {
    const res = await inputPost(fern.browser, {
      act: 'vote',
      section: 'video',
      vote: '0',
      object_id: String(video),
    });
    expectError(res, 409, 'already_voted');
    expect(await likesOf('videos', 'video_id', video)).toEqual({ likes: 1, dislikes: 0 });
    await expect(
      clientOf(fern.browser).actions.vote({ section: 'video', object_id: video, vote: 1 }),
    ).rejects.toMatchObject({ code: 'already_voted', status: 409 });
  });
});

describe('given votes on the other sections', () => {
  it('counts a dislike on a model named by dir, and a like on a channel named by id', async () => {
    const dir = await addModel(t.db, 'quiet-hill');
    const m = await inputPost(fern.browser, {
      act: 'vote',
      section: 'model',
      vote: '0',
      object_id: 'quiet-hill',
    });
    expect(voteResponseSchema.parse(m.json())).toEqual({
      code: 'success',
      statistics: { likes: 0, dislikes: 1 },
    });
    expect(await likesOf('models', 'model_id', dir)).toEqual({ likes: 0, dislikes: 1 });
    const ch = await addChannel(t.db, 'bright-meadow');
    const c = await inputPost(fern.browser, {
      act: 'vote',
      section: 'channel',
      vote: '1',
      object_id: String(ch),
    });
    expect(c.statusCode, c.body).toBe(200);
    expect(await likesOf('channels', 'channel_id', ch)).toEqual({ likes: 1, dislikes: 0 });
  });

  it('counts on a public playlist and on a comment; one vote per object, not per section', async () => {
    const playlist = await addPlaylist(t.db, { user_id: owner, title: 'Evening walks' });
    const comment = await addComment(t.db, 'video', video, owner, 'A calm and pleasant scene');
    const p = await inputPost(fern.browser, {
      act: 'vote',
      section: 'playlist',
      vote: '1',
      object_id: String(playlist),
    });
    expect(p.json()).toEqual({ code: 'success', statistics: { likes: 1, dislikes: 0 } });
    const c = await inputPost(fern.browser, {
      act: 'vote',
      section: 'comment',
      vote: '0',
      object_id: String(comment),
    });
    expect(c.json()).toEqual({ code: 'success', statistics: { likes: 0, dislikes: 1 } });
    const row = await t.db
      .selectFrom('comments')
      .select(['likes', 'dislikes'])
      .where('comment_id', '=', comment)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ likes: 0, dislikes: 1 });
    expectError(
      await inputPost(fern.browser, {
        act: 'vote',
        section: 'comment',
        vote: '1',
        object_id: String(comment),
      }),
      409,
      'already_voted',
    );
  });
});

describe('given objects the member cannot see or that do not exist', () => {
  it('answers 404 not_found for an unknown video, model or comment', async () => {
    for (const [section, object_id] of [
      ['video', '999999'],
      ['model', 'no-such-model'],
      ['comment', '999999'],
      ['playlist', '999999'],
    ] as const) {
      const res = await inputPost(fern.browser, { act: 'vote', section, vote: '1', object_id });
      expectError(res, 404, 'not_found');
    }
  });

  it('answers 404 for another member’s private video and owner-only playlist, and for a deleted video', async () => {
    const hidden = await addVideo(t.db, { user_id: owner, is_private: 1 });
    const deleted = await addVideo(t.db, { user_id: owner, status_id: 5 });
    const ownerOnly = await addPlaylist(t.db, { user_id: owner, title: 'Just mine', visible: 0 });
    for (const [section, id] of [
      ['video', hidden],
      ['video', deleted],
      ['playlist', ownerOnly],
    ] as const) {
      const res = await inputPost(fern.browser, { act: 'vote', section, vote: '1', object_id: String(id) });
      expectError(res, 404, 'not_found');
    }
    const votes = await t.db
      .selectFrom('votes')
      .select('object_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('section', '=', 'video'), eb('object_id', 'in', [hidden, deleted])]),
          eb.and([eb('section', '=', 'playlist'), eb('object_id', '=', ownerOnly)]),
        ]),
      )
      .execute();
    expect(votes).toEqual([]);
  });
});

describe('given a visitor', () => {
  it('refuses the vote with 401 need_auth (§8 "vote requires login") and counts nothing', async () => {
    const visitor = new Browser(app, '10.0.0.9');
    const fresh = await addVideo(t.db, { user_id: owner });
    expectError(
      await inputPost(visitor, { act: 'vote', section: 'video', vote: '1', object_id: String(fresh) }),
      401,
      'need_auth',
    );
    await expect(
      clientOf(visitor).actions.vote({ section: 'video', object_id: fresh, vote: 1 }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await likesOf('videos', 'video_id', fresh)).toEqual({ likes: 0, dislikes: 0 });
  });
});

describe('given bad parameters', () => {
  it('names each bad field in a 400 invalid_params', async () => {
    const res = await inputPost(fern.browser, { act: 'vote', section: 'sofa', vote: '2' });
    const errors = expectError(res, 400, 'invalid_params');
    // In the order of the contract's schema (section, object_id, vote).
    expect(errors).toEqual([
      { field: 'section', code: 'invalid' },
      { field: 'object_id', code: 'required' },
      { field: 'vote', code: 'invalid' },
    ]);
  });

  it('refuses a dir where the section takes an id, and an id out of range', async () => {
    for (const object_id of ['calm-water', '0', '-3', '2147483648', '1e3']) {
      const res = await inputPost(fern.browser, { act: 'vote', section: 'video', vote: '1', object_id });
      expect(expectError(res, 400, 'invalid_params')).toEqual([{ field: 'object_id', code: 'invalid' }]);
    }
  });

  it('refuses a write without its CSRF token (403 invalid_csrf) and counts nothing', async () => {
    const fresh = await addVideo(t.db, { user_id: owner });
    const res = await inputPost(
      fern.browser,
      { act: 'vote', section: 'video', vote: '1', object_id: String(fresh) },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_csrf' });
    expect(await likesOf('videos', 'video_id', fresh)).toEqual({ likes: 0, dislikes: 0 });
  });
});

describe('given comments and replies (#25 item 12)', () => {
  const vote = (browser: Browser, id: number, value: '0' | '1') =>
    inputPost(browser, { act: 'vote', section: 'comment', vote: value, object_id: String(id) });

  it('takes one vote per member on a reply as on a comment, and none on a deleted comment', async () => {
    const top = await addComment(t.db, 'video', video, owner, 'Lovely colours here');
    const reply = await addComment(t.db, 'video', video, owner, 'Agreed, so warm', new Date(), {
      parent_id: top,
    });
    const gone = await addComment(t.db, 'video', video, owner, 'Taken back', new Date(), {
      deleted_at: new Date(),
    });
    const voter = await signedIn(app, t, 'Reed');
    expect((await vote(voter.browser, reply, '1')).json()).toEqual({
      code: 'success',
      statistics: { likes: 1, dislikes: 0 },
    });
    expectError(await vote(voter.browser, reply, '0'), 409, 'already_voted');
    expectError(await vote(voter.browser, gone, '1'), 404, 'not_found');
    const rows = await t.db
      .selectFrom('comments')
      .select(['comment_id', 'likes', 'dislikes'])
      .where('comment_id', 'in', [top, reply, gone])
      .orderBy('comment_id')
      .execute();
    expect(rows).toEqual([
      { comment_id: top, likes: 0, dislikes: 0 },
      { comment_id: reply, likes: 1, dislikes: 0 },
      { comment_id: gone, likes: 0, dislikes: 0 },
    ]);
  });

  it('refuses a visitor’s comment vote (401, as on videos) and one on a comment of a private video (404)', async () => {
    const top = await addComment(t.db, 'video', video, owner, 'Quiet and calm');
    expectError(await vote(new Browser(app, '10.0.0.10'), top, '1'), 401, 'need_auth');
    const hidden = await addVideo(t.db, { user_id: owner, is_private: 1 });
    const onHidden = await addComment(t.db, 'video', hidden, owner, 'Only for me');
    expectError(await vote(fern.browser, onHidden, '1'), 404, 'not_found');
    const votes = await t.db
      .selectFrom('votes')
      .select('user_id')
      .where('section', '=', 'comment')
      .where('object_id', 'in', [top, onHidden])
      .execute();
    expect(votes).toEqual([]);
  });
});
