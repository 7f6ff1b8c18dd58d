import {
  type ApiClient,
  errorCode,
  type Gender,
  OWNER_ACTIONS_STATUS_ID,
  PAGE_SIZE,
  type SessionUser,
  type VideoCard,
} from '@site/api';
import { pageCount, uploadStage } from '@site/api/display';
import { friendQueries, memberQueries, removeFromMutation, videoPrivacyMutation } from '@site/api/query';
import {
  Button,
  ChannelCard,
  ErrorState,
  FriendRequests,
  ListingGrid,
  MemberCard,
  ModelCard,
  Pagination,
  PlaylistCard,
  VideoActionsMenu,
  type VideoCardData,
  VideoGrid,
  type VideoOwnerActions,
} from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { MemberSectionParams } from '../../lib/member-params';
import { retryOf } from '../../lib/refusals';
import { useSite } from '../../lib/site';
import { useMemberOnly } from '../../lib/site-actions';
import { editUploadHref, memberHref, SECTION_URLS } from '../../lib/urls';
import { CommentThread } from '../comments/CommentThread';
import { useFriendActs } from './friend-acts';
import { MemberHeader, MemberTabs } from './MemberHeader';
import {
  friendsQuery,
  isVideoSubPage,
  memberDetailQuery,
  playlistsQuery,
  REMOVABLE_SUB_PAGES,
  type VideoSubPage,
  videoSectionQuery,
} from './member-data';
import * as styles from './members.css';
import { useMemberNotify } from './notify';
import '../../messages/use-members';

const DeleteVideoModal = lazy(() => import('./MemberModals').then((m) => ({ default: m.DeleteVideoModal })));
const ReaddVideoModal = lazy(() => import('./MemberModals').then((m) => ({ default: m.ReaddVideoModal })));

export interface MemberSectionPageProps extends MemberSectionParams {
  viewer: SessionUser | null;
  gender: Gender;
  api?: ApiClient;
  /** The moment relative dates are counted from (the wall). */
  now?: number;
}

/** /members/{user_id}/{sub}/{page}/ (§2): the member's header and tabs, then the sub-page's list. */
export function MemberSectionPage({
  userId,
  sub,
  page,
  viewer,
  gender,
  api = browserApi,
  now,
}: MemberSectionPageProps) {
  const { t } = useT();
  const own = viewer?.user_id === userId;
  const member = useQuery(memberDetailQuery(api, userId, own));
  const headingId = useId();
  const name = member.data?.user.username ?? String(userId);
  const section = t(`members.sub.${sub}`);
  const title = t('members.sub.title', { section, name });
  const context = { userId, page, viewer, gender, api, own, title };

  let content: ReactNode;
  if (isVideoSubPage(sub)) content = <VideoSection {...context} sub={sub} />;
  else if (sub === 'friends') content = <FriendsSection {...context} now={now} />;
  else if (sub === 'playlists') content = <PlaylistsSection {...context} />;
  else if (sub === 'subscriptions') content = <SubscriptionsSection {...context} />;
  else content = <WallSection {...context} now={now} />;

  return (
    <div className={styles.page}>
      {member.data ? (
        <MemberHeader member={member.data.user} viewer={viewer} api={api} nameAs="p" />
      ) : member.isError ? (
        <ErrorState code={errorCode(member.error)} {...retryOf(member)} />
      ) : null}
      <MemberTabs userId={userId} current={sub} />
      <section aria-labelledby={headingId} className={styles.section}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {content}
      </section>
    </div>
  );
}

interface SectionProps {
  userId: number;
  page: number;
  viewer: SessionUser | null;
  gender: Gender;
  api: ApiClient;
  own: boolean;
  title: string;
}

function Pages({
  userId,
  sub,
  page,
  total,
  size,
}: {
  userId: number;
  sub: string;
  page: number;
  total: number | undefined;
  size: number;
}) {
  if (total === undefined) return null;
  return (
    <Pagination
      page={page}
      totalPages={pageCount(total, size)}
      hrefForPage={(p) => memberHref(userId, sub, p)}
    />
  );
}

/**
 * Uploaded, favourite, watch-later videos and history. The owner removes videos from watch later and
 * favourites (the section reloads, §4); an owner with status_id 6 gets the privacy toggle (act 3),
 * re-add (act 4) and delete (act 2) on their own uploads, each reloading the page on success (§4, §6).
 */
function VideoSection({
  userId,
  page,
  viewer,
  gender,
  api,
  own,
  title,
  sub,
}: SectionProps & { sub: VideoSubPage }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const notify = useMemberNotify();
  const memberOnly = useMemberOnly();
  const { lang } = useSite();
  const query = useQuery(videoSectionQuery(api, sub, userId, page, { gender, lang }, own));
  const remove = useMutation(removeFromMutation(api, queryClient));
  const privacy = useMutation(videoPrivacyMutation(api, queryClient));
  const [deleting, setDeleting] = useState<VideoCardData | null>(null);
  const [readding, setReadding] = useState<VideoCardData | null>(null);
  const navigate = useNavigate();

  const removeFrom =
    sub in REMOVABLE_SUB_PAGES ? REMOVABLE_SUB_PAGES[sub as keyof typeof REMOVABLE_SUB_PAGES] : null;
  const canRemove = own && removeFrom !== null;
  // On their own uploads: every owner edits the words of a described upload; with status_id 6 also the
  // privacy toggle, delete and re-add (§6). A deleted upload stays listed, marked, to be re-added.
  const ownUploads = own && sub === 'uploaded_videos';
  const statusSix = viewer?.status_id === OWNER_ACTIONS_STATUS_ID;
  const reload = () => query.refetch();
  const find = (videoId: number) => query.data?.videos.find((v) => v.video_id === videoId) ?? null;
  const ownerActionsOf = (video: VideoCard): VideoOwnerActions => {
    const stage = uploadStage(video);
    const uploadId = video.owner?.upload_id;
    if (stage === 'deleted') {
      // A rejected upload that was deleted cannot come back (act 4 answers 409 rejected).
      return statusSix && !video.owner?.reject_reason ? { onReadd: (id) => setReadding(find(id)) } : {};
    }
    const actions: VideoOwnerActions = {};
    if (uploadId && stage !== 'failed') actions.onEdit = () => navigate(editUploadHref(uploadId));
    if (statusSix && stage !== 'rejected' && stage !== 'failed') {
      actions.onTogglePrivacy = (videoId) => {
        privacy
          .mutateAsync({ video_id: videoId })
          .then(() => {
            notify.success('members.notify.privacyChanged');
            return reload();
          })
          .catch(notify.failure);
      };
      actions.onDelete = (videoId) => setDeleting(find(videoId));
    }
    return actions;
  };

  const menuOf = (video: VideoCardData): ReactNode => {
    if (canRemove && removeFrom) {
      return (
        <Button
          size="sm"
          variant="secondary"
          loading={remove.isPending && remove.variables?.video_id === video.video_id}
          aria-label={t('members.removeLabel', { title: video.title })}
          onClick={() =>
            memberOnly(() => {
              remove
                .mutateAsync({ section: removeFrom, video_id: video.video_id })
                .then(() => notify.success('members.notify.removed'), notify.failure);
            })
          }
        >
          {t('members.remove')}
        </Button>
      );
    }
    const card = ownUploads ? find(video.video_id) : null;
    if (card) {
      const owner = ownerActionsOf(card);
      return Object.keys(owner).length > 0 ? <VideoActionsMenu video={video} owner={owner} /> : null;
    }
    return null;
  };

  return (
    <>
      <VideoGrid
        status={query.status}
        videos={query.data?.videos}
        label={title}
        errorCode={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
        retrying={query.isFetching}
        priorityCount={4}
        cardHeadingLevel={2}
        menuOf={canRemove || ownUploads ? menuOf : undefined}
        // The feed's empty state says how to fill it (#32 item 2).
        {...(sub === 'feed' && own
          ? {
              emptyTitle: t('members.feed.empty'),
              emptyDescription: t('members.feed.emptyHint'),
              emptyAction: <Link to={SECTION_URLS.channels}>{t('members.feed.browseChannels')}</Link>,
            }
          : {})}
      />
      <Pages userId={userId} sub={sub} page={page} total={query.data?.total_count} size={PAGE_SIZE.videos} />
      <Suspense fallback={null}>
        {deleting && (
          <DeleteVideoModal
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            videoTitle={deleting.title}
            onConfirm={() =>
              api.videos.remove({ video_id: deleting.video_id }).then(
                () => {
                  setDeleting(null);
                  notify.success('members.notify.deleted');
                  return reload();
                },
                (error: unknown) => {
                  notify.failure(error);
                  throw error;
                },
              )
            }
          />
        )}
        {readding && (
          <ReaddVideoModal
            open
            onOpenChange={(open) => !open && setReadding(null)}
            videoTitle={readding.title}
            onSubmit={({ days }) =>
              api.videos.readd({ video_id: readding.video_id, days }).then(
                () => {
                  setReadding(null);
                  notify.success('members.notify.readded');
                  return reload();
                },
                (error: unknown) => {
                  notify.failure(error);
                  throw error;
                },
              )
            }
          />
        )}
      </Suspense>
    </>
  );
}

/**
 * The member's friends (accepted only). On their own page the member also meets their friend requests
 * (accept, decline, cancel) and an "Unfriend" on each friend.
 */
function FriendsSection({ userId, page, api, title, own, now }: SectionProps & { now?: number | undefined }) {
  const { t } = useT();
  const query = useQuery(friendsQuery(api, userId, page, own));
  const friends = useFriendActs(api);
  const [at] = useState(() => now ?? Date.now());
  return (
    <>
      {own && <OwnFriendRequests api={api} now={at} friends={friends} />}
      <ListingGrid
        kind="members"
        status={query.status}
        items={query.data?.members}
        getKey={(m) => m.user_id}
        renderItem={(m) => (
          <MemberCard
            member={m}
            headingLevel={2}
            action={
              own ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={friends.busy?.userId === m.user_id && friends.busy.act === 'unfriend'}
                  aria-label={t('friends.unfriendLabel', { name: m.username })}
                  onClick={() => friends.unfriend(m)}
                >
                  {t('friends.unfriend')}
                </Button>
              ) : undefined
            }
          />
        )}
        label={title}
        errorCode={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
      />
      <Pages
        userId={userId}
        sub="friends"
        page={page}
        total={query.data?.total_count}
        size={PAGE_SIZE.members}
      />
    </>
  );
}

/** The owner's waiting friend requests: those asked of them (accept, decline) and their own (cancel). */
function OwnFriendRequests({
  api,
  now,
  friends,
}: {
  api: ApiClient;
  now: number;
  friends: ReturnType<typeof useFriendActs>;
}) {
  const query = useQuery(friendQueries.requests(api));
  const member = (userId: number) =>
    [...(query.data?.incoming ?? []), ...(query.data?.outgoing ?? [])].find((r) => r.user_id === userId);
  const act = (run: (m: { user_id: number; username: string }) => Promise<void>) => (userId: number) => {
    const found = member(userId);
    if (found) void run(found);
  };
  const b = friends.busy;
  const busy =
    b && (b.act === 'accept' || b.act === 'decline' || b.act === 'cancel')
      ? { userId: b.userId, act: b.act }
      : null;
  return (
    <FriendRequests
      status={query.status}
      incoming={query.data?.incoming}
      outgoing={query.data?.outgoing}
      incomingCount={query.data?.incoming_count}
      outgoingCount={query.data?.outgoing_count}
      errorCode={query.isError ? errorCode(query.error) : null}
      {...retryOf(query)}
      onAccept={act(friends.accept)}
      onDecline={act(friends.decline)}
      onCancel={act(friends.cancel)}
      busy={busy}
      now={now}
    />
  );
}

/** The member's playlists, each linking its playlist page (where the owner removes videos, §6). */
function PlaylistsSection({ userId, page, gender, api, own, title }: SectionProps) {
  const query = useQuery(playlistsQuery(api, userId, page, gender, own));
  return (
    <>
      <ListingGrid
        kind="playlists"
        status={query.status}
        items={query.data?.playlists}
        getKey={(p) => p.playlist_id}
        renderItem={(p, index) => (
          <PlaylistCard playlist={p} headingLevel={2} hideOwner priority={index < 4} />
        )}
        label={title}
        errorCode={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
      />
      <Pages
        userId={userId}
        sub="playlists"
        page={page}
        total={query.data?.total_count}
        size={PAGE_SIZE.playlists}
      />
    </>
  );
}

function SubscriptionsSection({ userId, api }: SectionProps) {
  const { t } = useT();
  const query = useQuery(memberQueries.subscriptions(api, userId));
  if (query.status !== 'success') {
    return (
      <ListingGrid
        kind="members"
        status={query.status}
        items={[]}
        getKey={() => 0}
        renderItem={() => null}
        errorCode={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
        pageSize={12}
      />
    );
  }
  const { models, channels, members } = query.data;
  if (models.length + channels.length + members.length === 0) {
    return (
      <ListingGrid
        kind="members"
        status="success"
        items={[]}
        getKey={() => 0}
        renderItem={() => null}
        emptyTitle={t('members.subscriptions.empty')}
      />
    );
  }
  return (
    <>
      {models.length > 0 && (
        <Group title={t('members.subscriptions.models')}>
          <ListingGrid
            kind="models"
            status="success"
            items={models}
            getKey={(m) => m.dir}
            renderItem={(m) => <ModelCard model={m} headingLevel={3} />}
            label={t('members.subscriptions.models')}
          />
        </Group>
      )}
      {channels.length > 0 && (
        <Group title={t('members.subscriptions.channels')}>
          <ListingGrid
            kind="channels"
            status="success"
            items={channels}
            getKey={(c) => c.dir}
            renderItem={(c) => <ChannelCard channel={c} headingLevel={3} />}
            label={t('members.subscriptions.channels')}
          />
        </Group>
      )}
      {members.length > 0 && (
        <Group title={t('members.subscriptions.members')}>
          <ListingGrid
            kind="members"
            status="success"
            items={members}
            getKey={(m) => m.user_id}
            renderItem={(m) => <MemberCard member={m} headingLevel={3} />}
            label={t('members.subscriptions.members')}
          />
        </Group>
      )}
    </>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.subscriptionGroup}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The member's wall: the comments block on section `member` (§7, components/comments/CommentThread);
 * members write, reply, vote and delete their own, visitors sign in.
 */
function WallSection({ userId, api, now }: SectionProps & { now?: number | undefined }) {
  return <CommentThread api={api} section="member" objectId={userId} now={now} />;
}
