export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button/Button';
export {
  Dialog,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogRootProps,
  type DialogTriggerProps,
} from './Dialog/Dialog';
export * from './display';
export * from './forms';
export * from './i18n';
export * from './overlays';
export * from './theme';
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
