/**
 * English defaults of the cards components (merged into `en`). VideoCard also keeps using the `video.*`
 * keys of `en.ts` (views, 'Just added', HD/VR, duration, channel/member, trusted member).
 */
export const cardsEn = {
  /** §9: the label after a name containing 'hidden cam'. */
  'videoCard.fake': '(fake)',
  'videoCard.private': 'Private',
  /** Where the owner's upload stands, in place of its views (only the owner meets these). */
  'videoCard.stage.processing': 'Processing',
  'videoCard.stage.review': 'Awaiting review',
  'videoCard.stage.rejected': 'Rejected',
  'videoCard.stage.failed': 'Could not be processed',
  'videoCard.stage.deleted': 'Deleted',
  'videoCard.rejectReason': 'Reason: {reason}',
  /** Continue watching: how far the viewer got, said after the picture (the bar shows it). */
  'videoCard.watched': 'Watched up to {position}',
  'modelCard.videos.one': '{count} video',
  'modelCard.videos.other': '{count} videos',
  'modelCard.views.one': '{count} view',
  'modelCard.views.other': '{count} views',
  'modelCard.subscribers.one': '{count} subscriber',
  'modelCard.subscribers.other': '{count} subscribers',
  'channelCard.videos.one': '{count} video',
  'channelCard.videos.other': '{count} videos',
  'channelCard.subscribers.one': '{count} subscriber',
  'channelCard.subscribers.other': '{count} subscribers',
  /** Said before the channel's category names. */
  'channelCard.categories': 'Categories:',
  'categoryCard.videos.one': '{count} video',
  'categoryCard.videos.other': '{count} videos',
  'playlistCard.videos.one': '{count} video',
  'playlistCard.videos.other': '{count} videos',
  'playlistCard.views.one': '{count} view',
  'playlistCard.views.other': '{count} views',
  /** A playlist visible to its owner only (visible 0). */
  'playlistCard.onlyMe': 'Only me',
  /** Said before the playlist owner's name. */
  'playlistCard.by': 'By',
  // The owner's order of a playlist (#32 item 7): PlaylistOrder.
  'playlistOrder.label': 'Order of the videos',
  'playlistOrder.drag': 'Drag {title}',
  'playlistOrder.instructions':
    'To pick up a video, press Space or Enter. Move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
  'playlistOrder.up': 'Move {title} up',
  'playlistOrder.down': 'Move {title} down',
  'playlistOrder.picked': 'Picked up {title}, position {position} of {total}.',
  'playlistOrder.over': '{title} is over position {position} of {total}.',
  'playlistOrder.moved': '{title} moved to position {position} of {total}.',
  'playlistOrder.cancelled': '{title} was not moved.',
  'playlistOrder.error': 'The new order could not be saved. Please try again.',
  'memberCard.videos.one': '{count} video',
  'memberCard.videos.other': '{count} videos',
  'memberCard.subscribers.one': '{count} subscriber',
  'memberCard.subscribers.other': '{count} subscribers',
  'listingGrid.loading.videos': 'Loading videos',
  'listingGrid.loading.models': 'Loading models',
  'listingGrid.loading.channels': 'Loading channels',
  'listingGrid.loading.categories': 'Loading categories',
  'listingGrid.loading.playlists': 'Loading playlists',
  'listingGrid.loading.members': 'Loading members',
  'listingGrid.empty.videos': 'No videos here yet',
  'listingGrid.empty.models': 'No models found',
  'listingGrid.empty.channels': 'No channels found',
  'listingGrid.empty.categories': 'No categories found',
  'listingGrid.empty.playlists': 'No playlists here yet',
  'listingGrid.empty.members': 'No members found',
} as const;
