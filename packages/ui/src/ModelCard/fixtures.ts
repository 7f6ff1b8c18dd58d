import { syntheticThumb } from '../VideoCard/fixtures';
import type { ModelCardData } from './ModelCard';

export const model: ModelCardData = {
  dir: 'aurora-vale',
  title: 'Aurora Vale',
  img: syntheticThumb(290, 'circle'),
  country: 'de',
  statistics: { videos: 128, viewed: 2_345_678, subscribers: 15_320 },
};

export const sampleModels: ModelCardData[] = [
  model,
  {
    dir: 'juniper-lake',
    title: 'Juniper Lake',
    img: syntheticThumb(30, 'square'),
    country: 'ca',
    statistics: { videos: 1, viewed: 1, subscribers: 1 },
  },
  {
    dir: 'soren-field',
    title: 'Soren Field',
    img: null,
    country: null,
    statistics: { videos: 0, viewed: 0, subscribers: 0 },
  },
  {
    dir: 'maple-wren',
    title: 'Maple Wren',
    img: syntheticThumb(180, 'triangle'),
    country: 'br',
    statistics: { videos: 42, viewed: 999_999, subscribers: 1_000 },
  },
];
