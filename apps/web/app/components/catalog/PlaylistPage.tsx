import {
  type ApiClient,
  callParams,
  errorCode,
  type Language,
  type Playlist,
  playlistMessageKey,
  removeFromMessageKey,
} from '@site/api';
import {
  playlistDeleteMutation,
  playlistQueries,
  playlistUpdateMutation,
  removeFromMutation,
  videoQueries,
} from '@site/api/query';
import {
  Button,
  ErrorState,
  ListingGrid,
  ModalShell,
  type PlaylistValues,
  useMessages,
  VideoCard,
} from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { useSessionUser, useSite } from '../../lib/site';
import { memberHref, playlistPageUrl } from '../../lib/urls';
import * as styles from './catalog.css';
import { StatsFacts } from './Facts';
import { CatalogPager, useNotifyKey } from './shared';
import '../../messages/use-catalog';

const EditPlaylistModal = lazy(() =>
  import('./PlaylistModals').then((m) => ({ default: m.EditPlaylistModal })),
);
const PlaylistReorder = lazy(() => import('./PlaylistReorder').then((m) => ({ default: m.PlaylistReorder })));

/** The list parameters of a playlist's videos: section playlist, in the playlist's orientation. */
export function playlistVideosParams(
  playlist: Pick<Playlist, 'playlist_id' | 'orientation'>,
  page: number,
  lang: Language,
) {
  return callParams('videos.list', {
    section: 'playlist',
    object_id: String(playlist.playlist_id),
    gender: playlist.orientation,
    page,
    lang,
  });
}

function OwnerActions({ playlist, api }: { playlist: Playlist; api: ApiClient }) {
  const { t } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notifyKey = useNotifyKey();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useMutation(playlistUpdateMutation(api, queryClient));
  const remove = useMutation(playlistDeleteMutation(api, queryClient));

  const save = async (values: PlaylistValues) => {
    await update.mutateAsync({
      object_id: playlist.playlist_id,
      title: values.title,
      desc: values.desc,
      visible: values.visible,
    });
    setEditing(false);
    notifyKey('success', playlistMessageKey('upd', 'success'), 'playlist_general_error');
  };

  const destroy = () =>
    remove.mutateAsync({ object_id: playlist.playlist_id }).then(
      () => {
        setDeleting(false);
        notifyKey('success', playlistMessageKey('del', 'success'), 'playlist_general_error');
        navigate(memberHref(playlist.user.user_id, 'playlists'));
      },
      (error: unknown) => {
        setDeleting(false);
        notifyKey('error', playlistMessageKey('del', errorCode(error)), 'playlist_general_error');
      },
    );

  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {t('catalog.playlist.edit')}
      </Button>
      <Button variant="secondary" onClick={() => setDeleting(true)}>
        {t('catalog.playlist.delete')}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <EditPlaylistModal open onOpenChange={setEditing} playlist={playlist} onSubmit={save} />
        </Suspense>
      )}
      <ModalShell
        open={deleting}
        onOpenChange={setDeleting}
        title={t('catalog.playlist.deleteTitle')}
        description={t('catalog.playlist.deleteBody', { title: playlist.title })}
      >
        <div className={styles.actions}>
          <Button variant="primary" loading={remove.isPending} onClick={() => void destroy()}>
            {t('catalog.playlist.deleteConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setDeleting(false)}>
            {t('catalog.playlist.cancel')}
          </Button>
        </div>
      </ModalShell>
    </div>
  );
}

/** The playlist's header: title, owner, description, counts and thumbnails; the owner's actions. */
function PlaylistHeader({ playlist, owner, api }: { playlist: Playlist; owner: boolean; api: ApiClient }) {
  const { t: ui } = useMessages();
  const thumbs = playlist.thumbs.filter(Boolean).slice(0, 3);
  return (
    <header className={styles.entityHeader}>
      {thumbs[0] ? (
        <img className={styles.logo} src={thumbs[0]} alt="" width={240} height={135} />
      ) : (
        <span aria-hidden="true" className={styles.logo} />
      )}
      <div className={styles.entityBody}>
        <h1 className={styles.heading}>{playlist.title}</h1>
        <p className={styles.muted}>
          {ui('playlistCard.by')} <Link to={memberHref(playlist.user.user_id)}>{playlist.user.username}</Link>
          {playlist.visible === 0 && ` · ${ui('playlistCard.onlyMe')}`}
        </p>
        {playlist.description && <p className={styles.text}>{playlist.description}</p>}
        <StatsFacts statistics={playlist.statistics} />
        {owner && <OwnerActions playlist={playlist} api={api} />}
      </div>
    </header>
  );
}

/**
 * The playlist page (§2 /playlist/{playlist_id}/ and /playlist/{playlist_id}/{page}/): the playlist and
 * its videos, paged; video links carry `?playlist={id}`. Its owner (§6) may edit it, delete it (then goes
 * to their playlists page) and remove videos (the section reloads, §4); nobody else is offered these.
 */
export function PlaylistPage({
  playlistId,
  page,
  api,
}: {
  playlistId: number;
  page: number;
  api: ApiClient;
}) {
  const { t } = useT();
  const loading = useMessages().t('spinner.label');
  const user = useSessionUser();
  const { lang } = useSite();
  const detail = useQuery(playlistQueries.detail(api, playlistId));
  const playlist = detail.data?.playlist;
  const owner = user !== null && playlist !== undefined && user.user_id === playlist.user.user_id;
  const params = playlistVideosParams(
    playlist ?? { playlist_id: playlistId, orientation: 'str' },
    page,
    lang,
  );
  // The owner reads the never-cached own variant (a removed video is gone at once, §4, and an owner-only
  // playlist is readable); everyone else the public cached path.
  const publicVideos = useQuery({
    ...videoQueries.list(api, params),
    enabled: playlist !== undefined && !owner,
  });
  const ownVideos = useQuery({ ...videoQueries.own(api, params), enabled: playlist !== undefined && owner });
  const videos = owner ? ownVideos : publicVideos;
  const [reordering, setReordering] = useState(false);

  if (detail.isPending) return <p role="status">{loading}</p>;
  if (detail.isError || !playlist) {
    return <ErrorState code={refusalCode(detail.error)} headingLevel={2} homeHref="/" />;
  }
  const title = t('catalog.playlist.videos');
  return (
    <div className={styles.page}>
      <PlaylistHeader playlist={playlist} owner={owner} api={api} />
      <section className={styles.page} aria-labelledby="playlist-videos">
        <div className={styles.actions}>
          <h2 id="playlist-videos" className={styles.subheading}>
            {title}
          </h2>
          {owner && (videos.data?.total_count ?? 0) > 1 && (
            <Button variant="secondary" size="sm" onClick={() => setReordering(!reordering)}>
              {reordering ? t('catalog.playlist.reorderDone') : t('catalog.playlist.reorder')}
            </Button>
          )}
        </div>
        {owner && reordering && videos.data ? (
          <Suspense fallback={<p role="status">{loading}</p>}>
            <PlaylistReorder
              api={api}
              playlistId={playlistId}
              videos={videos.data.videos}
              firstPosition={(page - 1) * params.count + 1}
              total={videos.data.total_count}
            />
          </Suspense>
        ) : (
          <ListingGrid
            kind="videos"
            status={videos.status}
            items={videos.data?.videos}
            pageSize={params.count}
            label={title}
            getKey={(video) => video.video_id}
            renderItem={(video) =>
              owner ? (
                <RemovableVideo video={video} playlistId={playlistId} api={api} />
              ) : (
                <VideoCard video={video} headingLevel={3} playlistId={playlistId} />
              )
            }
            errorCode={videos.isError ? refusalCode(videos.error) : null}
            {...retryOf(videos)}
            retrying={videos.isRefetching}
            headingLevel={3}
          />
        )}
        <CatalogPager
          page={page}
          total={videos.data?.total_count}
          count={params.count}
          hrefForPage={(p) => playlistPageUrl(playlistId, p)}
        />
      </section>
    </div>
  );
}

/** A refused read (a visitor or a stranger on an owner-only playlist) shows the listing's no_permission. */
export function refusalCode(error: unknown): string {
  const code = errorCode(error);
  return code === 'need_auth' ? 'no_permission' : code;
}

/** A video of the owner's playlist with its remove button (§6: remove buttons on the owner's playlist). */
function RemovableVideo({
  video,
  playlistId,
  api,
}: {
  video: Parameters<typeof VideoCard>[0]['video'];
  playlistId: number;
  api: ApiClient;
}) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const notifyKey = useNotifyKey();
  const remove = useMutation(removeFromMutation(api, queryClient));
  const run = () =>
    remove.mutateAsync({ section: 'playlist', video_id: video.video_id, object_id: playlistId }).then(
      () => notifyKey('success', removeFromMessageKey('success'), 'remove_from_general_error'),
      (error: unknown) =>
        notifyKey('error', removeFromMessageKey(errorCode(error)), 'remove_from_general_error'),
    );
  return (
    <div className={styles.removable}>
      <VideoCard video={video} headingLevel={3} playlistId={playlistId} />
      <Button
        variant="secondary"
        size="sm"
        loading={remove.isPending}
        aria-label={t('catalog.playlist.removeLabel', { title: video.title })}
        onClick={() => void run()}
      >
        {t('catalog.playlist.remove')}
      </Button>
    </div>
  );
}
