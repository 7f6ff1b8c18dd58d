// Cards and listing grids of @site/ui (#8): video, model, channel, category, playlist and member cards and
// their grids. Each component lives in its own PascalCase folder; export it here.
export {
  USER_UPLOAD_SOURCE,
  type VideoAuthor,
  VideoCard,
  type VideoCardData,
  type VideoCardProps,
  VideoCardSkeleton,
  videoAuthor,
  videoHref,
} from './VideoCard/VideoCard';
