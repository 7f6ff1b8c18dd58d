export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button/Button';
export * from './browse';
export * from './cards';
export * from './chrome';
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
export * from './modals';
export * from './overlays';
// The theme's runtime parts (`@site/ui/theme`); the brand makers are `@site/ui/theme/brand` only.
export * from './theme';
// The player and the video page's parts: `@site/ui/video` (src/video.ts). The moderation console:
// `@site/ui/moderation` (src/moderation.ts). Entries of their own, so a site that shows neither loads neither.
