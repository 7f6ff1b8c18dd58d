/** English defaults of the video components (merged into `en`). */
export const videoEn = {
  // VideoInfo
  'videoPage.stats': 'Video statistics',
  'videoPage.views.one': '{count} view',
  'videoPage.views.other': '{count} views',
  'videoPage.added': 'Added',
  'videoPage.duration': 'Duration',
  'videoPage.rating': '{percent} liked',
  'videoPage.noRating': 'No votes yet',
  'videoPage.loading': 'Loading video details',
  // VoteButtons
  'videoPage.vote.label': 'Rate this video',
  'videoPage.vote.like': 'Like',
  'videoPage.vote.dislike': 'Dislike',
  'videoPage.vote.loginHint': 'Sign in to vote',
  // SubscribeButton
  'videoPage.subscribe': 'Subscribe',
  'videoPage.unsubscribe': 'Unsubscribe',
  'videoPage.subscribe.channel': 'Subscribe to the channel {name}',
  'videoPage.subscribe.model': 'Subscribe to the model {name}',
  'videoPage.subscribe.member': 'Subscribe to the member {name}',
  'videoPage.unsubscribe.channel': 'Unsubscribe from the channel {name}',
  'videoPage.unsubscribe.model': 'Unsubscribe from the model {name}',
  'videoPage.unsubscribe.member': 'Unsubscribe from the member {name}',
  'videoPage.subscribe.loginHint': 'Sign in to subscribe',
  'videoPage.subscribers.one': '{count} subscriber',
  'videoPage.subscribers.other': '{count} subscribers',
  // VideoLinks
  'videoPage.links.channel': 'Channel',
  'videoPage.links.models': 'Models',
  'videoPage.links.categories': 'Categories',
  'videoPage.links.empty': 'No categories, models or channel for this video',
  // RelatedVideos
  'videoPage.related': 'Related videos',
  'videoPage.related.more': 'Show more',
  'videoPage.related.pages': 'Pages of related videos',
  'videoPage.related.empty': 'No related videos',
  'videoPage.related.emptyHint': 'Try the categories of this video for more like it.',
  'videoPage.related.loading': 'Loading related videos',
  'videoPage.related.shown': 'Showing {shown} of {total}',
  // VideoActions
  'videoPage.actions': 'Video actions',
  'videoPage.actions.share': 'Share',
  'videoPage.actions.report': 'Report',
  'videoPage.actions.addTo': 'Add to',
  'videoPage.actions.download': 'Download',
} as const;
