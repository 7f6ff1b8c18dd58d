import type { CommentItemData } from './Comments';

/** The fixed "now" of stories and tests: relative dates never drift. */
export const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);

const DAY = 86_400_000;
const names = [
  'Kestrel',
  'Marlow',
  'Juniper',
  'Ashby',
  'Corin',
  'Wren',
  'Tamsin',
  'Ellery',
  'Rowan',
  'Sable',
];
const texts = [
  'Lovely light in the second half, the colours are great.',
  'The music fits really well.',
  'Nice framing. Which camera was this?',
  'Watched it twice already.',
  'Calm and well paced, thanks for sharing.',
];

/** A neutral avatar: a flat disc with a letter, as an SVG data URL (synthetic, no photo). */
export function syntheticAvatar(letter: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="hsl(${hue} 45% 42%)"/><text x="32" y="42" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` comments, newest first, with deterministic authors, texts, counts and dates. */
export function sampleComments(count: number): CommentItemData[] {
  const ages = [0, 1, 3, 12, 40, 95, 200, 400, 800, 1200];
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] ?? 'Kestrel';
    const age = (ages[index % ages.length] ?? 0) + Math.floor(index / ages.length) * 1500;
    return {
      comment_id: 9000 - index,
      user_id: 100 + (index % names.length),
      username: name,
      avatar: index % 3 === 2 ? null : syntheticAvatar(name.charAt(0), (index * 47) % 360),
      comment: texts[index % texts.length] ?? '',
      likes: (index * 7) % 23,
      dislikes: index % 4 === 0 ? 0 : index % 5,
      added_date: new Date(NOW - age * DAY - 3_600_000).toISOString(),
    };
  });
}

export const longComment: CommentItemData = {
  comment_id: 9999,
  user_id: 321,
  username: 'An author with a rather long display name that keeps going',
  avatar: null,
  comment: `${'A long comment that runs on and on about the light, the pace and the music. '.repeat(3)}Unbrokenwordwithoutanyspacesthatmustwrapinsteadofoverflowingthecommentcolumn.`,
  likes: 12_400,
  dislikes: 1_250_000,
  added_date: new Date(NOW - 3 * 365 * DAY).toISOString(),
};

/** The member of the stories and tests who wrote some of `sampleThread` (Delete is offered on theirs). */
export const VIEWER_ID = 150;

/**
 * A thread with replies (#25 item 12): Marlow's comment (liked by the viewer) with two replies, one of them
 * the viewer's; a comment its author deleted that keeps one reply; and two comments without replies.
 */
export function sampleThread(): CommentItemData[] {
  const [a, b, c, d] = sampleComments(4) as [
    CommentItemData,
    CommentItemData,
    CommentItemData,
    CommentItemData,
  ];
  const reply = (
    parent_id: number,
    id: number,
    user_id: number,
    username: string,
    comment: string,
    hoursAgo: number,
  ): CommentItemData => ({
    comment_id: id,
    user_id,
    username,
    avatar: null,
    comment,
    likes: 1,
    dislikes: 0,
    added_date: new Date(NOW - hoursAgo * 3_600_000).toISOString(),
    parent_id,
    deleted: 0,
    my_vote: null,
  });
  return [
    a,
    {
      ...b,
      username: 'Marlow',
      my_vote: 1,
      replies: [
        reply(b.comment_id, 8101, 103, 'Juniper', 'Agreed, the second half is the best part.', 20),
        reply(b.comment_id, 8102, VIEWER_ID, 'Sable', 'Same here, I keep coming back to it.', 2),
      ],
    },
    {
      ...c,
      user_id: 104,
      username: '',
      avatar: null,
      comment: '',
      deleted: 1,
      replies: [reply(c.comment_id, 8201, 105, 'Corin', 'What did it say?', 30)],
    },
    { ...d, user_id: VIEWER_ID, username: 'Sable' },
  ];
}

/**
 * The thread of `sampleThread` a few minutes after the member (Sable) posted their last comment (#32 item 6):
 * that one is still theirs to edit (posted 5 minutes before NOW), their reply of 2 hours ago no longer is,
 * and the first comment was edited by its author.
 */
export function recentThread(): CommentItemData[] {
  const [first, ...rest] = sampleThread();
  const last = rest.pop() as CommentItemData;
  return [
    { ...(first as CommentItemData), edited: 1 },
    ...rest,
    {
      ...last,
      comment: 'The harbour at nigth is calm.',
      added_date: new Date(NOW - 5 * 60_000).toISOString(),
    },
  ];
}
