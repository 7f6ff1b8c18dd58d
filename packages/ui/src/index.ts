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
export * from './moderation';
export * from './overlays';
export * from './theme';
export * from './video';
