import { syntheticThumb } from '../VideoCard/fixtures';
import type { SidebarCategory, SidebarChannel, SidebarLink, SidebarModel } from './Sidebar';

// Neutral words for synthetic names: no real people, brands or adult terms.
const adjectives = [
  'quiet',
  'golden',
  'rapid',
  'misty',
  'bright',
  'gentle',
  'urban',
  'coastal',
  'wild',
  'snowy',
];
const nouns = [
  'river',
  'harbour',
  'forest',
  'garden',
  'meadow',
  'valley',
  'canyon',
  'island',
  'bridge',
  'market',
];
const extras = [
  'walk',
  'timelapse',
  'tour',
  'sunrise',
  'drive',
  'picnic',
  'lights',
  'rain',
  'breeze',
  'trail',
];

/** 1000 distinct keywords (10 × 10 × 10), like the §9 fetch. */
export const sampleKeywords: string[] = adjectives.flatMap((a) =>
  nouns.flatMap((n) => extras.map((e) => `${a} ${n} ${e}`)),
);

const categoryTitles = [
  'Animation',
  'Architecture',
  'Cooking',
  'Cycling',
  'Dance',
  'Documentary',
  'Gardening',
  'Hiking',
  'Music',
  'Nature',
  'Pottery',
  'Sailing',
  'Science',
  'Skating',
  'Travel',
  'Wildlife',
];

export const sampleCategories: SidebarCategory[] = categoryTitles.map((title, i) => ({
  dir: title.toLowerCase(),
  title,
  total_videos: [12, 480, 1_250, 9_800, 73, 150_000, 5, 1][i % 8] ?? 1,
}));

export const sampleModels: SidebarModel[] = [
  { dir: 'ada-rivers', title: 'Ada Rivers', img: syntheticThumb(10), country: 'de' },
  { dir: 'bo-linden', title: 'Bo Linden', img: syntheticThumb(120, 'square'), country: 'se' },
  { dir: 'cam-oakes', title: 'Cam Oakes', img: null, country: 'us' },
  { dir: 'dee-marsh', title: 'Dee Marsh', img: syntheticThumb(220, 'triangle'), country: null },
  { dir: 'eli-frost', title: 'Eli Frost', img: syntheticThumb(300), country: 'br' },
];

export const sampleChannels: SidebarChannel[] = [
  { dir: 'north-studio', title: 'North Studio', img: syntheticThumb(200, 'square'), total_videos: 412 },
  { dir: 'lake-house', title: 'Lake House Films', img: null, total_videos: 38 },
  { dir: 'field-notes', title: 'Field Notes', img: syntheticThumb(90), total_videos: 1_204 },
];

export const sampleQuickLinks: SidebarLink[] = [
  { href: '/', label: 'Home', current: true },
  { href: '/videos/', label: 'Videos' },
  { href: '/categories/', label: 'Categories' },
  { href: '/models/', label: 'Models' },
  { href: '/channels/', label: 'Channels' },
  { href: '/playlists/', label: 'Playlists' },
  { href: '/history/', label: 'History' },
];
