import { syntheticThumb } from '../VideoCard/fixtures';
import type { PlaylistCardData } from './PlaylistCard';

export const playlist: PlaylistCardData = {
  playlist_id: 77,
  title: 'Rainy day favourites',
  visible: 1,
  thumbs: [syntheticThumb(210, 'circle'), syntheticThumb(20, 'square'), syntheticThumb(120, 'triangle')],
  statistics: { videos: 24, viewed: 15_320, likes: 10, dislikes: 1 },
  user: { user_id: 91, username: 'Marigold' },
};

export const samplePlaylists: PlaylistCardData[] = [
  playlist,
  {
    playlist_id: 78,
    title: 'Two walks',
    visible: 1,
    thumbs: [syntheticThumb(60, 'triangle'), syntheticThumb(300, 'circle')],
    statistics: { videos: 2, viewed: 1, likes: 0, dislikes: 0 },
    user: { user_id: 77, username: 'Kestrel' },
  },
  {
    playlist_id: 79,
    title: 'Just one',
    visible: 0,
    thumbs: [syntheticThumb(330, 'square')],
    statistics: { videos: 1, viewed: 0, likes: 0, dislikes: 0 },
    user: { user_id: 77, username: 'Kestrel' },
  },
  {
    playlist_id: 80,
    title: 'Still empty',
    visible: 1,
    thumbs: [],
    statistics: { videos: 0, viewed: 0, likes: 0, dislikes: 0 },
    user: { user_id: 77, username: 'Kestrel' },
  },
];
