import type { SliderVideo } from '@site/api';
import { syntheticThumb } from '../VideoCard/fixtures';

const titles = [
  'Lighthouse at dawn',
  'Street food market tour',
  'Paper boat race on a canal',
  'Glass blowing workshop',
  'Night train across the plains',
  'Balloon festival morning',
  'Bread baking from scratch',
  'Kayaking through sea caves',
];

/** Advertised videos (§3: url, thumb, title) with synthetic thumbnails. */
export const sliderVideos: SliderVideo[] = titles.map((title, i) => ({
  url: `https://ads.example.com/v/${i + 1}`,
  thumb: syntheticThumb((i * 45) % 360, (['circle', 'square', 'triangle'] as const)[i % 3]),
  title,
}));
