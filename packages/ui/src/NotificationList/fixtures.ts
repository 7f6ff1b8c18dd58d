import { syntheticThumb } from '../VideoCard/fixtures';
import type { NotificationData } from './NotificationList';

/** The moment the stories and tests count "3 days ago" from. */
export const NOW = Date.parse('2026-11-01T12:00:00Z');
const ago = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

/** One of each kind, newest first; the first three unread. */
export const notifications: NotificationData[] = [
  {
    id: 910,
    kind: 'comment_reply',
    created_at: ago(0.2),
    read: false,
    actor: { user_id: 77, username: 'Kestrel', avatar: null },
    subject: { title: 'Harbour at dawn', href: '/videos/501/harbour-at-dawn/' },
    reason: null,
  },
  {
    id: 909,
    kind: 'upload_rejected',
    created_at: ago(3),
    read: false,
    actor: null,
    subject: { title: 'Lantern walk', href: '/members/12/uploaded_videos/' },
    reason: 'The sound is missing for the whole second half.',
  },
  {
    id: 908,
    kind: 'friend_request',
    created_at: ago(20),
    read: false,
    actor: { user_id: 91, username: 'Marigold', avatar: syntheticThumb(40, 'circle') },
    subject: null,
    reason: null,
  },
  {
    id: 907,
    kind: 'new_video',
    created_at: ago(30),
    read: true,
    actor: { user_id: 12, username: 'quiet_heron', avatar: syntheticThumb(160, 'square') },
    subject: { title: 'Misty bay in the morning', href: '/videos/498/misty-bay-in-the-morning/' },
    reason: null,
  },
  {
    id: 906,
    kind: 'comment_like',
    created_at: ago(50),
    read: true,
    actor: { user_id: 77, username: 'Kestrel', avatar: null },
    subject: { title: 'Quiet coast', href: '/channel/quiet-coast/' },
    reason: null,
  },
  {
    id: 905,
    kind: 'upload_approved',
    created_at: ago(80),
    read: true,
    actor: null,
    subject: { title: 'River bend', href: '/videos/480/river-bend/' },
    reason: null,
  },
  {
    id: 904,
    kind: 'download_approved',
    created_at: ago(200),
    read: true,
    actor: null,
    subject: null,
    reason: null,
  },
];
