/**
 * English texts of friend requests on the site (#25 item 7): the member page's friend button, the owner's
 * friends page and the member menu's link. Other languages: `apps/server/langs/<lang>/friends.json`. The
 * buttons' own words are @site/ui's (`friendButton.*`, `friendRequests.*`).
 */
export const friendsMessages = {
  // Notifications (§8 add_friend_success: the answer tells a request from a friendship).
  'friends.notify.requestSent': 'Friend request sent',
  'friends.notify.nowFriends': 'You are now friends with {name}',
  'friends.notify.declined': 'Friend request declined',
  'friends.notify.cancelled': 'Friend request cancelled',
  'friends.notify.unfriended': 'You are no longer friends with {name}',
  // The owner's friends list.
  'friends.unfriend': 'Unfriend',
  'friends.unfriendLabel': 'Unfriend {name}',
  // The member menu: the link to one's friends page, with the requests waiting for an answer.
  'friends.menu.link': 'Friends',
  'friends.menu.requests.one': 'Friends ({count} request)',
  'friends.menu.requests.other': 'Friends ({count} requests)',
  // §8 add_friend_{code} of the acts after add_friend (members.error.* as the other member actions).
  'members.error.no_friend_request': 'This friend request is no longer waiting',
  'members.error.not_friends': 'You are not friends',
} as const;
