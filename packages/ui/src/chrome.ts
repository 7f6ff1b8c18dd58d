// Site chrome of @site/ui (#8): header, sidebar, footer, banner slots, video slider, cookie bar, age gate, country picker, 404 block, debug panel.
// Each component lives in its own PascalCase folder; export it here.

export { AdblockNotice, type AdblockNoticeProps } from './AdblockNotice/AdblockNotice';
export { AgeGate, type AgeGateProps } from './AgeGate/AgeGate';
export { AgeGatePage, type AgeGatePageProps } from './AgeGate/AgeGatePage';
export {
  BANNER_SANDBOX,
  type Banner,
  BannerSlot,
  type BannerSlotProps,
  type BannerVariant,
  bannerVariants,
  type IframeBanner,
  type ImageBanner,
  isPromoHiddenOn,
} from './BannerSlot/BannerSlot';
export { CookieBar, type CookieBarProps } from './CookieBar/CookieBar';
export { CountryPicker, type CountryPickerProps, sortedCountries } from './CountryPicker/CountryPicker';
export { DebugPanel, type DebugPanelProps, type DebugValue, formatDebugValue } from './DebugPanel/DebugPanel';
export {
  defaultFooterHrefs,
  Footer,
  type FooterLinkKey,
  type FooterProps,
  footerLinkKeys,
} from './Footer/Footer';
export {
  Header,
  type HeaderLink,
  type HeaderProps,
  type HeaderUser,
  type HideOnScrollOptions,
  languageName,
  nextHidden,
  useDelayedReveal,
  useHideOnScroll,
} from './Header/Header';
export {
  NavigationProgress,
  type NavigationProgressProps,
} from './NavigationProgress/NavigationProgress';
export { NotFound, type NotFoundProps } from './NotFound/NotFound';
export {
  pickRandom,
  type RandomSource,
  Sidebar,
  type SidebarCategory,
  type SidebarChannel,
  type SidebarLink,
  type SidebarModel,
  type SidebarProps,
  seededRandom,
} from './Sidebar/Sidebar';
export {
  scrollEdges,
  VideoSlider,
  type VideoSliderItem,
  type VideoSliderProps,
} from './VideoSlider/VideoSlider';
