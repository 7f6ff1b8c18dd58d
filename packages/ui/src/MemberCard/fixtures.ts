import { syntheticThumb } from '../VideoCard/fixtures';
import type { MemberCardData } from './MemberCard';

export const member: MemberCardData = {
  user_id: 91,
  username: 'Marigold',
  avatar: syntheticThumb(40, 'circle'),
  country: 'fr',
  is_trusted: 1,
  statistics: { videos: 36, viewed: 120_400, subscribers: 2_450 },
};

export const sampleMembers: MemberCardData[] = [
  member,
  {
    user_id: 77,
    username: 'Kestrel',
    avatar: null,
    country: 'gb',
    is_trusted: 0,
    statistics: { videos: 1, viewed: 10, subscribers: 1 },
  },
  {
    user_id: 12,
    username: 'quiet_heron',
    avatar: syntheticThumb(160, 'square'),
    country: null,
    is_trusted: 0,
    statistics: { videos: 0, viewed: 0, subscribers: 0 },
  },
];
