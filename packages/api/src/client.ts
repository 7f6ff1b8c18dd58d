import { type ActionCalls, actionCalls } from './calls/actions.js';
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
import { type FriendCalls, friendCalls } from './calls/friends.js';
import { type MemberCalls, memberCalls, type ProfileCalls, profileCalls } from './calls/members.js';
import { type MessageCalls, messageCalls } from './calls/messages.js';
import { type ChannelCalls, channelCalls, type ModelCalls, modelCalls } from './calls/models.js';
import { type ModerationConsoleCalls, moderationConsoleCalls } from './calls/moderation.js';
import { type PlaylistCalls, playlistCalls } from './calls/playlists.js';
import {
  type DownloadCalls,
  downloadCalls,
  type PaymentCalls,
  paymentCalls,
  type ReportCalls,
  reportCalls,
} from './calls/support.js';
import { type UploadCalls, uploadCalls } from './calls/uploads.js';
import { type VideoCalls, videoCalls } from './calls/videos.js';
import { type ApiClientOptions, createRequestCore } from './core.js';

/** One typed function for every call of §7, grouped by resource. */
export interface ApiClient {
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
  actions: ActionCalls;
  messages: MessageCalls;
  friends: FriendCalls;
  uploads: UploadCalls;
  moderation: ModerationConsoleCalls;
  report: ReportCalls;
  payments: PaymentCalls;
  downloads: DownloadCalls;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const core = createRequestCore(options);
  return {
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
    actions: actionCalls(core),
    messages: messageCalls(core),
    friends: friendCalls(core),
    uploads: uploadCalls(core),
    moderation: moderationConsoleCalls(core),
    report: reportCalls(core),
    payments: paymentCalls(core),
    downloads: downloadCalls(core),
  };
}
