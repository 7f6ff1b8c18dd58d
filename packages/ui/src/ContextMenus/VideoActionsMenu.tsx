import type { VideoCard } from '@site/api';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { IconButton } from '../IconButton/IconButton';
import { useMessages } from '../i18n/UiProvider';
import { useRequireAuth } from '../RequireAuth/RequireAuth';
import { DotsIcon } from './icons';

/** `is_private` may be left out (taken as public), so a `VideoCardData` can be passed as is. */
export type VideoActionsVideo = Pick<VideoCard, 'video_id' | 'title'> &
  Partial<Pick<VideoCard, 'is_private'>>;

/**
 * The owner's actions on an own upload (status_id 6, §6): edit, privacy toggle (act 3), re-add (4),
 * delete (2). Each one given adds its item, in that order.
 */
export interface VideoOwnerActions {
  /** Edit the upload (the site opens its edit screen). */
  onEdit?: (videoId: number) => void;
  onTogglePrivacy?: (videoId: number) => void;
  onReadd?: (videoId: number) => void;
  onDelete?: (videoId: number) => void;
}

export interface VideoActionsMenuProps {
  video: VideoActionsVideo;
  /** Login-requiring (§6): a visitor gets the sign-in modal through `RequireAuthProvider`. */
  onWatchLater?: (videoId: number) => void;
  onFavourites?: (videoId: number) => void;
  onAddTo?: (videoId: number) => void;
  onShare?: (videoId: number) => void;
  onReport?: (videoId: number) => void;
  /** On the owner's watch-later, favourites and playlist pages: remove from that list. */
  onRemove?: (videoId: number) => void;
  /** Given only when the viewer owns the upload with status_id 6. */
  owner?: VideoOwnerActions;
  defaultOpen?: boolean;
}

/**
 * The video actions context menu of a card (§2): an icon button named after the video, then the actions
 * whose callbacks are given. Login-requiring actions go through `useRequireAuth` (§4).
 */
export function VideoActionsMenu({
  video,
  onWatchLater,
  onFavourites,
  onAddTo,
  onShare,
  onReport,
  onRemove,
  owner,
  defaultOpen,
}: VideoActionsMenuProps) {
  const { t } = useMessages();
  const requireAuth = useRequireAuth();
  const id = video.video_id;
  const gated = (action?: (videoId: number) => void) => action && (() => requireAuth(() => action(id)));
  const plain = (action?: (videoId: number) => void) => action && (() => action(id));
  const member = [
    { key: 'watchLater', label: t('videoActions.watchLater'), run: gated(onWatchLater) },
    { key: 'favourites', label: t('videoActions.favourites'), run: gated(onFavourites) },
    { key: 'addTo', label: t('videoActions.addTo'), run: gated(onAddTo) },
    { key: 'share', label: t('videoActions.share'), run: plain(onShare) },
    { key: 'report', label: t('videoActions.report'), run: plain(onReport) },
    { key: 'remove', label: t('videoActions.remove'), run: gated(onRemove) },
  ].filter((item) => item.run);
  const ownerItems = owner
    ? [
        { key: 'edit', label: t('videoActions.edit'), run: plain(owner.onEdit), tone: 'neutral' as const },
        {
          key: 'privacy',
          label: video.is_private === 1 ? t('videoActions.makePublic') : t('videoActions.makePrivate'),
          run: plain(owner.onTogglePrivacy),
          tone: 'neutral' as const,
        },
        { key: 'readd', label: t('videoActions.readd'), run: plain(owner.onReadd), tone: 'neutral' as const },
        {
          key: 'delete',
          label: t('videoActions.delete'),
          run: plain(owner.onDelete),
          tone: 'danger' as const,
        },
      ].filter((item) => item.run)
    : [];

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={t('videoActions.trigger', { title: video.title })} size="sm">
          <DotsIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {member.map((item) => (
          <DropdownMenu.Item key={item.key} onSelect={item.run}>
            {item.label}
          </DropdownMenu.Item>
        ))}
        {ownerItems.length > 0 && member.length > 0 && <DropdownMenu.Separator />}
        {ownerItems.map((item) => (
          <DropdownMenu.Item key={item.key} tone={item.tone} onSelect={item.run}>
            {item.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
