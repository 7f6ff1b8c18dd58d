import { callUrl } from '@site/api';
import { commentResponseSchema, commentsResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, clientOf, expectError, inputPost, signedIn } from '../actions/fixtures.js';
import {
  addChannel,
  addComment,
  addMember,
  addModel,
  addPlaylist,
  addVideo,
  daysAgo,
} from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { COMMENT_LIMIT } from './acts.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let owner: number;
let video: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  owner = await addMember(t.db, { username: 'Owner' });
  video = await addVideo(t.db, { user_id: owner });
});

afterAll(() => closeAll(app, t));

const comm = (browser: Browser, form: Record<string, string>, options?: { csrf?: boolean }) =>
  inputPost(browser, { act: 'comm', ...form }, options);

/** A member of their own, so the comment limit of one test does not touch another. */
let seq = 0;
const member = () => signedIn(app, t, `Writer${++seq}`);

describe('given a member commenting on a video, as the client sends it', () => {
  it('stores the trimmed comment, answers its id, counts it, and the thread shows it first', async () => {
    const answer = await clientOf(fern.browser).actions.comment({
      section: 'video',
      object_id: video,
      msg: '   A calm and pleasant scene   ',
    });
    const { comment_id } = commentResponseSchema.parse(answer);
    const row = await t.db
      .selectFrom('comments')
      .selectAll()
      .where('comment_id', '=', comment_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      section: 'video',
      object_id: video,
      user_id: fern.id,
      comment: 'A calm and pleasant scene',
    });
    const v = await t.db
      .selectFrom('videos')
      .select('comments_count')
      .where('video_id', '=', video)
      .executeTakeFirstOrThrow();
    expect(v.comments_count).toBe(1);
    const thread = await app.inject({
      method: 'GET',
      url: callUrl('comments.list', { section: 'video', object_id: video, fresh: true }),
    });
    const comments = commentsResponseSchema.parse(thread.json()).comments;
    expect(comments[0]).toMatchObject({ comment_id, username: 'Fern', likes: 0, dislikes: 0 });
  });

  it('comments on a model by dir (counted), a channel, a member’s wall and a public playlist', async () => {
    const writer = await member();
    const model = await addModel(t.db, 'jade-river');
    await addChannel(t.db, 'calm-water');
    const playlist = await addPlaylist(t.db, { user_id: owner, title: 'Evening walks' });
    for (const [section, object_id] of [
      ['model', 'jade-river'],
      ['channel', 'calm-water'],
      ['member', String(owner)],
      ['playlist', String(playlist)],
    ] as const) {
      const res = await comm(writer.browser, { section, object_id, msg: `Nice ${section} here` });
      expect(res.statusCode, res.body).toBe(200);
      commentResponseSchema.parse(res.json());
    }
    const m = await t.db
      .selectFrom('models')
      .select('comments_count')
      .where('model_id', '=', model)
      .executeTakeFirstOrThrow();
    expect(m.comments_count).toBe(1);
  });
});

describe('given empty, short, over-long or unclean messages', () => {
  it('answers 400 with the §5 field error, storing nothing', async () => {
    const writer = await member();
    const cases: [string, unknown][] = [
      ['', { field: 'msg', code: 'required' }],
      ['      ', { field: 'msg', code: 'required' }],
      ['  abcd  ', { field: 'msg', code: 'min_max_length', params: { min: 5, max: 256 } }],
      ['x'.repeat(257), { field: 'msg', code: 'min_max_length', params: { min: 5, max: 256 } }],
      ['nul \u0000 inside', { field: 'msg', code: 'invalid' }],
    ];
    for (const [msg, error] of cases) {
      const res = await comm(writer.browser, { section: 'video', object_id: String(video), msg });
      expect(expectError(res, 400, 'invalid_params')).toEqual([error]);
    }
    const missing = await comm(writer.browser, { section: 'video', object_id: String(video) });
    expect(expectError(missing, 400, 'invalid_params')).toEqual([{ field: 'msg', code: 'required' }]);
    // 256 characters after the trim are fine.
    const longest = await comm(writer.browser, {
      section: 'video',
      object_id: String(video),
      msg: ` ${'y'.repeat(256)} `,
    });
    expect(longest.statusCode, longest.body).toBe(200);
    const stored = await t.db
      .selectFrom('comments')
      .select('comment')
      .where('user_id', '=', writer.id)
      .execute();
    expect(stored).toEqual([{ comment: 'y'.repeat(256) }]);
  });

  it('refuses forbidden words with 400 forbidden_words, whatever their case', async () => {
    const writer = await member();
    const res = await comm(writer.browser, {
      section: 'video',
      object_id: String(video),
      msg: 'Visit the CASINO today',
    });
    expect(expectError(res, 400, 'forbidden_words')).toEqual([
      { field: 'msg', code: 'forbidden_words', params: { words: 'casino' } },
    ]);
    expect(
      await t.db.selectFrom('comments').select('comment_id').where('user_id', '=', writer.id).execute(),
    ).toEqual([]);
  });
});

describe('given a member who commented 5 times in 10 minutes', () => {
  it('refuses the sixth with 429 comment_limit; comments older than 10 minutes do not count', async () => {
    const writer = await member();
    // Two old comments (11 minutes ago) do not count.
    await addComment(t.db, 'video', video, writer.id, 'an older comment', new Date(Date.now() - 11 * 60_000));
    await addComment(t.db, 'video', video, writer.id, 'a much older one', daysAgo(1));
    for (let i = 1; i <= COMMENT_LIMIT.count; i++) {
      const res = await comm(writer.browser, {
        section: 'video',
        object_id: String(video),
        msg: `Comment number ${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sixth = await comm(writer.browser, {
      section: 'video',
      object_id: String(video),
      msg: 'Comment number 6',
    });
    expectError(sixth, 429, 'comment_limit');
    const count = await t.db
      .selectFrom('comments')
      .select('comment_id')
      .where('user_id', '=', writer.id)
      .execute();
    expect(count).toHaveLength(COMMENT_LIMIT.count + 2);
    // Another member is not limited by it.
    const other = await member();
    const res = await comm(other.browser, {
      section: 'video',
      object_id: String(video),
      msg: 'Someone else here',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('given a visitor, objects that do not exist, and writes without CSRF', () => {
  it('refuses a visitor with 401 need_auth', async () => {
    const visitor = new Browser(app, '10.0.0.3');
    const res = await comm(visitor, { section: 'video', object_id: String(video), msg: 'Hello from afar' });
    expectError(res, 401, 'need_auth');
  });

  it('answers 404 for an unknown object and another member’s private video or owner-only playlist', async () => {
    const writer = await member();
    const hidden = await addVideo(t.db, { user_id: owner, is_private: 1 });
    const ownerOnly = await addPlaylist(t.db, { user_id: owner, title: 'Just mine', visible: 0 });
    for (const [section, object_id] of [
      ['video', '999999'],
      ['model', 'no-such-model'],
      ['member', '999999'],
      ['video', String(hidden)],
      ['playlist', String(ownerOnly)],
    ] as const) {
      const res = await comm(writer.browser, { section, object_id, msg: 'Hello there all' });
      expectError(res, 404, 'not_found');
    }
  });

  it('names bad sections and ids', async () => {
    const res = await comm(fern.browser, { section: 'comment', object_id: 'abc', msg: 'Hello there all' });
    expect(expectError(res, 400, 'invalid_params')).toEqual([{ field: 'section', code: 'invalid' }]);
    // A dir names the object of a section that takes one (model, channel) only.
    const dir = await comm(fern.browser, { section: 'video', object_id: 'abc', msg: 'Hello there all' });
    expect(expectError(dir, 400, 'invalid_params')).toEqual([{ field: 'object_id', code: 'invalid' }]);
  });

  it('refuses a comment without its CSRF token (403)', async () => {
    const res = await comm(
      fern.browser,
      { section: 'video', object_id: String(video), msg: 'Hello there all' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_csrf' });
  });
});

describe('given replies (#25 item 12)', () => {
  const thread = async (id = video, viewer?: Browser) => {
    const res = await (viewer ?? fern.browser).get(
      callUrl('comments.list', { section: 'video', object_id: id, fresh: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return commentsResponseSchema.parse(res.json());
  };
  const count = async (id: number) =>
    (
      await t.db
        .selectFrom('videos')
        .select('comments_count')
        .where('video_id', '=', id)
        .executeTakeFirstOrThrow()
    ).comments_count;

  it('puts a reply under its comment, and a reply to a reply under the same comment', async () => {
    const place = await addVideo(t.db, { user_id: owner });
    const asker = await member();
    const answerer = await member();
    const top = commentResponseSchema.parse(
      await clientOf(asker.browser).actions.comment({
        section: 'video',
        object_id: place,
        msg: 'Where is this lake?',
      }),
    );
    expect(top.parent_id).toBeNull();
    const first = commentResponseSchema.parse(
      await clientOf(answerer.browser).actions.comment({
        section: 'video',
        object_id: place,
        msg: 'North of the hills.',
        parent_id: top.comment_id,
      }),
    );
    expect(first.parent_id).toBe(top.comment_id);
    // Answering the reply: one level of nesting, so it joins the same top-level comment.
    const second = await comm(asker.browser, {
      section: 'video',
      object_id: String(place),
      msg: 'Thanks, I will go there.',
      parent_id: String(first.comment_id),
    });
    expect(second.json()).toEqual({
      code: 'success',
      comment_id: expect.any(Number),
      parent_id: top.comment_id,
    });
    const body = await thread(place);
    expect(body.comments.map((c) => c.comment_id)).toEqual([top.comment_id]);
    expect(body.comments[0]?.replies.map((r) => [r.comment, r.parent_id])).toEqual([
      ['North of the hills.', top.comment_id],
      ['Thanks, I will go there.', top.comment_id],
    ]);
    expect(body.total_count).toBe(3);
    expect(await count(place)).toBe(3);
  });

  it('refuses a reply to a comment of another thread, an unknown or a deleted one with 404', async () => {
    const writer = await member();
    const elsewhere = await addVideo(t.db, { user_id: owner });
    const other = await addComment(t.db, 'video', elsewhere, owner, 'Another thread here');
    const gone = await addComment(t.db, 'video', video, owner, 'Taken back', new Date(), {
      deleted_at: new Date(),
    });
    const onWall = await addComment(t.db, 'member', video, owner, 'Same number, other section');
    for (const parent of [other, gone, onWall, 999999]) {
      const res = await comm(writer.browser, {
        section: 'video',
        object_id: String(video),
        msg: 'A reply that has no place',
        parent_id: String(parent),
      });
      expectError(res, 404, 'not_found');
    }
    expect(
      await t.db.selectFrom('comments').select('comment_id').where('user_id', '=', writer.id).execute(),
    ).toEqual([]);
  });

  it('names a bad parent_id (400), checking the text first as for any comment', async () => {
    const writer = await member();
    for (const parent_id of ['abc', '0', '-3', '01', '1.5']) {
      const res = await comm(writer.browser, {
        section: 'video',
        object_id: String(video),
        msg: 'A fine reply here',
        parent_id,
      });
      expect(expectError(res, 400, 'invalid_params')).toEqual([{ field: 'parent_id', code: 'invalid' }]);
    }
    const short = await comm(writer.browser, {
      section: 'video',
      object_id: String(video),
      msg: 'abc',
      parent_id: '1',
    });
    expect(expectError(short, 400, 'invalid_params')).toEqual([
      { field: 'msg', code: 'min_max_length', params: { min: 5, max: 256 } },
    ]);
    const words = await comm(writer.browser, {
      section: 'video',
      object_id: String(video),
      msg: 'Play at the casino',
      parent_id: '1',
    });
    expectError(words, 400, 'forbidden_words');
  });

  it('counts replies in the same limit of 5 in 10 minutes', async () => {
    const writer = await member();
    const top = await addComment(t.db, 'video', video, owner, 'Ask away, friends');
    for (let i = 1; i <= COMMENT_LIMIT.count - 1; i++) {
      const res = await comm(writer.browser, {
        section: 'video',
        object_id: String(video),
        msg: `Reply number ${i}`,
        parent_id: String(top),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(
      (await comm(writer.browser, { section: 'video', object_id: String(video), msg: 'A fifth, top level' }))
        .statusCode,
    ).toBe(200);
    const sixth = await comm(writer.browser, {
      section: 'video',
      object_id: String(video),
      msg: 'Reply number 6',
      parent_id: String(top),
    });
    expectError(sixth, 429, 'comment_limit');
  });
});

describe('given a member deleting a comment (#25 item 12)', () => {
  const del = (browser: Browser, comment_id: string, options?: { csrf?: boolean }) =>
    inputPost(browser, { act: 'comm_del', comment_id }, options);
  const rowOf = (id: number) =>
    t.db
      .selectFrom('comments')
      .select(['comment', 'deleted_at'])
      .where('comment_id', '=', id)
      .executeTakeFirstOrThrow();
  const countOf = async (id: number) =>
    (
      await t.db
        .selectFrom('videos')
        .select('comments_count')
        .where('video_id', '=', id)
        .executeTakeFirstOrThrow()
    ).comments_count;
  const publicThread = async (id: number) =>
    commentsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: callUrl('comments.list', { section: 'video', object_id: id, fresh: true }),
        })
      ).json(),
    );

  it('takes the author’s comment out of the thread and its count, as the client sends it', async () => {
    const place = await addVideo(t.db, { user_id: owner });
    const author = await member();
    const { comment_id } = await clientOf(author.browser).actions.comment({
      section: 'video',
      object_id: place,
      msg: 'I will take this back',
    });
    expect(await countOf(place)).toBe(1);
    const answer = await clientOf(author.browser).actions.deleteComment({ comment_id });
    expect(answer).toEqual({ code: 'success', placeholder: 0 });
    expect(await rowOf(comment_id)).toEqual({ comment: '', deleted_at: expect.any(Date) });
    expect(await countOf(place)).toBe(0);
    expect(await publicThread(place)).toEqual({ comments: [], total_count: 0, code: 'success' });
    // Gone: a second delete, a vote or a reply find nothing.
    expectError(await del(author.browser, String(comment_id)), 404, 'not_found');
    expectError(
      await inputPost(fern.browser, {
        act: 'vote',
        section: 'comment',
        vote: '1',
        object_id: String(comment_id),
      }),
      404,
      'not_found',
    );
  });

  it('keeps a comment with replies as "deleted" above them; its last reply’s deletion takes it away', async () => {
    const place = await addVideo(t.db, { user_id: owner });
    const author = await member();
    const replier = await member();
    const top = await clientOf(author.browser).actions.comment({
      section: 'video',
      object_id: place,
      msg: 'Question for everyone',
    });
    const reply = await clientOf(replier.browser).actions.comment({
      section: 'video',
      object_id: place,
      msg: 'An answer for you',
      parent_id: top.comment_id,
    });
    expect(await clientOf(author.browser).actions.deleteComment({ comment_id: top.comment_id })).toEqual({
      code: 'success',
      placeholder: 1,
    });
    let body = await publicThread(place);
    expect(body.comments).toHaveLength(1);
    expect(body.comments[0]).toMatchObject({
      comment_id: top.comment_id,
      deleted: 1,
      comment: '',
      username: '',
    });
    expect(body.comments[0]?.replies.map((r) => r.comment)).toEqual(['An answer for you']);
    expect(body.total_count).toBe(1);
    expect(await countOf(place)).toBe(1);
    // No new replies to a deleted comment.
    expectError(
      await comm(replier.browser, {
        section: 'video',
        object_id: String(place),
        msg: 'Another answer here',
        parent_id: String(top.comment_id),
      }),
      404,
      'not_found',
    );
    expect(await clientOf(replier.browser).actions.deleteComment({ comment_id: reply.comment_id })).toEqual({
      code: 'success',
      placeholder: 0,
    });
    body = await publicThread(place);
    expect(body).toEqual({ comments: [], total_count: 0, code: 'success' });
    expect(await countOf(place)).toBe(0);
  });

  it('refuses anyone but the author: 403 no_permission for a member, 401 for a visitor, storing nothing', async () => {
    const author = await member();
    const other = await member();
    const { comment_id } = await clientOf(author.browser).actions.comment({
      section: 'video',
      object_id: video,
      msg: 'Mine and only mine',
    });
    const before = await countOf(video);
    expectError(await del(other.browser, String(comment_id)), 403, 'no_permission');
    await expect(clientOf(other.browser).actions.deleteComment({ comment_id })).rejects.toMatchObject({
      code: 'no_permission',
      status: 403,
    });
    // The owner of the video is not the author either.
    const videoOwner = await signedIn(app, t, 'VideoOwner');
    const owned = await addVideo(t.db, { user_id: videoOwner.id });
    const onOwned = await addComment(t.db, 'video', owned, author.id, 'On your video, mine');
    expectError(await del(videoOwner.browser, String(onOwned)), 403, 'no_permission');
    expectError(await del(new Browser(app, '10.0.0.4'), String(comment_id)), 401, 'need_auth');
    expect(await rowOf(comment_id)).toEqual({ comment: 'Mine and only mine', deleted_at: null });
    expect(await countOf(video)).toBe(before);
  });

  it('answers 404 for an unknown comment and one on a video the member cannot see', async () => {
    const author = await member();
    const hidden = await addVideo(t.db, { user_id: owner, is_private: 1 });
    const onHidden = await addComment(t.db, 'video', hidden, author.id, 'Said before it went private');
    expectError(await del(author.browser, '999999'), 404, 'not_found');
    expectError(await del(author.browser, String(onHidden)), 404, 'not_found');
  });

  it('names a missing or bad comment_id (400), and refuses a delete without its CSRF token', async () => {
    const author = await member();
    expect(expectError(await inputPost(author.browser, { act: 'comm_del' }), 400, 'invalid_params')).toEqual([
      { field: 'comment_id', code: 'required' },
    ]);
    for (const bad of ['x', '0', '2147483648', ' 5']) {
      expect(expectError(await del(author.browser, bad), 400, 'invalid_params')).toEqual([
        { field: 'comment_id', code: 'invalid' },
      ]);
    }
    const mine = await addComment(t.db, 'video', video, author.id, 'Still here after all');
    const res = await del(author.browser, String(mine), { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_csrf' });
    expect(await rowOf(mine)).toMatchObject({ deleted_at: null });
  });

  it('does not give back a place in the limit: deleted comments of the last 10 minutes still count', async () => {
    const writer = await member();
    for (let i = 1; i <= COMMENT_LIMIT.count; i++) {
      const { comment_id } = await clientOf(writer.browser).actions.comment({
        section: 'video',
        object_id: video,
        msg: `Posted and deleted ${i}`,
      });
      await clientOf(writer.browser).actions.deleteComment({ comment_id });
    }
    expectError(
      await comm(writer.browser, { section: 'video', object_id: String(video), msg: 'One more try' }),
      429,
      'comment_limit',
    );
  });

  it('keeps the models’ comments_count right, and refreshStats agrees with the writes', async () => {
    const author = await member();
    const model = await addModel(t.db, 'quiet-river');
    const a = await clientOf(author.browser).actions.comment({
      section: 'model',
      object_id: 'quiet-river',
      msg: 'First of two',
    });
    const b = await clientOf(author.browser).actions.comment({
      section: 'model',
      object_id: 'quiet-river',
      msg: 'A reply to that',
      parent_id: a.comment_id,
    });
    await clientOf(author.browser).actions.deleteComment({ comment_id: a.comment_id });
    const written = await t.db
      .selectFrom('models')
      .select('comments_count')
      .where('model_id', '=', model)
      .executeTakeFirstOrThrow();
    expect(written.comments_count).toBe(1);
    await refreshStats(t.db);
    const recounted = await t.db
      .selectFrom('models')
      .select('comments_count')
      .where('model_id', '=', model)
      .executeTakeFirstOrThrow();
    expect(recounted.comments_count).toBe(1);
    await clientOf(author.browser).actions.deleteComment({ comment_id: b.comment_id });
    await refreshStats(t.db);
    const none = await t.db
      .selectFrom('models')
      .select('comments_count')
      .where('model_id', '=', model)
      .executeTakeFirstOrThrow();
    expect(none.comments_count).toBe(0);
  });
});

describe('given a member editing their comment (#32 item 6)', () => {
  const edit = (browser: Browser, form: Record<string, string>, options?: { csrf?: boolean }) =>
    inputPost(browser, { act: 'comm_edit', ...form }, options);
  const textOf = async (id: number) =>
    (
      await t.db
        .selectFrom('comments')
        .select(['comment', 'edited_at'])
        .where('comment_id', '=', id)
        .executeTakeFirstOrThrow()
    ).comment;
  const thread = async (id: number) =>
    commentsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: callUrl('comments.list', { section: 'video', object_id: id, fresh: true }),
        })
      ).json(),
    );

  it('stores the trimmed new text, answers it, and the thread shows it marked as edited, a reply too', async () => {
    const place = await addVideo(t.db, { user_id: owner });
    const author = await member();
    const { comment_id } = await clientOf(author.browser).actions.comment({
      section: 'video',
      object_id: place,
      msg: 'A harbour at nigth',
    });
    const reply = await clientOf(author.browser).actions.comment({
      section: 'video',
      object_id: place,
      msg: 'And a boat too',
      parent_id: comment_id,
    });
    expect((await thread(place)).comments[0]).toMatchObject({ comment: 'A harbour at nigth', edited: 0 });

    const answer = await clientOf(author.browser).actions.editComment({
      comment_id,
      msg: '  A harbour at night  ',
    });
    expect(answer).toEqual({ code: 'success', comment: 'A harbour at night' });
    await clientOf(author.browser).actions.editComment({
      comment_id: reply.comment_id,
      msg: 'And two boats too',
    });
    const [top] = (await thread(place)).comments;
    expect(top).toMatchObject({ comment: 'A harbour at night', edited: 1 });
    expect(top?.replies[0]).toMatchObject({ comment: 'And two boats too', edited: 1 });
  });

  it('refuses anyone but the author (403 no_permission, 401 for a visitor), changing nothing', async () => {
    const author = await member();
    const other = await member();
    const id = await addComment(t.db, 'video', video, author.id, 'My own words');
    expectError(
      await edit(other.browser, { comment_id: String(id), msg: 'Not your words' }),
      403,
      'no_permission',
    );
    expectError(
      await edit(new Browser(app, '10.0.0.5'), { comment_id: String(id), msg: 'Not your words' }),
      401,
      'need_auth',
    );
    const noToken = await edit(
      author.browser,
      { comment_id: String(id), msg: 'Without a token' },
      { csrf: false },
    );
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ code: 'invalid_csrf' });
    expect(await textOf(id)).toBe('My own words');
  });

  it('refuses an edit after the window with 403 edit_window_passed, and a deleted or unknown comment with 404', async () => {
    const author = await member();
    const old = await addComment(t.db, 'video', video, author.id, 'Said long ago', daysAgo(1));
    expectError(
      await edit(author.browser, { comment_id: String(old), msg: 'Said again now' }),
      403,
      'edit_window_passed',
    );
    expect(await textOf(old)).toBe('Said long ago');
    const gone = await addComment(t.db, 'video', video, author.id, 'Taken back', new Date(), {
      deleted_at: new Date(),
    });
    expectError(
      await edit(author.browser, { comment_id: String(gone), msg: 'Back again' }),
      404,
      'not_found',
    );
    expectError(await edit(author.browser, { comment_id: '999999', msg: 'Nothing here' }), 404, 'not_found');
  });

  it('checks the new text as a comment: length (400 min_max_length) and forbidden words', async () => {
    const author = await member();
    const id = await addComment(t.db, 'video', video, author.id, 'Plain words here');
    const short = expectError(
      await edit(author.browser, { comment_id: String(id), msg: ' abc ' }),
      400,
      'invalid_params',
    );
    expect(short[0]).toMatchObject({ field: 'msg', code: 'min_max_length' });
    expectError(
      await edit(author.browser, { comment_id: String(id), msg: 'Visit the CASINO now' }),
      400,
      'forbidden_words',
    );
    expect(await textOf(id)).toBe('Plain words here');
  });
});
