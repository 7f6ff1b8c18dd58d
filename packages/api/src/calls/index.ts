export type { LangCalls, MainCalls } from './catalog.js';
export type { CommentCalls } from './comments.js';
export type { MemberCalls } from './members.js';
export type { ModelCalls } from './models.js';
export type { PlaylistCalls } from './playlists.js';
export type { VideoCalls } from './videos.js';
