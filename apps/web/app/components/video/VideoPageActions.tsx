import { type ApiClient, errorCode, type VideoDetail } from '@site/api';
import { videoQueries, voteMutation } from '@site/api/query';
import { RequireAuthProvider, VideoPageMenu } from '@site/ui';
import { VideoActions, type Vote, VoteButtons } from '@site/ui/video';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useHydrating } from '../../lib/hydrating';
import { useT } from '../../lib/i18n';
import { errorKeyOf } from '../../lib/notify';
import { useSite } from '../../lib/site';
import { useMemberOnly, useSiteActions } from '../../lib/site-actions';
import { videoHref } from '../../lib/urls';
import type { PlayerDownload } from '../../lib/video-files';
import { useDownload } from './useDownload';
import { useVideoStage } from './VideoStage';
import * as styles from './video.css';
import { isWithheld, useVideoPage } from './video-page-context';

/**
 * The share, add-to and report dialogs, loaded on the first sign of intent over the actions (with the download's
 * modals, useDownload), or when one opens.
 */
const loadModals = () => import('./VideoModals');
const AddToDialog = lazy(() => loadModals().then((m) => ({ default: m.AddToDialog })));
const ReportDialog = lazy(() => loadModals().then((m) => ({ default: m.ReportDialog })));
const ShareModal = lazy(() => loadModals().then((m) => ({ default: m.ShareModal })));
const preloadModals = () => {
  loadModals().catch(() => {});
  import('./DownloadModals').catch(() => {});
};

type OpenModal = 'share' | 'report' | 'addTo' | null;

export interface VideoPageActionsProps {
  video: VideoDetail;
  api: ApiClient;
  /** The current player file with the download flag (§4), once the file list has an MP4. */
  downloadFile: string | undefined;
  /** Every MP4 of the file list, to choose the quality from (#32 item 8). */
  downloadChoices?: readonly PlayerDownload[];
  /** Whether the file list has answered: a member's download waits for it (a visitor's opens sign-in). */
  filesReady: boolean;
  /** Goes to the download (tests pass a spy; the site navigates to the file). */
  startDownload: (href: string) => void;
  /** Copies text (the menu's "copy link"); defaults to the clipboard. */
  copyText?: (text: string) => Promise<void>;
}

const clipboardWrite = (text: string) => navigator.clipboard.writeText(text);

/**
 * The video page's actions (§2, §4): like and dislike (local counters move on success, §8 vote_*
 * notifications), share (link and the 426×265 embed code), report, add to (favourites, watch later,
 * playlists: 5 a page, 20 loaded a request, a new playlist inline), download (the file for its owner or a
 * paid member, else the pay-or-describe modal) and the "more" menu. Visitors get the sign-in modal for
 * everything that needs a member.
 */
export function VideoPageActions({
  video,
  api,
  downloadFile,
  downloadChoices,
  filesReady,
  startDownload,
  copyText = clipboardWrite,
}: VideoPageActionsProps) {
  const { t } = useT();
  const { user, origin, gender } = useSite();
  const { openSignIn, notify } = useSiteActions();
  const memberOnly = useMemberOnly();
  const qc = useQueryClient();
  const [modal, setModal] = useState<OpenModal>(null);
  const [counts, setCounts] = useState(video.statistics);
  const [vote, setVote] = useState<Vote | null>(null);
  // The member's own vote and lists holding the video: theirs, read apart from the cached video (#25).
  const mine = useQuery({ ...videoQueries.state(api, video.video_id), enabled: user !== null });
  // Not in the server's render: a hydration renders without it, though the player may have it already.
  const hydrating = useHydrating();
  const state = user && !hydrating ? mine.data : undefined;
  const ownVote: Vote | null = vote ?? (state?.vote === 1 ? 'like' : state?.vote === 0 ? 'dislike' : null);
  const downloads = useDownload({
    video,
    api,
    downloadFile,
    ...(downloadChoices ? { downloadChoices } : {}),
    startDownload,
  });

  const pageUrl = `${origin}${videoHref(video)}`;
  const embedUrl = `${origin}/embed/${video.video_id}/`;
  const close = (open: boolean) => {
    if (!open) setModal(null);
  };

  const voting = useMutation(voteMutation(api, qc));
  const onVote = (value: 1 | 0) => {
    const which: Vote = value === 1 ? 'like' : 'dislike';
    voting.mutate(
      { section: 'video', object_id: video.video_id, vote: value },
      {
        onSuccess: (data) => {
          setCounts(
            (c) =>
              data.statistics ?? {
                likes: c.likes + (value === 1 ? 1 : 0),
                dislikes: c.dislikes + (value === 0 ? 1 : 0),
              },
          );
          setVote(which);
          notify({ type: 'success', text: t('video.notify.vote_success') });
        },
        onError: (error) => {
          if (errorCode(error) === 'need_auth') openSignIn();
          notify({
            type: 'error',
            text: t(errorKeyOf(error, 'video.notify.vote_', 'video.notify.vote_general_error')),
          });
        },
      },
    );
  };

  const copyLink = () => {
    copyText(pageUrl).then(
      () => notify({ type: 'success', text: t('video.notify.copied') }),
      () => notify({ type: 'error', text: t('share.copyFailed') }),
    );
  };

  const openAddTo = () => memberOnly(() => setModal('addTo'));

  return (
    <RequireAuthProvider viewer={user} onSignInRequired={openSignIn}>
      <div className={styles.toolbar}>
        <VoteButtons
          likes={counts.likes}
          dislikes={counts.dislikes}
          vote={ownVote}
          pending={voting.isPending ? (voting.variables?.vote === 1 ? 'like' : 'dislike') : null}
          canVote={user !== null}
          onVote={onVote}
          onLoginRequired={openSignIn}
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: no action of its own: a pointer over or focus in its buttons loads their dialogs */}
        <div
          className={styles.toolbarEnd}
          onPointerOver={preloadModals}
          onFocus={preloadModals}
          onTouchStart={preloadModals}
        >
          <VideoActions
            onShare={() => setModal('share')}
            onReport={() => setModal('report')}
            onAddTo={openAddTo}
            onDownload={() => void downloads.start()}
            pending={downloads.checking ? 'download' : null}
            hidden={user && !filesReady ? ['download'] : []}
          />
          <VideoPageMenu
            {...(user && !filesReady ? {} : { onDownload: () => void downloads.start() })}
            onAddTo={() => setModal('addTo')}
            onShare={() => setModal('share')}
            onCopyLink={copyLink}
            onReport={() => setModal('report')}
          />
        </div>
      </div>
      {modal === 'share' && (
        <Suspense fallback={null}>
          <ShareModal
            open
            onOpenChange={close}
            url={pageUrl}
            embedUrl={embedUrl}
            videoTitle={video.title}
            copyText={copyText}
          />
        </Suspense>
      )}
      {modal === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog
            api={api}
            videoTitle={video.title}
            pageUrl={pageUrl}
            onClose={close}
            onSent={() => notify({ type: 'success', text: t('video.notify.contactus_success') })}
          />
        </Suspense>
      )}
      {modal === 'addTo' && user && (
        <Suspense fallback={null}>
          <AddToDialog
            api={api}
            videoId={video.video_id}
            userId={user.user_id}
            gender={gender}
            added={[
              ...(state?.favourites ? ['favourites'] : []),
              ...(state?.watch_later ? ['watch_later'] : []),
              ...(state?.playlists ?? []).map((id) => `playlist:${id}`),
            ]}
            onClose={close}
          />
        </Suspense>
      )}
      {downloads.dialogs}
    </RequireAuthProvider>
  );
}

/**
 * The actions as a part of the video page, with what they need of the file list (the download's file,
 * whether it has answered); none for a video the file list withholds.
 */
export function VideoActionsPart({ video }: { video: VideoDetail }) {
  const { api, startDownload, copyText } = useVideoPage();
  const { stage } = useVideoStage(api, video, { poll: false });
  if (isWithheld(stage)) return null;
  const files = stage.kind === 'ready' ? stage.files : undefined;
  return (
    <VideoPageActions
      video={video}
      api={api}
      downloadFile={files?.download}
      {...(files?.downloads ? { downloadChoices: files.downloads } : {})}
      filesReady={stage.kind === 'ready'}
      startDownload={startDownload}
      {...(copyText ? { copyText } : {})}
    />
  );
}
