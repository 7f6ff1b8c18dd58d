import type { ApiClient } from '@site/api';
import { CommentThread } from '../comments/CommentThread';

/**
 * The video's comments (§2): the comments block on section `video` (components/comments/CommentThread),
 * with votes, replies and deleting one's own comment (#25 item 12).
 */
export function VideoComments({ api, videoId }: { api: ApiClient; videoId: number }) {
  return <CommentThread api={api} section="video" objectId={videoId} />;
}
