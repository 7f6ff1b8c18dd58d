/**
 * English defaults of the friend components: FriendButton, and FriendRequests, which shares the button's
 * words for accept, decline and cancel. Not in `en`: they load with the member pages that show them (#28).
 */
export const friendsEn = {
  'friendButton.add': 'Add friend',
  /** The viewer's own request waits; the button opens a menu to cancel it. */
  'friendButton.requestSent': 'Request sent',
  'friendButton.cancel': 'Cancel request',
  /** The member asked the viewer. */
  'friendButton.received': '{name} wants to be your friend',
  'friendButton.accept': 'Accept',
  'friendButton.decline': 'Decline',
  'friendButton.acceptLabel': 'Accept the friend request of {name}',
  'friendButton.declineLabel': 'Decline the friend request of {name}',
  'friendButton.cancelLabel': 'Cancel request to {name}',
  /** Friends; the button opens a menu to unfriend. */
  'friendButton.friends': 'Friends',
  'friendButton.unfriend': 'Unfriend',
  'friendButton.loginHint': 'Sign in to add friends',
  'friendRequests.title': 'Friend requests',
  'friendRequests.incoming': 'Waiting for your answer',
  'friendRequests.outgoing': 'Sent by you',
  'friendRequests.empty': 'No friend requests',
  'friendRequests.loading': 'Loading friend requests',
  /** When the request was made: a relative date ("3 days ago"). */
  'friendRequests.asked': 'Asked {date}',
  /** More requests wait than the list shows. */
  'friendRequests.more.one': 'and {count} more',
  'friendRequests.more.other': 'and {count} more',
} as const;
