import { type CommentsParamsInput, callUrl, REPLY_CAP } from '@site/api';
import { commentsResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import {
  addChannel,
  addComment,
  addMember,
  addModel,
  addPlaylist,
  addVideo,
  as,
  daysAgo,
} from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { THREAD_CAP } from './thread.js';

vi.mock('../http/viewer.js', async () => ({
  viewerOf: (await import('../community/fixtures.js')).stubViewerOf,
}));

let t: TestDb;
let app: FastifyInstance;
let ann: number;
let bob: number;
const o: Record<string, number> = {};
const c: Record<string, number> = {};

/**
 * Given ann (with an avatar) and bob, and a thread on each kind of object: a public video (three comments,
 * two of them at the same instant), a model, a channel, ann's wall, a public and an owner-only playlist, a
 * private, a deleted and a moderated video. `quiet` is a public video nobody commented on.
 */
beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  ann = await addMember(db, { username: 'ann', avatar: '/media/avatars/ann.jpg' });
  bob = await addMember(db, { username: 'bob' });
  o.video = await addVideo(db, { user_id: ann });
  o.quiet = await addVideo(db, { user_id: ann });
  o.private = await addVideo(db, { user_id: ann, is_private: 1 });
  o.deleted = await addVideo(db, { user_id: ann, status_id: 5 });
  o.moderated = await addVideo(db, { user_id: ann, status_id: 0 });
  o.model = await addModel(db, 'jade-fox');
  o.channel = await addChannel(db, 'calm-studio');
  o.playlist = await addPlaylist(db, { user_id: ann, title: 'Open shelf' });
  o.secret = await addPlaylist(db, { user_id: ann, title: 'Closed shelf', visible: 0 });

  const same = daysAgo(1);
  c.oldest = await addComment(db, 'video', o.video, ann, 'The first calm word.', daysAgo(3));
  c.tieA = await addComment(db, 'video', o.video, bob, 'A cloud drifts by.', same);
  c.tieB = await addComment(db, 'video', o.video, ann, 'The river bends here.', same);
  await addComment(db, 'model', o.model, bob, 'Lovely lake views.');
  await addComment(db, 'channel', o.channel, bob, 'Calm studio indeed.');
  await addComment(db, 'member', ann, bob, 'Hello from the hill.');
  await addComment(db, 'playlist', o.playlist, bob, 'Nice shelf of boats.');
  await addComment(db, 'playlist', o.secret, ann, 'Note to myself.');
  await addComment(db, 'video', o.private, ann, 'Only mine to see.');
  await addComment(db, 'video', o.deleted, bob, 'Gone with the tide.');
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

const thread = (params: CommentsParamsInput, viewer?: number) =>
  app.inject({
    method: 'GET',
    url: callUrl('comments.list', params),
    ...(viewer ? { headers: as(viewer) } : {}),
  });

async function ok(params: CommentsParamsInput, viewer?: number) {
  const res = await thread(params, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: commentsResponseSchema.parse(res.json()) };
}

describe('given the thread of a video', () => {
  it('answers it whole, newest first (the newer id first at the same instant), cached 600 s', async () => {
    const { res, body } = await ok({ section: 'video', object_id: o.video as number });
    expect(body.comments.map((x) => x.comment_id)).toEqual([c.tieB, c.tieA, c.oldest]);
    expect(body.total_count).toBe(3);
    expect(body.code).toBe('success');
    expect(res.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=60');
  });

  it('fills each comment with the author name and avatar (§3), and its place in the thread', async () => {
    const { res, body } = await ok({ section: 'video', object_id: o.video as number });
    // As sent (the schema's defaults would fill what a server left out).
    expect((res.json() as { comments: unknown[] }).comments[0]).toEqual({
      comment_id: c.tieB,
      user_id: ann,
      username: 'ann',
      avatar: '/media/avatars/ann.jpg',
      comment: 'The river bends here.',
      likes: 0,
      dislikes: 0,
      added_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      parent_id: null,
      deleted: 0,
      my_vote: null,
      edited: 0,
      replies: [],
      reply_count: 0,
    });
    expect(body.comments[1]).toMatchObject({ username: 'bob', avatar: null });
  });

  it('answers lifetime 0 (members, fresh) private, no-store', async () => {
    const { res } = await ok({ section: 'video', object_id: o.video as number, fresh: true }, bob);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers an empty thread as success with total 0', async () => {
    const { body } = await ok({ section: 'video', object_id: o.quiet as number });
    expect(body).toEqual({ comments: [], total_count: 0, code: 'success' });
  });

  it('answers 404 not_found for unknown, deleted and moderated videos', async () => {
    for (const id of [987654, o.deleted, o.moderated] as number[]) {
      const res = await thread({ section: 'video', object_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    }
  });

  it('hides the thread of a private video from all but its owner', async () => {
    for (const viewer of [undefined, bob]) {
      expect((await thread({ section: 'video', object_id: o.private as number }, viewer)).statusCode).toBe(
        404,
      );
    }
    const { res, body } = await ok({ section: 'video', object_id: o.private as number }, ann);
    expect(body.comments.map((x) => x.comment)).toEqual(['Only mine to see.']);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('given the other sections', () => {
  it('finds a model and a channel by dir, and by numeric id', async () => {
    expect((await ok({ section: 'model', object_id: 'jade-fox' })).body.comments[0]?.comment).toBe(
      'Lovely lake views.',
    );
    expect((await ok({ section: 'model', object_id: o.model as number })).body.total_count).toBe(1);
    expect((await ok({ section: 'channel', object_id: 'calm-studio' })).body.comments[0]?.comment).toBe(
      'Calm studio indeed.',
    );
    expect((await ok({ section: 'channel', object_id: o.channel as number })).body.total_count).toBe(1);
  });

  it('answers 404 not_found for an unknown model or channel dir', async () => {
    expect((await thread({ section: 'model', object_id: 'no-such-model' })).statusCode).toBe(404);
    expect((await thread({ section: 'channel', object_id: 'no-such-channel' })).statusCode).toBe(404);
  });

  it("answers a member's wall, and 404 for an unknown member", async () => {
    const { body } = await ok({ section: 'member', object_id: ann });
    expect(body.comments.map((x) => x.comment)).toEqual(['Hello from the hill.']);
    expect((await thread({ section: 'member', object_id: 55555 })).statusCode).toBe(404);
  });

  it('keeps threads of the same number in different sections apart', async () => {
    // ann's user id is the video's id: the wall and the video thread stay two threads.
    expect(o.video).toBe(ann);
    const video = (await ok({ section: 'video', object_id: o.video as number })).body.comments;
    expect(video.map((x) => x.comment)).not.toContain('Hello from the hill.');
    expect(video).toHaveLength(3);
  });

  it('answers a public playlist; an owner-only one to its owner alone', async () => {
    expect((await ok({ section: 'playlist', object_id: o.playlist as number })).body.total_count).toBe(1);
    for (const viewer of [undefined, bob]) {
      expect((await thread({ section: 'playlist', object_id: o.secret as number }, viewer)).statusCode).toBe(
        404,
      );
    }
    const { res, body } = await ok({ section: 'playlist', object_id: o.secret as number }, ann);
    expect(body.comments.map((x) => x.comment)).toEqual(['Note to myself.']);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('given a very long thread', () => {
  it(`answers the newest ${THREAD_CAP} and the whole total`, async () => {
    const video = await addVideo(t.db, { user_id: bob });
    const base = Date.now() - 10_000_000;
    const rows = Array.from({ length: THREAD_CAP + 5 }, (_, i) => ({
      section: 'video' as const,
      object_id: video,
      user_id: i % 2 ? ann : bob,
      comment: `Wave number ${i}`,
      added_date: new Date(base + i * 1000),
    }));
    await t.db.insertInto('comments').values(rows).execute();
    const { body } = await ok({ section: 'video', object_id: video });
    expect(body.total_count).toBe(THREAD_CAP + 5);
    expect(body.comments).toHaveLength(THREAD_CAP);
    expect(body.comments[0]?.comment).toBe(`Wave number ${THREAD_CAP + 4}`);
  });
});

describe('given a thread with replies and deleted comments (#25 item 12)', () => {
  const r: Record<string, number> = {};
  let video: number;

  /**
   * `talk` (3 days old) has replies by bob (2 days), ann (1 day) and a deleted one of bob's; `gone` was
   * deleted but keeps a reply; `vanished` was deleted without replies; `last` is the newest. bob liked
   * `talk` and disliked ann's reply.
   */
  beforeAll(async () => {
    const db = t.db;
    video = await addVideo(db, { user_id: ann });
    const at = (days: number) => daysAgo(days);
    r.talk = await addComment(db, 'video', video, ann, 'Where was this filmed?', at(3));
    r.first = await addComment(db, 'video', video, bob, 'By the north lake.', at(2), { parent_id: r.talk });
    r.second = await addComment(db, 'video', video, ann, 'Thanks, lovely spot.', at(1), {
      parent_id: r.talk,
    });
    r.retracted = await addComment(db, 'video', video, bob, 'Wrong, sorry.', at(1.5), {
      parent_id: r.talk,
      deleted_at: new Date(),
    });
    r.gone = await addComment(db, 'video', video, bob, 'Something I took back.', at(2.5), {
      deleted_at: new Date(),
    });
    r.kept = await addComment(db, 'video', video, ann, 'Why delete it?', at(0.5), { parent_id: r.gone });
    r.vanished = await addComment(db, 'video', video, ann, 'Nothing to see.', at(0.4), {
      deleted_at: new Date(),
    });
    r.last = await addComment(db, 'video', video, bob, 'Newest word here.', at(0.1));
    await db
      .insertInto('votes')
      .values([
        { user_id: bob, section: 'comment', object_id: r.talk, vote: 1 },
        { user_id: bob, section: 'comment', object_id: r.second, vote: 0 },
      ])
      .execute();
  });

  it('nests the replies under their comment, oldest first, and counts what stands', async () => {
    const { body } = await ok({ section: 'video', object_id: video });
    expect(body.comments.map((x) => x.comment_id)).toEqual([r.last, r.gone, r.talk]);
    const talk = body.comments[2];
    expect(talk?.replies.map((x) => [x.comment_id, x.parent_id, x.username])).toEqual([
      [r.first, r.talk, 'bob'],
      [r.second, r.talk, 'ann'],
    ]);
    expect(talk?.reply_count).toBe(2);
    expect(body.comments[0]).toMatchObject({ replies: [], reply_count: 0, parent_id: null });
    // talk, its two replies, kept and last: 5 (the three deleted ones are not counted).
    expect(body.total_count).toBe(5);
  });

  it('shows a deleted comment with replies as a placeholder without its text or author', async () => {
    const { res } = await ok({ section: 'video', object_id: video });
    const gone = (res.json() as { comments: { replies: { comment_id: number }[] }[] }).comments[1];
    expect(gone).toMatchObject({
      comment_id: r.gone,
      deleted: 1,
      comment: '',
      username: '',
      avatar: null,
      my_vote: null,
      reply_count: 1,
    });
    expect(JSON.stringify(res.json())).not.toContain('Something I took back.');
    expect(gone?.replies.map((x) => x.comment_id)).toEqual([r.kept]);
  });

  it("gives a member's fresh answer their own votes, never a shared answer", async () => {
    const fresh = (await ok({ section: 'video', object_id: video, fresh: true }, bob)).body.comments;
    const talk = fresh.find((x) => x.comment_id === r.talk);
    expect(talk?.my_vote).toBe(1);
    expect(talk?.replies.map((x) => x.my_vote)).toEqual([null, 0]);
    const anns = (await ok({ section: 'video', object_id: video, fresh: true }, ann)).body.comments;
    expect(anns.find((x) => x.comment_id === r.talk)?.my_vote).toBeNull();
    const shared = await ok({ section: 'video', object_id: video }, bob);
    expect(shared.res.headers['cache-control']).toMatch(/^public/);
    expect(JSON.stringify(shared.res.json())).not.toMatch(/"my_vote":[01]/);
  });

  it(`answers at most ${REPLY_CAP} replies of a comment, with the whole count`, async () => {
    const busy = await addVideo(t.db, { user_id: bob });
    const top = await addComment(t.db, 'video', busy, ann, 'Ask me anything.', daysAgo(1));
    const base = Date.now() - 1_000_000;
    await t.db
      .insertInto('comments')
      .values(
        Array.from({ length: REPLY_CAP + 3 }, (_, i) => ({
          section: 'video' as const,
          object_id: busy,
          user_id: bob,
          comment: `Answer ${i}`,
          parent_id: top,
          added_date: new Date(base + i * 1000),
        })),
      )
      .execute();
    const { body } = await ok({ section: 'video', object_id: busy });
    expect(body.comments[0]?.replies).toHaveLength(REPLY_CAP);
    expect(body.comments[0]?.replies[0]?.comment).toBe('Answer 0');
    expect(body.comments[0]?.reply_count).toBe(REPLY_CAP + 3);
    expect(body.total_count).toBe(REPLY_CAP + 4);
  });
});
