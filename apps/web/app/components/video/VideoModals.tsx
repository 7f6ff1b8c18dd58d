import type { ApiClient, PlaylistCreateInput } from '@site/api';
import { PAGING } from '@site/api';
import { addToMutation, playlistCreateMutation, playlistQueries, videoQueries } from '@site/api/query';
import { AddToModal, type AddToTarget, ReportModal, type ReportValues } from '@site/ui';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useSiteActions } from '../../lib/site-actions';
import { useCaptcha } from '../captcha/useCaptcha';

export { ShareModal } from '@site/ui';

/*
 * The video page's share, add-to and report dialogs, loaded when a visitor reaches for the page's actions
 * (VideoPageActions): their forms check their fields with the contract's schemas, and the report's captcha
 * (altcha) and the add-to's paged playlists (useQueries) are not in the page's first load either (#28).
 */

/**
 * The add-to modal with the member's own playlists (section member, fresh), 20 a request: a page of 5
 * that is not loaded yet asks for the next 20.
 */
export function AddToDialog({
  api,
  videoId,
  userId,
  gender,
  added,
  onClose,
}: {
  api: ApiClient;
  videoId: number;
  userId: number;
  gender: PlaylistCreateInput['orientation'];
  /** The lists that already hold the video (the AddToModal's keys). */
  added: readonly string[];
  onClose: (open: boolean) => void;
}) {
  const { t } = useT();
  const { notify } = useSiteActions();
  const qc = useQueryClient();
  const [loadedPages, setLoadedPages] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: loadedPages }, (_, i) =>
      playlistQueries.list(api, {
        section: 'member',
        user_id: userId,
        count: PAGING.addToModalFetch,
        page: i + 1,
        gender,
        fresh: true,
      }),
    ),
  });
  const playlists = pages.flatMap((p) => p.data?.playlists ?? []);
  const total = pages[0]?.data?.total_count ?? 0;
  const status = pages.some((p) => p.isError)
    ? 'error'
    : pages.some((p) => p.isPending)
      ? 'loading'
      : 'ready';
  const onLoadMore = useCallback(() => setLoadedPages((n) => n + 1), []);

  const adding = useMutation(addToMutation(api, qc));
  const creating = useMutation(playlistCreateMutation(api, qc));

  const onAdd = async (target: AddToTarget) => {
    await adding.mutateAsync(
      target.type === 'playlist'
        ? { section: 'playlist', video_id: videoId, object_id: target.playlist_id }
        : { section: target.type, video_id: videoId },
    );
    void qc.invalidateQueries({ queryKey: videoQueries.state(api, videoId).queryKey });
    notify({ type: 'success', text: t(`video.notify.add_to_${target.type}_success`) });
  };

  return (
    <AddToModal
      open
      onOpenChange={onClose}
      playlists={playlists}
      totalPlaylists={total}
      playlistsStatus={status}
      onLoadMore={onLoadMore}
      onRetry={() => {
        for (const p of pages) if (p.isError) void p.refetch();
      }}
      onAdd={onAdd}
      added={added}
      orientation={gender}
      onCreatePlaylist={async (values) => {
        const created = await creating.mutateAsync(values);
        notify({ type: 'success', text: t('video.notify.playlist_created') });
        // The modal adds the video to it at once.
        return { playlist_id: created.playlist_id };
      }}
    />
  );
}

/** Report the video (§2 report modal, POST /api/report.php) with the site's captcha (§7). */
export function ReportDialog({
  api,
  videoTitle,
  pageUrl,
  onClose,
  onSent,
}: {
  api: ApiClient;
  videoTitle: string;
  pageUrl: string;
  onClose: (open: boolean) => void;
  onSent: () => void;
}) {
  const captcha = useCaptcha(true, api);
  return (
    <ReportModal
      open
      onOpenChange={onClose}
      videoTitle={videoTitle}
      defaultSubject="Report Inappropriate Content"
      captcha={captcha.widget}
      onSubmit={async (values: ReportValues) => {
        const token = await captcha.token();
        await api.report.send({ ...values, captcha: token ?? '', ref: pageUrl });
        onSent();
      }}
    />
  );
}
