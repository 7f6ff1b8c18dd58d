// The player and the video-page parts of @site/ui (#8).
// Each component lives in its own PascalCase folder; export it here.
export {
  type RelatedPaging,
  RelatedVideos,
  type RelatedVideosProps,
  relatedPagings,
} from './RelatedVideos/RelatedVideos';
export {
  SubscribeButton,
  type SubscribeButtonProps,
  type SubscribeTarget,
  subscribeTargets,
} from './SubscribeButton/SubscribeButton';
export {
  type VideoAction,
  VideoActions,
  type VideoActionsProps,
  videoActions,
} from './VideoActions/VideoActions';
export {
  likeShare,
  VideoInfo,
  type VideoInfoData,
  type VideoInfoProps,
  VideoInfoSkeleton,
} from './VideoInfo/VideoInfo';
export { VideoLinks, type VideoLinksProps, type VideoLinkTarget } from './VideoLinks/VideoLinks';
export {
  END_SCREEN_VIDEOS,
  type EndScreenVideo,
  isHlsSource,
  PLAYBACK_RATES,
  type PlayerErrorKind,
  parseStoryboardVtt,
  parseVttTime,
  playerErrorKinds,
  type QualityLevel,
  SEEK_STEP,
  type StoryboardCue,
  storyboardCueAt,
  VideoPlayer,
  type VideoPlayerProps,
  type VideoSourceType,
} from './VideoPlayer/VideoPlayer';
export { type Vote, VoteButtons, type VoteButtonsProps, votes } from './VoteButtons/VoteButtons';
