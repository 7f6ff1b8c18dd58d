import { syntheticThumb } from '../VideoCard/fixtures';
import type { ChannelCardData } from './ChannelCard';

export const channel: ChannelCardData = {
  dir: 'north-studio',
  title: 'North Studio',
  img: syntheticThumb(200, 'square'),
  total_videos: 1_250,
  categories: [
    { dir: 'travel', title: 'Travel' },
    { dir: 'nature', title: 'Nature' },
    { dir: 'music', title: 'Music' },
    { dir: 'cooking', title: 'Cooking' },
  ],
  statistics: { subscribers: 48_700 },
};

export const sampleChannels: ChannelCardData[] = [
  channel,
  {
    dir: 'quiet-harbour',
    title: 'Quiet Harbour',
    img: syntheticThumb(20, 'circle'),
    total_videos: 1,
    categories: [{ dir: 'nature', title: 'Nature' }],
    statistics: { subscribers: 1 },
  },
  {
    dir: 'plain-works',
    title: 'Plain Works',
    img: null,
    total_videos: 0,
    categories: [],
    statistics: { subscribers: 0 },
  },
];
