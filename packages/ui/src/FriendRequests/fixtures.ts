import { syntheticThumb } from '../VideoCard/fixtures';
import type { FriendRequestData } from './FriendRequests';

/** The moment the stories and tests count "3 days ago" from. */
export const NOW = Date.parse('2026-11-01T12:00:00Z');
const ago = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

export const incoming: FriendRequestData[] = [
  { user_id: 77, username: 'Kestrel', avatar: null, requested_at: ago(0) },
  { user_id: 91, username: 'Marigold', avatar: syntheticThumb(40, 'circle'), requested_at: ago(3) },
];

export const outgoing: FriendRequestData[] = [
  { user_id: 12, username: 'quiet_heron', avatar: syntheticThumb(160, 'square'), requested_at: ago(45) },
];
