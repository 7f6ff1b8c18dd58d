import { type ApiClient, errorCode, type ModerationQueueResponse } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { ModerationQueue, ReviewPanel } from '@site/ui/moderation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { browserApi } from '../../lib/api';
import { retryOf } from '../../lib/refusals';
import { memberHref } from '../../lib/urls';
import { actError, useConsoleAct } from './acts';
import * as styles from './moderation.css';
import { patchSearch, queueParams, searchText, selectedVideo } from './params';
import '../../messages/use-moderation';

/**
 * /moderation/: the videos awaiting review (longest waiting first) beside the review panel of the one
 * chosen (`?video=`, else the first). Approving or rejecting takes the video out of the queue at once and
 * asks for the queue again; the panel moves on to the next video.
 */
export function QueueSection({ api = browserApi }: { api?: ApiClient }) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const params = queueParams(search);
  const queryClient = useQueryClient();
  const query = useQuery(moderationQueries.queue(api, params));
  const items = query.data?.videos ?? [];
  const wanted = selectedVideo(search);
  const item = items.find((v) => v.video_id === wanted) ?? items[0] ?? null;

  const leaveQueue = (videoId: number) =>
    queryClient.setQueriesData<ModerationQueueResponse>({ queryKey: moderationQueries.queues() }, (old) =>
      old?.videos.some((v) => v.video_id === videoId)
        ? {
            ...old,
            videos: old.videos.filter((v) => v.video_id !== videoId),
            total: Math.max(0, old.total - 1),
          }
        : old,
    );
  const invalidate = [moderationQueries.queues(), moderationQueries.auditLists()];
  const approve = useConsoleAct(
    {
      run: (a, videoId: number) => a.moderation.approve({ video_id: videoId }),
      invalidate,
      success: () => 'console.notify.approve',
      onDone: (_r, videoId) => leaveQueue(videoId),
    },
    api,
  );
  const reject = useConsoleAct(
    {
      run: (a, input: { videoId: number; reason: string }) =>
        a.moderation.reject({ video_id: input.videoId, reason: input.reason }),
      invalidate,
      success: () => 'console.notify.reject',
      onDone: (_r, input) => leaveQueue(input.videoId),
    },
    api,
  );
  const last = reject.submittedAt > approve.submittedAt ? reject : approve;

  return (
    <div className={styles.review}>
      <ModerationQueue
        items={items}
        loading={query.isPending}
        error={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
        page={params.page}
        total={query.data?.total ?? 0}
        hrefForPage={(page) => `${pathname}${searchText(patchSearch(search, { page, video: null }))}`}
        selectedId={item?.video_id ?? null}
        onSelect={(videoId) =>
          setSearch(patchSearch(search, { video: videoId, page: params.page }), { preventScrollReset: true })
        }
      />
      <ReviewPanel
        item={item}
        busy={approve.isPending || reject.isPending}
        actionError={actError(last)}
        onApprove={(videoId) => approve.mutate(videoId)}
        onReject={(videoId, reason) => reject.mutate({ videoId, reason })}
        hrefForMember={(member) => memberHref(member.user_id)}
      />
    </div>
  );
}
