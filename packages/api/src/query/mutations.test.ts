import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../testing/mock-api.js';
import {
  acceptFriendMutation,
  addFriendMutation,
  addToMutation,
  commentDeleteMutation,
  commentMutation,
  commentQueries,
  friendQueries,
  memberQueries,
  messageQueries,
  modelQueries,
  playlistCreateMutation,
  playlistDeleteMutation,
  playlistQueries,
  playlistUpdateMutation,
  removeFromMutation,
  sendMessageMutation,
  subscribeMutation,
  unfriendMutation,
  videoPrivacyMutation,
  videoQueries,
  voteMutation,
} from './index.js';

function setup() {
  const mock = createMockApi();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // biome-ignore lint/suspicious/noExplicitAny: mutation options of any shape
  const run = async (options: any, variables: unknown) => {
    const data = await options.mutationFn(variables);
    await options.onSuccess?.(data, variables, undefined, undefined);
    return data;
  };
  return { ...mock, qc, run };
}

describe('given the vote mutation', () => {
  it("updates the video's counters from the answer, in the detail and in cached cards", async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(videoQueries.detail(api, 7));
    await qc.fetchQuery(videoQueries.list(api));
    await run(voteMutation(api, qc), { section: 'video', object_id: 7, vote: 1 });
    expect(qc.getQueryData(videoQueries.detail(api, 7).queryKey)?.video.statistics).toEqual({
      likes: 11,
      dislikes: 2,
    });
    const card = qc.getQueryData(videoQueries.list(api).queryKey)?.videos.find((v) => v.video_id === 7);
    expect(card?.statistics).toEqual({ likes: 11, dislikes: 2 });
  });

  it('adds one like or dislike when the answer has no counts', async () => {
    const { api, qc } = setup();
    await qc.fetchQuery(modelQueries.detail(api, 'jade-fox'));
    const before = qc.getQueryData(modelQueries.detail(api, 'jade-fox').queryKey)?.model.statistics;
    const options = voteMutation(api, qc);
    await options.onSuccess?.(
      { code: 'success' },
      { section: 'model', object_id: 'jade-fox', vote: 0 },
      undefined,
      undefined as never,
    );
    const after = qc.getQueryData(modelQueries.detail(api, 'jade-fox').queryKey)?.model.statistics;
    expect(after?.dislikes).toBe((before?.dislikes ?? 0) + 1);
    expect(after?.likes).toBe(before?.likes);
  });

  it('updates a comment in its thread', async () => {
    const { api, qc } = setup();
    await qc.fetchQuery(commentQueries.list(api, { section: 'video', object_id: 7 }));
    const key = commentQueries.list(api, { section: 'video', object_id: 7 }).queryKey;
    const before = qc.getQueryData(key)?.comments.find((c) => c.comment_id === 3);
    await voteMutation(api, qc).onSuccess?.(
      { code: 'success' },
      { section: 'comment', object_id: 3, vote: 1 },
      undefined,
      undefined as never,
    );
    expect(qc.getQueryData(key)?.comments.find((c) => c.comment_id === 3)).toMatchObject({
      likes: (before?.likes ?? 0) + 1,
      my_vote: 1,
    });
  });

  it('updates a reply under its comment and shows the vote as the member’s', async () => {
    const { api, qc } = setup();
    const key = commentQueries.list(api, { section: 'video', object_id: 7 }).queryKey;
    await qc.fetchQuery(commentQueries.list(api, { section: 'video', object_id: 7 }));
    const reply = () => qc.getQueryData(key)?.comments.find((c) => c.comment_id === 2)?.replies[1];
    const before = reply();
    expect(before?.comment_id).toBe(202);
    await voteMutation(api, qc).onSuccess?.(
      { code: 'success', statistics: { likes: 40, dislikes: 3 } },
      { section: 'comment', object_id: 202, vote: 0 },
      undefined,
      undefined as never,
    );
    expect(reply()).toMatchObject({ likes: 40, dislikes: 3, my_vote: 0 });
  });
});

describe('given the subscribe mutation', () => {
  it('moves the subscriber counter and marks subscriptions stale', async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(modelQueries.detail(api, 'jade-fox'));
    await qc.fetchQuery(memberQueries.subscriptions(api, 101));
    await run(subscribeMutation(api, qc), { action: 'subscribe', section: 'model', object_id: 'jade-fox' });
    expect(qc.getQueryData(modelQueries.detail(api, 'jade-fox').queryKey)?.model.statistics.subscribers).toBe(
      42,
    );
    expect(qc.getQueryState(memberQueries.subscriptions(api, 101).queryKey)?.isInvalidated).toBe(true);
  });

  it('counts down on unsubscribe when the answer has no count', async () => {
    const { api, qc } = setup();
    await qc.fetchQuery(memberQueries.detail(api, 5));
    const before = qc.getQueryData(memberQueries.detail(api, 5).queryKey)?.user.statistics.subscribers ?? 0;
    await subscribeMutation(api, qc).onSuccess?.(
      { code: 'success' },
      { action: 'unsubscribe', section: 'member', object_id: 5 },
      undefined,
      undefined as never,
    );
    expect(qc.getQueryData(memberQueries.detail(api, 5).queryKey)?.user.statistics.subscribers).toBe(
      Math.max(0, before - 1),
    );
  });
});

describe('given the add-to and remove-from mutations', () => {
  it("adds one to the playlist's video counter and marks that playlist's videos stale", async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(playlistQueries.detail(api, 77));
    await qc.fetchQuery(playlistQueries.list(api));
    await qc.fetchQuery(videoQueries.list(api, { section: 'playlist', object_id: '77' }));
    await qc.fetchQuery(videoQueries.list(api, { section: 'playlist', object_id: '78' }));
    const before = qc.getQueryData(playlistQueries.detail(api, 77).queryKey)?.playlist.statistics.videos ?? 0;
    await run(addToMutation(api, qc), { section: 'playlist', video_id: 7, object_id: 77 });
    expect(qc.getQueryData(playlistQueries.detail(api, 77).queryKey)?.playlist.statistics.videos).toBe(
      before + 1,
    );
    expect(
      qc.getQueryState(videoQueries.list(api, { section: 'playlist', object_id: '77' }).queryKey)
        ?.isInvalidated,
    ).toBe(true);
    expect(
      qc.getQueryState(videoQueries.list(api, { section: 'playlist', object_id: '78' }).queryKey)
        ?.isInvalidated,
    ).toBe(false);
  });

  it.each(['watch_later', 'favourites'] as const)(
    'reloads the %s section when a video moves out of it (§4)',
    async (section) => {
      const { api, qc, run, calls } = setup();
      const own = videoQueries.own(api, { section, object_id: '101' });
      const other = videoQueries.list(api, { section: 'history', object_id: '101' });
      await qc.fetchQuery(own);
      await qc.fetchQuery(other);
      // The list is on screen: an observer makes the invalidation reload it at once.
      const observer = new QueryObserver(qc, own);
      const unsubscribe = observer.subscribe(() => {});
      const before = calls.length;
      await run(removeFromMutation(api, qc), { section, video_id: 7 });
      expect(qc.getQueryState(other.queryKey)?.isInvalidated).toBe(false);
      expect(calls.slice(before).map((c) => `${c.method} ${c.url}`)).toEqual([
        'POST /api/member.php',
        `GET /api/json/videos2_own/0/str/latest-updates/60/${section}.101.1.all.all.all.json`,
      ]);
      expect(calls[before]?.body).toBe(`act=rem&section=${section}&video_id=7`);
      unsubscribe();
    },
  );
});

describe('given the comment mutation', () => {
  it('puts the new comment at the top with 0 likes and 0 dislikes (§4)', async () => {
    const { api, qc, run } = setup();
    const q = commentQueries.list(api, { section: 'video', object_id: 7 });
    await qc.fetchQuery(q);
    const count = qc.getQueryData(q.queryKey)?.total_count ?? 0;
    await run(commentMutation(api, qc), {
      section: 'video',
      object_id: 7,
      msg: '  Lovely harbor light ',
      author: { user_id: 101, username: 'quiet_heron', avatar: null },
    });
    const data = qc.getQueryData(q.queryKey);
    expect(data?.comments[0]).toMatchObject({
      comment_id: 9001,
      user_id: 101,
      username: 'quiet_heron',
      comment: 'Lovely harbor light',
      likes: 0,
      dislikes: 0,
    });
    expect(data?.total_count).toBe(count + 1);
    expect(data?.comments[0]).toMatchObject({ parent_id: null, replies: [], reply_count: 0 });
  });

  it('puts a reply last under the comment the server names, counted in the thread', async () => {
    const { api, qc } = setup();
    const q = commentQueries.list(api, { section: 'video', object_id: 7 });
    await qc.fetchQuery(q);
    const count = qc.getQueryData(q.queryKey)?.total_count ?? 0;
    // A reply to the reply 201 goes under its comment, 2 (the server's parent_id).
    await commentMutation(api, qc).onSuccess?.(
      { code: 'success', comment_id: 9002, parent_id: 2 },
      {
        section: 'video',
        object_id: 7,
        msg: 'Same here',
        parent_id: 201,
        author: { user_id: 101, username: 'quiet_heron', avatar: null },
      },
      undefined,
      undefined as never,
    );
    const data = qc.getQueryData(q.queryKey);
    const parent = data?.comments.find((c) => c.comment_id === 2);
    expect(parent?.replies.map((r) => r.comment_id)).toEqual([201, 202, 9002]);
    expect(parent?.replies.at(-1)).toMatchObject({ parent_id: 2, comment: 'Same here', likes: 0 });
    expect(parent?.reply_count).toBe(3);
    expect(data?.comments[0]?.comment_id).toBe(1);
    expect(data?.total_count).toBe(count + 1);
  });
});

describe('given the comment delete mutation', () => {
  async function thread() {
    const s = setup();
    const q = commentQueries.list(s.api, { section: 'video', object_id: 7 });
    await s.qc.fetchQuery(q);
    const data = () => s.qc.getQueryData(q.queryKey);
    const done = (placeholder: 0 | 1, comment_id: number) =>
      commentDeleteMutation(s.api, s.qc).onSuccess?.(
        { code: 'success', placeholder },
        { comment_id },
        undefined,
        undefined as never,
      );
    return { ...s, data, done };
  }

  it('sends comm_del with the comment id', async () => {
    const { api, qc, run, calls } = await thread();
    await run(commentDeleteMutation(api, qc), { comment_id: 3 });
    expect(calls.at(-1)?.body).toBe('act=comm_del&comment_id=3');
  });

  it('takes a comment without replies out of the thread, one fewer in the count', async () => {
    const { data, done } = await thread();
    const count = data()?.total_count ?? 0;
    await done(0, 3);
    expect(data()?.comments.some((c) => c.comment_id === 3)).toBe(false);
    expect(data()?.total_count).toBe(count - 1);
  });

  it('keeps a comment with replies as a placeholder above them; its last reply takes it away', async () => {
    const { data, done } = await thread();
    const count = data()?.total_count ?? 0;
    await done(1, 2);
    const placeholder = data()?.comments.find((c) => c.comment_id === 2);
    expect(placeholder).toMatchObject({ deleted: 1, comment: '', username: '', avatar: null });
    expect(placeholder?.replies).toHaveLength(2);
    await done(0, 201);
    expect(
      data()
        ?.comments.find((c) => c.comment_id === 2)
        ?.replies.map((r) => r.comment_id),
    ).toEqual([202]);
    await done(0, 202);
    expect(data()?.comments.some((c) => c.comment_id === 2)).toBe(false);
    expect(data()?.total_count).toBe(count - 3);
  });

  it('changes nothing for a comment the cache does not hold', async () => {
    const { data, done } = await thread();
    const before = data();
    await done(0, 123456);
    expect(data()).toBe(before);
  });
});

describe('given the send-message mutation', () => {
  it('moves the dialog to the top of the list and appends to the open dialog (§4)', async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(messageQueries.dialogs(api));
    await qc.fetchQuery(messageQueries.conversation(api, 104));
    const before = qc.getQueryData(messageQueries.dialogs(api).queryKey)?.dialogs ?? [];
    expect(before[0]?.u_id).toBe(101);
    await run(sendMessageMutation(api, qc), {
      user_id: 104,
      text: 'See you',
      via: 'inbox',
      sender: { user_id: 101 },
    });
    const after = qc.getQueryData(messageQueries.dialogs(api).queryKey)?.dialogs ?? [];
    expect(after[0]).toMatchObject({ u_id: 104, m_message: 'See you', m_added_date: '2026-11-01T10:00' });
    expect(after).toHaveLength(before.length);
    const messages = qc.getQueryData(messageQueries.conversation(api, 104).queryKey)?.messages ?? [];
    expect(messages.at(-1)).toMatchObject({ m_id: 5001, m_message: 'See you', u_id: 101 });
  });

  it('adds a new dialog at the top when sent from the member modal', async () => {
    const { api, qc, run, calls } = setup();
    await qc.fetchQuery(messageQueries.dialogs(api));
    await run(sendMessageMutation(api, qc), {
      user_id: 999,
      text: 'Hello',
      via: 'modal',
      sender: { user_id: 101 },
      peer: { username: 'calm_willow', avatar: null },
    });
    expect(calls.at(-1)?.body).toBe('user_id=999&msg=Hello');
    const dialogs = qc.getQueryData(messageQueries.dialogs(api).queryKey)?.dialogs ?? [];
    expect(dialogs[0]).toMatchObject({ u_id: 999, username: 'calm_willow', m_message: 'Hello' });
    expect(dialogs).toHaveLength(6);
  });
});

describe('given the playlist mutations', () => {
  it('updates title, description and visible locally on edit (§4)', async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(playlistQueries.detail(api, 2));
    await qc.fetchQuery(playlistQueries.list(api));
    await run(playlistUpdateMutation(api, qc), {
      object_id: 2,
      title: 'Night picks',
      desc: 'Dark',
      visible: 0,
    });
    expect(qc.getQueryData(playlistQueries.detail(api, 2).queryKey)?.playlist).toMatchObject({
      title: 'Night picks',
      description: 'Dark',
      visible: 0,
    });
    expect(
      qc.getQueryData(playlistQueries.list(api).queryKey)?.playlists.find((p) => p.playlist_id === 2),
    ).toMatchObject({
      title: 'Night picks',
    });
  });

  it('clears a deleted playlist locally (§4)', async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(playlistQueries.detail(api, 2));
    await qc.fetchQuery(playlistQueries.list(api));
    const total = qc.getQueryData(playlistQueries.list(api).queryKey)?.total_count ?? 0;
    await run(playlistDeleteMutation(api, qc), { object_id: 2 });
    expect(qc.getQueryData(playlistQueries.detail(api, 2).queryKey)).toBeUndefined();
    const list = qc.getQueryData(playlistQueries.list(api).queryKey);
    expect(list?.playlists.some((p) => p.playlist_id === 2)).toBe(false);
    expect(list?.total_count).toBe(total - 1);
  });

  it('marks playlist lists stale on create', async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(playlistQueries.list(api));
    await run(playlistCreateMutation(api, qc), { title: 'New one', orientation: 'str' });
    expect(qc.getQueryState(playlistQueries.list(api).queryKey)?.isInvalidated).toBe(true);
  });
});

describe('given the friend and privacy mutations', () => {
  it('marks the friends lists stale, not the community', async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(memberQueries.list(api, { section: 'friends', user_id: 101 }));
    await qc.fetchQuery(memberQueries.list(api));
    await run(addFriendMutation(api, qc), { object_id: 102 });
    expect(
      qc.getQueryState(memberQueries.list(api, { section: 'friends', user_id: 101 }).queryKey)?.isInvalidated,
    ).toBe(true);
    expect(qc.getQueryState(memberQueries.list(api).queryKey)?.isInvalidated).toBe(false);
  });

  it('keeps the answered state for that member and marks the requests stale', async () => {
    const { api, qc, run, calls } = setup();
    await qc.fetchQuery(friendQueries.state(api, 102));
    await qc.fetchQuery(friendQueries.requests(api));
    await run(addFriendMutation(api, qc), { object_id: 102 });
    expect(qc.getQueryData(friendQueries.state(api, 102).queryKey)?.state).toBe('request_sent');
    expect(qc.getQueryState(friendQueries.requests(api).queryKey)?.isInvalidated).toBe(true);
    await run(acceptFriendMutation(api, qc), { object_id: 103 });
    expect(qc.getQueryData(friendQueries.state(api, 103).queryKey)?.state).toBe('friends');
    await run(unfriendMutation(api, qc), { object_id: 103 });
    expect(qc.getQueryData(friendQueries.state(api, 103).queryKey)?.state).toBe('none');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      'act=add_friend&object_id=102',
      'act=accept_friend&object_id=103',
      'act=remove_friend&object_id=103',
    ]);
  });

  it('flips is_private on cached cards and the detail', async () => {
    const { api, qc, run } = setup();
    await qc.fetchQuery(videoQueries.list(api));
    await qc.fetchQuery(videoQueries.detail(api, 2));
    await run(videoPrivacyMutation(api, qc), { video_id: 2 });
    expect(qc.getQueryData(videoQueries.detail(api, 2).queryKey)?.video.is_private).toBe(1);
    expect(
      qc.getQueryData(videoQueries.list(api).queryKey)?.videos.find((v) => v.video_id === 2)?.is_private,
    ).toBe(1);
  });
});
