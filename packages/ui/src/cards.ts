// Cards and listing grids of @site/ui (#8): video, model, channel, category, playlist and member cards and
// their grids. Each component lives in its own PascalCase folder; export it here.
export {
  CategoryCard,
  type CategoryCardData,
  type CategoryCardProps,
  CategoryCardSkeleton,
} from './CategoryCard/CategoryCard';
export {
  CHANNEL_CARD_CATEGORIES,
  ChannelCard,
  type ChannelCardData,
  type ChannelCardProps,
  ChannelCardSkeleton,
} from './ChannelCard/ChannelCard';
// Friends (#25 item 7): the member page's friend button and the owner's friend requests.
export {
  FriendButton,
  type FriendButtonProps,
  friendButtonStates,
} from './FriendButton/FriendButton';
export {
  type FriendRequestAct,
  type FriendRequestData,
  FriendRequests,
  type FriendRequestsProps,
  friendRequestActs,
} from './FriendRequests/FriendRequests';
export {
  ListingGrid,
  type ListingGridProps,
  type ListingKind,
  type ListingStatus,
  listingKinds,
  listingPageSizes,
  VideoGrid,
  type VideoGridProps,
} from './ListingGrid/ListingGrid';
export {
  MemberCard,
  type MemberCardData,
  type MemberCardProps,
  MemberCardSkeleton,
} from './MemberCard/MemberCard';
export { ModelCard, type ModelCardData, type ModelCardProps, ModelCardSkeleton } from './ModelCard/ModelCard';
export {
  BELL_COUNT_MAX,
  NotificationBell,
  type NotificationBellProps,
} from './NotificationBell/NotificationBell';
export {
  type NotificationData,
  NotificationList,
  type NotificationListProps,
} from './NotificationList/NotificationList';
// The member's paid period (#32 item 8): on their own page.
export {
  PaidPeriod,
  type PaidPeriodProps,
  type PaidPeriodStatus,
  paidPeriodState,
} from './PaidPeriod/PaidPeriod';
export {
  PLAYLIST_CARD_THUMBS,
  PlaylistCard,
  type PlaylistCardData,
  type PlaylistCardProps,
  PlaylistCardSkeleton,
} from './PlaylistCard/PlaylistCard';
// The owner's order of a playlist (#32 item 7): loaded only on the owner's playlist page.
export {
  PlaylistOrder,
  type PlaylistOrderItem,
  type PlaylistOrderProps,
} from './PlaylistOrder/PlaylistOrder';
export {
  deviceName,
  type SessionData,
  SessionList,
  type SessionListProps,
} from './SessionList/SessionList';
export {
  THUMB_ROTATION_MS,
  USER_UPLOAD_SOURCE,
  type VideoAuthor,
  VideoCard,
  type VideoCardData,
  type VideoCardProps,
  VideoCardSkeleton,
  videoAuthor,
  videoHref,
} from './VideoCard/VideoCard';
