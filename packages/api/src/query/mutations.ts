import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import type { AddFriendInput, AddRemoveInput, SubscribeInput, VoteInput } from '../contract/actions.js';
import type { ChannelResponse } from '../contract/channel.js';
import type {
  Comment,
  CommentDeleteInput,
  CommentEditInput,
  CommentInput,
  CommentsResponse,
  ThreadComment,
} from '../contract/comment.js';
import type { FriendInput, FriendStateResponse } from '../contract/friend.js';
import type { Dialog, DialogsResponse, Message, MessagesResponse } from '../contract/message.js';
import type {
  Playlist,
  PlaylistCreateInput,
  PlaylistDeleteInput,
  PlaylistListResponse,
  PlaylistMoveInput,
  PlaylistResponse,
  PlaylistUpdateInput,
} from '../contract/playlist.js';
import type { VideoListResponse } from '../contract/responses.js';
import type { VideoEditInput } from '../contract/upload.js';
import type { FriendAct } from '../contract/values.js';
import type { VideoCard, VideoResponse } from '../contract/video.js';
import { callQuery } from './declared.js';
import {
  channelQueries,
  commentQueries,
  friendQueries,
  memberQueries,
  messageQueries,
  modelQueries,
  playlistQueries,
} from './entities.js';
import { videoQueries } from './videos.js';

type Stats = { likes: number; dislikes: number };
const bump = <T extends Stats>(s: T, vote: 0 | 1, next?: Stats): T =>
  next
    ? { ...s, ...next }
    : { ...s, likes: s.likes + (vote === 1 ? 1 : 0), dislikes: s.dislikes + (vote === 0 ? 1 : 0) };

type WithData<T> = { [K in keyof T]: T[K] };
function updateData<T>(qc: QueryClient, queryKey: readonly unknown[], update: (old: T) => T) {
  qc.setQueriesData<WithData<T>>({ queryKey }, (old) => (old ? update(old) : old));
}

/** Every cached video list (public and own variant): its cards mapped. */
function mapVideoCards(qc: QueryClient, map: (card: VideoCard) => VideoCard) {
  for (const key of [videoQueries.lists(), videoQueries.ownLists(), videoQueries.searches()]) {
    updateData<VideoListResponse>(qc, key, (old) => ({ ...old, videos: old.videos.map(map) }));
  }
}

/** Whether a cached video list's key names this section (and object). */
function isSectionList(key: readonly unknown[], section: string, objectId?: number | string): boolean {
  const p = key[2] as { section?: string; object_id?: string } | undefined;
  if (!p || p.section !== section) return false;
  return objectId === undefined || String(p.object_id) === String(objectId);
}

/** Vote (§4: local counters update on success). The answer's statistics win when the server sends them. */
export function voteMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['vote'],
    mutationFn: (input: VoteInput) => api.actions.vote(input),
    onSuccess: (data, input) => {
      const { section, object_id: id } = input;
      const vote = Number(input.vote) === 1 ? 1 : 0;
      const next = data.statistics;
      if (section === 'video') {
        qc.setQueriesData<VideoResponse>({ queryKey: videoQueries.detailsOf(Number(id)) }, (old) =>
          old ? { ...old, video: { ...old.video, statistics: bump(old.video.statistics, vote, next) } } : old,
        );
        mapVideoCards(qc, (v) =>
          v.video_id === Number(id) ? { ...v, statistics: bump(v.statistics, vote, next) } : v,
        );
      } else if (section === 'model') {
        qc.setQueryData(modelQueries.detail(api, String(id)).queryKey, (old) =>
          old ? { ...old, model: { ...old.model, statistics: bump(old.model.statistics, vote, next) } } : old,
        );
      } else if (section === 'channel') {
        qc.setQueriesData<ChannelResponse>({ queryKey: channelQueries.detailsOf(String(id)) }, (old) =>
          old
            ? { ...old, channel: { ...old.channel, statistics: bump(old.channel.statistics, vote, next) } }
            : old,
        );
      } else if (section === 'playlist') {
        qc.setQueryData(playlistQueries.detail(api, Number(id)).queryKey, (old) =>
          old
            ? { ...old, playlist: { ...old.playlist, statistics: bump(old.playlist.statistics, vote, next) } }
            : old,
        );
      } else if (section === 'comment') {
        // A top-level comment or a reply, in every cached thread; it shows the member's vote pressed.
        const cast = <C extends Comment>(c: C): C =>
          c.comment_id === Number(id) ? { ...bump(c, vote, next), my_vote: vote } : c;
        updateData<CommentsResponse>(qc, commentQueries.lists(), (old) => ({
          ...old,
          comments: old.comments.map((c) => ({ ...cast(c), replies: c.replies.map(cast) })),
        }));
      }
    },
  });
}

/** Subscribe or unsubscribe: the subscriber counter moves by one (or to the server's count). */
export function subscribeMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['subscribe'],
    mutationFn: ({ action, ...input }: SubscribeInput & { action: 'subscribe' | 'unsubscribe' }) =>
      action === 'subscribe' ? api.actions.subscribe(input) : api.actions.unsubscribe(input),
    onSuccess: (data, { action, section, object_id: id }) => {
      const move = (n: number) => data.subscribers ?? Math.max(0, n + (action === 'subscribe' ? 1 : -1));
      if (section === 'model') {
        qc.setQueryData(modelQueries.detail(api, String(id)).queryKey, (old) =>
          old
            ? {
                ...old,
                model: {
                  ...old.model,
                  statistics: {
                    ...old.model.statistics,
                    subscribers: move(old.model.statistics.subscribers),
                  },
                },
              }
            : old,
        );
      } else if (section === 'channel') {
        qc.setQueriesData<ChannelResponse>({ queryKey: channelQueries.detailsOf(String(id)) }, (old) =>
          old
            ? {
                ...old,
                channel: {
                  ...old.channel,
                  statistics: {
                    ...old.channel.statistics,
                    subscribers: move(old.channel.statistics.subscribers),
                  },
                },
              }
            : old,
        );
      } else {
        for (const s of ['profile', 'edit'] as const) {
          qc.setQueryData(memberQueries.detail(api, Number(id), { section: s }).queryKey, (old) =>
            old
              ? {
                  ...old,
                  user: {
                    ...old.user,
                    statistics: {
                      ...old.user.statistics,
                      subscribers: move(old.user.statistics.subscribers),
                    },
                  },
                }
              : old,
          );
        }
      }
      return qc.invalidateQueries({ queryKey: memberQueries.subscriptionLists() });
    },
  });
}

/**
 * Add a video to favourites, watch later or a playlist. A playlist's video counter goes up at once
 * (§4); the target's cached lists are marked stale.
 */
export function addToMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['add-to'],
    mutationFn: (input: AddRemoveInput) => api.actions.add(input),
    onSuccess: (_data, input) => {
      if (input.section === 'playlist' && input.object_id !== undefined) {
        const pid = Number(input.object_id);
        const inc = (p: Playlist): Playlist =>
          p.playlist_id === pid
            ? { ...p, statistics: { ...p.statistics, videos: p.statistics.videos + 1 } }
            : p;
        qc.setQueryData(playlistQueries.detail(api, pid).queryKey, (old: PlaylistResponse | undefined) =>
          old ? { ...old, playlist: inc(old.playlist) } : old,
        );
        updateData<PlaylistListResponse>(qc, playlistQueries.lists(), (old) => ({
          ...old,
          playlists: old.playlists.map(inc),
        }));
      }
      return invalidateSection(qc, input);
    },
  });
}

function invalidateSection(qc: QueryClient, input: AddRemoveInput) {
  const objectId = input.section === 'playlist' ? input.object_id : undefined;
  return qc.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === 'videos' &&
      (q.queryKey[1] === 'list' || q.queryKey[1] === 'own') &&
      isSectionList(q.queryKey, input.section, objectId as number | string | undefined),
  });
}

/** Move a video out of watch later, favourites or a playlist: that section reloads (§4). */
export function removeFromMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['remove-from'],
    mutationFn: (input: AddRemoveInput) => api.actions.remove(input),
    onSuccess: (_data, input) => {
      if (input.section === 'playlist' && input.object_id !== undefined) {
        qc.setQueryData(playlistQueries.detail(api, Number(input.object_id)).queryKey, (old) =>
          old
            ? {
                ...old,
                playlist: {
                  ...old.playlist,
                  statistics: {
                    ...old.playlist.statistics,
                    videos: Math.max(0, old.playlist.statistics.videos - 1),
                  },
                },
              }
            : old,
        );
      }
      return invalidateSection(qc, input);
    },
  });
}

/** The session's member, as a new comment of theirs shows them before the thread is read again. */
export type CommentAuthor = Pick<Comment, 'user_id' | 'username' | 'avatar'>;

/**
 * A new comment goes to the top with 0 likes and 0 dislikes (§4); a reply (`parent_id`) goes last under
 * the top-level comment the server put it under (a reply to a reply joins its parent). The thread's count
 * grows by one either way. `author` is the session's member.
 */
export function commentMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['comment'],
    mutationFn: ({ author: _author, ...input }: CommentInput & { author: CommentAuthor }) =>
      api.actions.comment(input),
    onSuccess: (data, input) => {
      const key = commentQueries.list(api, { section: input.section, object_id: input.object_id }).queryKey;
      // The server names the top-level comment a reply went under (an older one, none: it was no reply).
      const parentId = data.parent_id ?? null;
      const created: Comment = {
        comment_id: data.comment_id,
        user_id: input.author.user_id,
        username: input.author.username,
        avatar: input.author.avatar,
        comment: input.msg.trim(),
        likes: 0,
        dislikes: 0,
        added_date: new Date().toISOString(),
        parent_id: parentId,
        deleted: 0,
        my_vote: null,
        edited: 0,
      };
      qc.setQueryData(key, (thread): CommentsResponse | undefined => {
        if (parentId === null) {
          const top: ThreadComment = { ...created, replies: [], reply_count: 0 };
          return thread
            ? { ...thread, comments: [top, ...thread.comments], total_count: thread.total_count + 1 }
            : { comments: [top], total_count: 1, code: 'success' };
        }
        // A reply to a thread not in the cache: it shows when the thread is read.
        if (!thread) return thread;
        return {
          ...thread,
          total_count: thread.total_count + 1,
          comments: thread.comments.map((c) =>
            c.comment_id === parentId
              ? { ...c, replies: [...c.replies, created], reply_count: c.reply_count + 1 }
              : c,
          ),
        };
      });
    },
  });
}

/**
 * The author edits their comment (or reply, #32 item 6): in every cached thread it shows the stored text,
 * marked as edited.
 */
export function commentEditMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['comment-edit'],
    mutationFn: (input: CommentEditInput) => api.actions.editComment(input),
    onSuccess: (data, input) => {
      const id = Number(input.comment_id);
      const edited = <C extends Comment>(c: C): C =>
        c.comment_id === id ? { ...c, comment: data.comment, edited: 1 } : c;
      updateData<CommentsResponse>(qc, commentQueries.lists(), (old) => ({
        ...old,
        comments: old.comments.map((c) => ({ ...edited(c), replies: c.replies.map(edited) })),
      }));
    },
  });
}

/**
 * The author deletes their comment (or reply): in every cached thread it leaves, or stays as "comment
 * deleted" above its replies when the server says so (`placeholder`); a deleted comment whose last reply
 * goes leaves with it. The thread's count drops by one.
 */
export function commentDeleteMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['comment-delete'],
    mutationFn: (input: CommentDeleteInput) => api.actions.deleteComment(input),
    onSuccess: (data, input) => {
      const id = Number(input.comment_id);
      updateData<CommentsResponse>(qc, commentQueries.lists(), (old) => {
        let found = false;
        const comments: ThreadComment[] = [];
        for (const c of old.comments) {
          if (c.comment_id === id) {
            found = c.deleted === 0;
            if (data.placeholder === 1) {
              comments.push({ ...c, deleted: 1, comment: '', username: '', avatar: null, my_vote: null });
            }
            continue;
          }
          const replies = c.replies.filter((r) => r.comment_id !== id);
          if (replies.length === c.replies.length) {
            comments.push(c);
            continue;
          }
          found = true;
          const reply_count = Math.max(0, c.reply_count - 1);
          // A deleted comment is shown only for its replies.
          if (c.deleted === 1 && reply_count === 0) continue;
          comments.push({ ...c, replies, reply_count });
        }
        return found ? { ...old, comments, total_count: Math.max(0, old.total_count - 1) } : old;
      });
    },
  });
}

export interface SendMessageVariables {
  user_id: number;
  text: string;
  /** `modal` sends from the member modal (user_id, msg); `inbox` is section add (user_id, message). */
  via: 'modal' | 'inbox';
  /** The session's member, the sender. */
  sender: { user_id: number };
  /** The peer's name and avatar, for a dialog that is not in the list yet. */
  peer?: Pick<Dialog, 'username' | 'avatar'>;
}

/** A new message moves its dialog to the top of the dialog list (§4) and joins the open dialog. */
export function sendMessageMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['send-message'],
    mutationFn: (v: SendMessageVariables) =>
      v.via === 'modal'
        ? api.messages.send({ user_id: v.user_id, msg: v.text })
        : api.messages.add({ user_id: v.user_id, message: v.text }),
    onSuccess: (data, v) => {
      const sentAt = `${data.date}T${data.time}`;
      qc.setQueryData(messageQueries.dialogs(api).queryKey, (old: DialogsResponse | undefined) => {
        if (!old) return old;
        const existing = old.dialogs.find((d) => d.u_id === v.user_id);
        const moved: Dialog = {
          u_id: v.user_id,
          username: existing?.username ?? v.peer?.username ?? '',
          avatar: existing?.avatar ?? v.peer?.avatar ?? null,
          unread: existing?.unread ?? 0,
          m_added_date: sentAt,
          m_message: v.text.trim(),
        };
        return { ...old, dialogs: [moved, ...old.dialogs.filter((d) => d.u_id !== v.user_id)] };
      });
      qc.setQueryData(
        messageQueries.conversation(api, v.user_id).queryKey,
        (old: MessagesResponse | undefined) => {
          if (!old) return old;
          const sent: Message = {
            m_id: data.id,
            m_is_read: 0,
            m_message: v.text.trim(),
            m_time: sentAt,
            u_id: v.sender.user_id,
          };
          return { ...old, messages: [...old.messages, sent] };
        },
      );
    },
  });
}

export function playlistCreateMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['playlist', 'new'],
    mutationFn: (input: PlaylistCreateInput) => api.playlists.create(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: playlistQueries.lists() }),
  });
}

/**
 * The owner moves a video in their playlist (#32 item 7): its video lists and its card (whose thumbs and
 * first video follow the order) are read again.
 */
export function playlistMoveMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['playlist', 'move'],
    mutationFn: (input: PlaylistMoveInput) => api.playlists.move(input),
    onSuccess: (_data, input) =>
      Promise.all([
        invalidateSection(qc, { section: 'playlist', object_id: input.object_id, video_id: input.video_id }),
        qc.invalidateQueries({ queryKey: playlistQueries.detail(api, Number(input.object_id)).queryKey }),
      ]),
  });
}

/** Editing updates title, description and visible locally (§4). */
export function playlistUpdateMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['playlist', 'upd'],
    mutationFn: (input: PlaylistUpdateInput) => api.playlists.update(input),
    onSuccess: (_data, input) => {
      const id = Number(input.object_id);
      const edit = (p: Playlist): Playlist =>
        p.playlist_id === id
          ? {
              ...p,
              title: input.title.trim(),
              description: (input.desc ?? '').trim(),
              visible: Number(input.visible) === 1 ? 1 : 0,
            }
          : p;
      qc.setQueryData(playlistQueries.detail(api, id).queryKey, (old) =>
        old ? { ...old, playlist: edit(old.playlist) } : old,
      );
      updateData<PlaylistListResponse>(qc, playlistQueries.lists(), (old) => ({
        ...old,
        playlists: old.playlists.map(edit),
      }));
    },
  });
}

/** Deleting clears the playlist locally (§4). */
export function playlistDeleteMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['playlist', 'del'],
    mutationFn: (input: PlaylistDeleteInput) => api.playlists.remove(input),
    onSuccess: (_data, input) => {
      const id = Number(input.object_id);
      qc.removeQueries({ queryKey: playlistQueries.detail(api, id).queryKey });
      updateData<PlaylistListResponse>(qc, playlistQueries.lists(), (old) => {
        const playlists = old.playlists.filter((p) => p.playlist_id !== id);
        return {
          ...old,
          playlists,
          total_count: Math.max(0, old.total_count - (old.playlists.length - playlists.length)),
        };
      });
    },
  });
}

/**
 * After a friend act: the answered state is where the viewer stands with that member; the requests, their
 * count and every friends list are stale (the promise settles when the ones on screen have been read again).
 */
function afterFriendAct(api: ApiClient, qc: QueryClient, userId: number, answer: FriendStateResponse) {
  qc.setQueryData(friendQueries.state(api, userId).queryKey, { code: answer.code, state: answer.state });
  return Promise.all([
    qc.invalidateQueries({ queryKey: friendQueries.requests(api).queryKey }),
    // The header's count of requests waiting for the member.
    qc.invalidateQueries({ queryKey: callQuery(api, 'profile.counts').queryKey }),
    qc.invalidateQueries({
      predicate: (q) =>
        q.queryKey[0] === 'members' && q.queryKey[1] === 'list' && isSectionList(q.queryKey, 'friends'),
    }),
  ]);
}

/** A friend act about one member, as a mutation (`friends.accept`, `decline`, `cancel`, `remove`). */
function friendActMutation(api: ApiClient, qc: QueryClient, act: FriendAct) {
  return mutationOptions({
    mutationKey: ['friend', act],
    mutationFn: (input: FriendInput) => api.friends[act](input),
    onSuccess: (data, input) => afterFriendAct(api, qc, Number(input.object_id), data),
  });
}

/** Asking (or accepting, when the other had asked): the answer says which (`request_sent`, `friends`). */
export function addFriendMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['add-friend'],
    mutationFn: (input: AddFriendInput) => api.actions.addFriend(input),
    onSuccess: (data, input) => afterFriendAct(api, qc, Number(input.object_id), data),
  });
}

/** Accepting a request asked of the member: the two are friends. */
export const acceptFriendMutation = (api: ApiClient, qc: QueryClient) => friendActMutation(api, qc, 'accept');
/** Declining a request asked of the member. */
export const declineFriendMutation = (api: ApiClient, qc: QueryClient) =>
  friendActMutation(api, qc, 'decline');
/** Taking back one's own waiting request. */
export const cancelFriendRequestMutation = (api: ApiClient, qc: QueryClient) =>
  friendActMutation(api, qc, 'cancel');
/** Unfriending: the friendship is gone both ways. */
export const unfriendMutation = (api: ApiClient, qc: QueryClient) => friendActMutation(api, qc, 'remove');

/** The privacy toggle (act 3) flips is_private on the cached cards and detail. */
export function videoPrivacyMutation(api: ApiClient, qc: QueryClient) {
  return mutationOptions({
    mutationKey: ['video', 'privacy'],
    mutationFn: (input: VideoEditInput) => api.videos.togglePrivacy(input),
    onSuccess: (_data, input) => {
      const id = Number(input.video_id);
      const flip = (v: VideoCard): VideoCard =>
        v.video_id === id ? { ...v, is_private: v.is_private === 1 ? (0 as const) : (1 as const) } : v;
      mapVideoCards(qc, flip);
      qc.setQueriesData<VideoResponse>({ queryKey: videoQueries.detailsOf(id) }, (old) =>
        old
          ? {
              ...old,
              video: { ...old.video, is_private: old.video.is_private === 1 ? (0 as const) : (1 as const) },
            }
          : old,
      );
    },
  });
}
