import { errorCode, PAGING } from '@site/api';
import { RelatedVideos } from '@site/ui/video';
import { retryOf } from '../../lib/refusals';
import { useRelatedVideos } from './useRelatedVideos';
import { useVideoPage } from './video-page-context';

/**
 * Related videos (§4): fetched once (up to 50 kept), shown 10 at a time and paged locally, with no further
 * request.
 */
export function VideoRelated({ videoId }: { videoId: number }) {
  const { api } = useVideoPage();
  const { query, videos } = useRelatedVideos(api, videoId);
  return (
    <RelatedVideos
      videos={videos}
      pageSize={PAGING.relatedShown}
      paging="pages"
      loading={query.isPending}
      error={query.isError ? errorCode(query.error) : null}
      {...retryOf(query)}
    />
  );
}
