import type { ModelCardData } from './ModelCard';

/**
 * A synthetic portrait as the demo's models have (illustrated, no real person): made by the server's seed
 * (apps/server/src/seed/portraits.ts, `portraitJpeg(id, 240, 320)`), served by Storybook at /media.
 */
const portrait = (id: 1 | 4 | 6) => `/media/portraits/${id}.jpg`;

export const model: ModelCardData = {
  dir: 'aurora-vale',
  title: 'Aurora Vale',
  img: portrait(1),
  country: 'de',
  statistics: { videos: 128, viewed: 2_345_678, subscribers: 15_320 },
};

export const sampleModels: ModelCardData[] = [
  model,
  {
    dir: 'juniper-lake',
    title: 'Juniper Lake',
    img: portrait(4),
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
    img: portrait(6),
    country: 'br',
    statistics: { videos: 42, viewed: 999_999, subscribers: 1_000 },
  },
];
