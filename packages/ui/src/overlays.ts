// The overlays and feedback primitives of @site/ui; each lives in its own PascalCase folder.
export {
  DropdownMenu,
  type DropdownMenuCheckboxItemProps,
  type DropdownMenuContentProps,
  type DropdownMenuGroupProps,
  type DropdownMenuItemProps,
  type DropdownMenuItemTone,
  type DropdownMenuLabelProps,
  type DropdownMenuRadioGroupProps,
  type DropdownMenuRadioItemProps,
  type DropdownMenuRootProps,
  type DropdownMenuSeparatorProps,
  type DropdownMenuSubContentProps,
  type DropdownMenuSubProps,
  type DropdownMenuSubTriggerProps,
  type DropdownMenuTriggerProps,
  dropdownMenuItemTones,
} from './DropdownMenu/DropdownMenu';
// Overlays load their Radix part when first wanted; this loads every one now (e.g. when the page is idle).
export { preloadOverlays } from './internal/lazyOverlay';
export {
  Popover,
  type PopoverAnchorProps,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverRootProps,
  type PopoverTriggerProps,
} from './Popover/Popover';
export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarSize,
  progressBarSizes,
} from './ProgressBar/ProgressBar';
export {
  Sheet,
  type SheetCloseProps,
  type SheetContentProps,
  type SheetRootProps,
  type SheetSide,
  type SheetTriggerProps,
  sheetSides,
} from './Sheet/Sheet';
export {
  Skeleton,
  SkeletonList,
  type SkeletonListLayout,
  type SkeletonListProps,
  type SkeletonProps,
  type SkeletonRatio,
  type SkeletonShape,
  type SkeletonSize,
  type SkeletonWidth,
  skeletonListLayouts,
  skeletonRatios,
  skeletonShapes,
  skeletonSizes,
  skeletonWidths,
} from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner/Spinner';
export {
  TOAST_DURATION,
  Toast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastSwipeDirection,
  type ToastType,
  toastSwipeDirections,
  toastTypes,
  useToast,
} from './Toast/Toast';
export {
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
  type TooltipSide,
  tooltipSides,
} from './Tooltip/Tooltip';
