import { commentResponseSchema, commentsResponseSchema, paths } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import {
  addChannel,
  addComment,
  addMember,
  addModel,
  addPlaylist,
  addVideo,
  daysAgo,
} from '../community/fixtures.js';
import { openTestDb, type TestDb } from '../testing.js';
import { COMMENT_LIMIT } from './comment.js';
import { actionsApp, clientOf, expectError, inputPost, signedIn } from './fixtures.js';

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

afterAll(async () => {
  await app?.close();
  await t?.close();
});

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
    const thread = await app.inject({ method: 'GET', url: paths.comments(0, 'video', video) });
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
    expect(expectError(res, 400, 'invalid_params')).toEqual([
      { field: 'section', code: 'invalid' },
      { field: 'object_id', code: 'invalid' },
    ]);
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
