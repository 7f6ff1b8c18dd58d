import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MembersTable {
  user_id: Generated<number>;
  username: string;
  is_trusted: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface ChannelsTable {
  channel_id: Generated<number>;
  dir: string;
  title: string;
  created_at: Timestamp;
}

export interface VideosTable {
  video_id: Generated<number>;
  title: string;
  titles: ColumnType<Record<string, string>, string | undefined, string>;
  dir: string;
  video_dir: ColumnType<string, string | undefined, string>;
  thumb: ColumnType<string, string | undefined, string>;
  scr: ColumnType<string, string | undefined, string>;
  sg_id: ColumnType<number, number | undefined, number>;
  custom3: ColumnType<string, string | undefined, string>;
  status_id: ColumnType<number, number | undefined, number>;
  is_private: ColumnType<number, number | undefined, number>;
  duration: number;
  video_viewed: ColumnType<number, number | undefined, number>;
  likes: ColumnType<number, number | undefined, number>;
  dislikes: ColumnType<number, number | undefined, number>;
  comments_count: ColumnType<number, number | undefined, number>;
  is_hd: ColumnType<number, number | undefined, number>;
  is_vr: ColumnType<number, number | undefined, number>;
  user_id: number;
  content_source_id: number | null;
  added_date: Timestamp;
}

export interface Database {
  members: MembersTable;
  channels: ChannelsTable;
  videos: VideosTable;
}

/** Video status codes (§4: 5 is deleted). */
export const VIDEO_STATUS = { moderation: 0, active: 1, deleted: 5 } as const;
