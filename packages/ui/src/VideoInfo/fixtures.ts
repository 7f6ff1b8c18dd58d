import type { VideoDetail } from '@site/api';
import { syntheticThumb } from '../VideoCard/fixtures';
import type { VideoCardData } from '../VideoCard/VideoCard';

/** The fixed clock of the video page stories and tests: 2026-11-01 10:00 UTC. */
export const FIXED_NOW = Date.UTC(2026, 10, 1, 10, 0, 0);

/** A synthetic video of the video page (§3): neutral words, a test-pattern thumbnail. */
export const pageVideo: VideoDetail = {
  video_id: 4242,
  title: 'Harbour lights after rain',
  titles: {},
  description: 'A slow walk along the harbour after an evening shower.',
  dir: 'harbour-lights-after-rain',
  video_dir: '4000/4242',
  thumb: syntheticThumb(210),
  scr: syntheticThumb(210, 'square'),
  sg_id: 0,
  custom3: '',
  duration: 754,
  video_viewed: 15_320,
  added_date: new Date(FIXED_NOW - 75 * 86_400_000).toISOString(),
  status_id: 1,
  is_private: 0,
  props: { hd: 1, vr: 0 },
  statistics: { likes: 1_180, dislikes: 96 },
  user_id: 77,
  display_name: 'Kestrel',
  is_trusted: 1,
  content_source_id: 12,
  content_source_dir: 'north-studio',
  content_source_name: 'North Studio',
  categories: [
    { dir: 'city-walks', title: 'City walks' },
    { dir: 'night', title: 'Night' },
    { dir: 'rain', title: 'Rain' },
  ],
  models: [
    { dir: 'amber-river', title: 'Amber River', statistics: { subscribers: 4_210 } },
    { dir: 'quiet-meadow', title: 'Quiet Meadow', statistics: { subscribers: 980 } },
  ],
  channel: { dir: 'north-studio', title: 'North Studio', statistics: { subscribers: 125_400 } },
  user: { user_id: 77, username: 'kestrel', avatar: null, subscribers_count: 312 },
};

const ADJECTIVES = ['Amber', 'Quiet', 'Silver', 'Golden', 'Misty', 'Gentle', 'Bright', 'Calm'];
const NOUNS = ['river', 'meadow', 'harbour', 'forest', 'valley', 'garden', 'bridge', 'lantern', 'orchard'];
const SCENES = ['at dawn', 'at dusk', 'in spring', 'by the sea', 'after rain', 'in the hills'];
const SHAPES = ['circle', 'square', 'triangle'] as const;

/** `count` related videos, the same every time: for the local paging of §4 (50 loaded, 10 shown). */
export function relatedVideos(count: number): VideoCardData[] {
  return Array.from({ length: count }, (_, i) => {
    const title = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[(i * 3 + 1) % NOUNS.length]} ${SCENES[(i * 5 + 2) % SCENES.length]}`;
    return {
      video_id: 5000 + i,
      title: `${title} ${i + 1}`,
      dir: `${title.toLowerCase().replace(/\s+/g, '-')}-${i + 1}`,
      thumb: syntheticThumb((i * 37) % 360, SHAPES[i % SHAPES.length]),
      duration: 95 + ((i * 173) % 3000),
      video_viewed: i % 9 === 4 ? 0 : (i * 7919) % 2_000_000,
      props: { hd: i % 2 === 0 ? 1 : 0, vr: i % 7 === 3 ? 1 : 0 },
      user_id: 100 + i,
      display_name: `${ADJECTIVES[(i + 3) % ADJECTIVES.length]} ${NOUNS[(i * 7 + 5) % NOUNS.length]}`,
      is_trusted: i % 4 === 0 ? 1 : 0,
      content_source_dir: i % 3 === 0 ? 'north-studio' : null,
      content_source_name: i % 3 === 0 ? 'North Studio' : null,
    };
  });
}
