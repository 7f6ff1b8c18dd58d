import { type AuthCalls, authCalls } from './calls/auth.js';
import {
  type CategoryCalls,
  categoryCalls,
  type LangCalls,
  langCalls,
  type MainCalls,
  mainCalls,
  type SuggesterCalls,
  suggesterCalls,
} from './calls/catalog.js';
import { type CommentCalls, commentCalls } from './calls/comments.js';
import { type DeclaredClient, declaredCalls } from './calls/declared.js';
import { type FriendCalls, friendCalls } from './calls/friends.js';
import { type MemberCalls, memberCalls, type ProfileCalls, profileCalls } from './calls/members.js';
import { type MessageCalls, messageCalls } from './calls/messages.js';
import { type ChannelCalls, channelCalls, type ModelCalls, modelCalls } from './calls/models.js';
import { type PlaylistCalls, playlistCalls } from './calls/playlists.js';
import { type ReportCalls, reportCalls } from './calls/support.js';
import { type UploadCalls, uploadCalls } from './calls/uploads.js';
import { type VideoCalls, videoCalls } from './calls/videos.js';
import { type ApiClientOptions, createRequestCore } from './core.js';

/** The calls not yet declared in contract/calls.ts, written by hand in calls/. */
interface WrittenCalls {
  videos: VideoCalls;
  models: ModelCalls;
  channels: ChannelCalls;
  members: MemberCalls;
  profile: ProfileCalls;
  playlists: PlaylistCalls;
  comments: CommentCalls;
  categories: CategoryCalls;
  main: MainCalls;
  suggester: SuggesterCalls;
  langs: LangCalls;
  auth: AuthCalls;
  messages: MessageCalls;
  friends: FriendCalls;
  uploads: UploadCalls;
  report: ReportCalls;
}

type Merged<A, B> = {
  [K in keyof A | keyof B]: (K extends keyof A ? A[K] : unknown) & (K extends keyof B ? B[K] : unknown);
};

/** One typed function for every call of §7, grouped by resource: the declared ones and those written in calls/. */
export type ApiClient = Merged<WrittenCalls, DeclaredClient>;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const core = createRequestCore(options);
  const written: WrittenCalls = {
    videos: videoCalls(core),
    models: modelCalls(core),
    channels: channelCalls(core),
    members: memberCalls(core),
    profile: profileCalls(core),
    playlists: playlistCalls(core),
    comments: commentCalls(core),
    categories: categoryCalls(core),
    main: mainCalls(core),
    suggester: suggesterCalls(core),
    langs: langCalls(core),
    auth: authCalls(core),
    messages: messageCalls(core),
    friends: friendCalls(core),
    uploads: uploadCalls(core),
    report: reportCalls(core),
  };
  const client: Record<string, object> = { ...written };
  for (const [namespace, calls] of Object.entries(declaredCalls(core))) {
    client[namespace] = { ...client[namespace], ...calls };
  }
  return client as ApiClient;
}
