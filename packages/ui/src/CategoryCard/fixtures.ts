import { syntheticThumb } from '../VideoCard/fixtures';
import type { CategoryCardData } from './CategoryCard';

export const category: CategoryCardData = {
  dir: 'travel',
  title: 'Travel',
  total_videos: 12_480,
  thumb: syntheticThumb(140, 'triangle'),
};

export const sampleCategories: CategoryCardData[] = [
  category,
  { dir: 'nature', title: 'Nature', total_videos: 1, thumb: syntheticThumb(100, 'circle') },
  { dir: 'music', title: 'Music', total_videos: 3_400_000, thumb: syntheticThumb(250, 'square') },
  { dir: 'cooking', title: 'Cooking', total_videos: 0, thumb: null },
];
