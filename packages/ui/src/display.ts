// The display primitives of @site/ui; each lives in its own PascalCase folder.
export { Avatar, type AvatarProps, type AvatarSize, avatarSizes } from './Avatar/Avatar';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './Badge/Badge';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState/ErrorState';
export {
  Flag,
  type FlagProps,
  type FlagSize,
  flagSizes,
  isModelCountry,
  MODEL_COUNTRIES,
  type ModelCountry,
} from './Flag/Flag';
export {
  Pagination,
  type PaginationProps,
  type PaginationVariant,
  paginationVariants,
} from './Pagination/Pagination';
export { Tag, TagList, type TagListItem, type TagListProps, type TagProps } from './Tag/Tag';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
