// Browsing controls of @site/ui (#8): filters bars and menus, category multi-select, search box and comments.
// Each component lives in its own PascalCase folder; export it here.
export {
  type CategoryOption,
  CategorySelect,
  type CategorySelectProps,
} from './CategorySelect/CategorySelect';
export {
  CommentForm,
  type CommentFormProps,
  CommentItem,
  type CommentItemData,
  type CommentItemProps,
  Comments,
  type CommentsProps,
  type CommentsStatus,
  commentErrorMessageKey,
  commentsStatuses,
} from './Comments/Comments';
export {
  ChannelFilters,
  type ChannelFiltersProps,
  MemberFilters,
  type MemberFiltersProps,
  type MemberFiltersValue,
  ModelFilters,
  type ModelFiltersProps,
  type ModelFiltersValue,
  PlaylistFilters,
  type PlaylistFiltersProps,
} from './FilterMenus/FilterMenus';
export {
  countActiveFilters,
  FILTER_ALL,
  type FilterControl,
  type FilterGroup,
  FilterMenu,
  type FilterMenuLayout,
  type FilterMenuProps,
  type FilterOption,
  type FilterValues,
  filterControls,
  filterMenuLayouts,
  normalizeFilters,
} from './FiltersBar/FilterMenu';
export { FiltersBar, type FiltersBarProps, type VideoFiltersValue } from './FiltersBar/FiltersBar';
export { SearchBox, type SearchBoxProps, type SearchSuggestion } from './SearchBox/SearchBox';
