// size-limit checks of @site/ui (`pnpm size`): what each exported primitive adds to a site's bundle when
// it is imported alone from the built `dist/index.js` (minified, tree-shaken, brotli; React is a peer and
// not counted), a few foundations, the whole package, and the CSS file.
//
// The primitives are read from the exports of dist/index.js, so a new primitive is measured as soon as it
// is exported. A primitive without its own limit below gets DEFAULT_LIMIT: give it a measured one.
import { readFileSync } from 'node:fs';

/** `SIZE_DIST=dist/other.js pnpm size` measures another build of the package (e.g. a patched one). */
const DIST = process.env.SIZE_DIST ?? 'dist/index.js';

/** A primitive without its own limit: a small Radix-based control fits, a runaway dependency does not. */
const DEFAULT_LIMIT = '10 kB';

/**
 * Budgets: what each primitive weighs in a tree-shaken bundle (measured when it was added) plus about
 * 20 %. Raise one only for a reason you can name. The reasons so far:
 * - Radix overlays with floating-ui positioning (menus, popovers, selects, tooltips) are the heavy ones.
 * - Every component carries the English defaults of the whole design system (`en`, about 4.5 kB): one
 *   dictionary, so a site pays it once however many components it uses (the domain components of #8/#9
 *   raised every budget by that much).
 * - The modals validate with the contract's zod schemas from @site/api (react-hook-form + zod, about
 *   95 kB): the same schemas and the same zod the site's API client already ships.
 * - The moderation console's messages (#12, `moderation.*`) joined `en`, which every component carries
 *   (the smallest budgets were raised by that); the console's filters and role selects are Radix Selects
 *   (the heavy part of its tables).
 * - The download requests' messages (#13, `moderation.downloads.*`) joined `en` too: the smallest budgets,
 *   which it put over by up to 0.15 kB, were raised to the next half kB.
 * - The comment votes, replies and deleting of #25 item 12: their messages (`comments.reply.*`,
 *   `comments.delete.*`) joined `en`, putting the smallest budgets over by up to 0.25 kB (raised to the next
 *   half kB); `CommentItem` and `Comments` confirm a deletion in the Radix Dialog (~13 kB), which the pages
 *   that show comments already load for their modals (measured 28.4 and 30.9 kB, plus about 20 %).
 * - VideoPlayer (and ReviewPanel, which shows it) is measured without hls.js, which it imports only where
 *   the browser cannot play HLS itself (`VideoPlayer + hls.js` below shows both).
 */
const LIMITS = {
  AddToModal: '142.5 kB',
  AgeGate: '26 kB',
  AgeVerificationModal: '25 kB',
  AuditLog: '51.5 kB',
  Avatar: '13 kB',
  Badge: '9.5 kB',
  BannerSlot: '10 kB',
  Button: '4 kB',
  CategoryCard: '10 kB',
  CategoryCardSkeleton: '0.5 kB',
  CategorySelect: '40.5 kB',
  CategorySelectMenu: '44 kB',
  ChannelCard: '10 kB',
  ChannelCardSkeleton: '0.5 kB',
  ChannelFilters: '58 kB',
  Checkbox: '16.5 kB',
  CommentForm: '13.5 kB',
  CommentItem: '34 kB',
  Comments: '37 kB',
  CookieBar: '12 kB',
  CountryPicker: '45.5 kB',
  CountrySelectMenu: '45 kB',
  DebugPanel: '9.5 kB',
  DeleteVideoModal: '137.5 kB',
  Dialog: '24 kB',
  DownloadRequests: '51.5 kB',
  DropdownMenu: '38 kB',
  EditPlaylistModal: '149 kB',
  EmptyState: '12 kB',
  ErrorState: '12 kB',
  FilterMenu: '57.5 kB',
  FiltersBar: '58 kB',
  Flag: '10 kB',
  Footer: '11 kB',
  ForbiddenWords: '17.5 kB',
  FormBanner: '0.5 kB',
  FormBody: '25.5 kB',
  FormModal: '25.5 kB',
  FormRadioGroup: '25.5 kB',
  FormSelect: '48 kB',
  FormTextArea: '14.5 kB',
  FormTextField: '15 kB',
  Header: '50 kB',
  IconButton: '3 kB',
  IosAppModal: '25.5 kB',
  LazyDownloadModal: '27 kB',
  Link: '11.5 kB',
  ListingGrid: '13 kB',
  LoginModal: '143 kB',
  MemberCard: '14.5 kB',
  MemberCardSkeleton: '0.5 kB',
  MemberFilters: '59 kB',
  MemberSanctions: '56.5 kB',
  MessageModal: '142 kB',
  MessengerDownloadModal: '25.5 kB',
  ModalShell: '24 kB',
  ModelCard: '10.5 kB',
  ModelCardSkeleton: '0.5 kB',
  ModelFilters: '59 kB',
  ModerationNav: '12 kB',
  ModerationQueue: '16.5 kB',
  ModerationSettings: '19.5 kB',
  NotFound: '17 kB',
  Pagination: '10 kB',
  PayDownloadModal: '143.5 kB',
  PlaylistCard: '10.5 kB',
  PlaylistCardSkeleton: '0.5 kB',
  PlaylistFilters: '58 kB',
  Popover: '31 kB',
  ProgressBar: '13 kB',
  RadioGroup: '22 kB',
  ReaddVideoModal: '141.5 kB',
  RelatedVideos: '16.5 kB',
  ReportDetail: '57.5 kB',
  ReportModal: '163 kB',
  ReportsTable: '51 kB',
  RequireAuthProvider: '0.5 kB',
  RestoreModal: '143 kB',
  ReviewPanel: '56 kB',
  SearchBox: '15.5 kB',
  Select: '40 kB',
  ShareModal: '28.5 kB',
  Sheet: '24.5 kB',
  Sidebar: '19 kB',
  SignUpModal: '143 kB',
  Skeleton: '3 kB',
  SkeletonList: '10 kB',
  Spinner: '10 kB',
  SubscribeButton: '12 kB',
  Switch: '15.5 kB',
  Tabs: '13 kB',
  Tag: '8.5 kB',
  TagList: '8.5 kB',
  TakedownCard: '14 kB',
  TakedownsList: '23 kB',
  TextArea: '11 kB',
  TextField: '11.5 kB',
  Toast: '22 kB',
  ToastProvider: '23.5 kB',
  Tooltip: '23.5 kB',
  TooltipProvider: '5 kB',
  UiProvider: '8.5 kB',
  VideoActions: '12 kB',
  VideoActionsMenu: '44.5 kB',
  VideoCard: '11 kB',
  VideoCardSkeleton: '1.5 kB',
  VideoGrid: '15 kB',
  VideoInfo: '9.5 kB',
  VideoInfoSkeleton: '10 kB',
  VideoLinks: '9.5 kB',
  VideoPageMenu: '44.5 kB',
  VideoPlayer: '49 kB',
  VideoSlider: '15.5 kB',
  VisuallyHidden: '3.5 kB',
  VoteButtons: '9.5 kB',
};

/** Dependencies a check leaves out because the component imports them on demand. */
const ON_DEMAND = { VideoPlayer: ['hls.js'], ReviewPanel: ['hls.js'] };

/** Foundations and helpers worth watching, by the names a site imports together. */
const FOUNDATIONS = [
  { name: 'themes + vars', import: '{ themes, brandThemes, vars }', limit: '2 kB' },
  { name: 'sprinkles', import: '{ sprinkles }', limit: '4.5 kB' },
  { name: 'colorModeScript', import: '{ colorModeScript }', limit: '2 kB' },
  { name: 'useMessages + en', import: '{ useMessages, en }', limit: '9 kB' },
  { name: 'VideoPlayer + hls.js', import: '{ VideoPlayer }', limit: '240 kB' },
];

/** The names dist/index.js exports (esbuild writes them in `export { a, b as c }` statements). */
function exportedNames(file) {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const names = new Set();
  for (const [, list] of source.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** Components and compound components (`Dialog`): PascalCase, not CONSTANT_CASE. */
const isPrimitive = (name) => /^[A-Z][a-z0-9]/.test(name) && /[a-z]/.test(name);

const primitives = exportedNames(DIST).filter(isPrimitive);

export default [
  ...primitives.map((name) => ({
    name,
    path: DIST,
    import: `{ ${name} }`,
    limit: LIMITS[name] ?? DEFAULT_LIMIT,
    ...(name in ON_DEMAND ? { ignore: ON_DEMAND[name] } : {}),
  })),
  ...FOUNDATIONS.map((check) => ({ ...check, path: DIST })),
  { name: 'whole package (import *)', path: DIST, import: '*', limit: '230 kB', ignore: ['hls.js'] },
  { name: 'styles.css', path: 'dist/index.css', limit: '12 kB' },
];
