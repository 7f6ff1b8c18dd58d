/** English defaults of the comments block (§2, §4, §5, §8): it loads with the video page (#28). */
export const commentsEn = {
  // Comments (§2 comments block, §4, §5, §8).
  'comments.title': 'Comments',
  'comments.count.one': '{count} comment',
  'comments.count.other': '{count} comments',
  'comments.empty': 'No comments yet',
  'comments.emptyHint': 'Be the first to say something.',
  'comments.loading': 'Loading comments',
  'comments.likes.one': '{count} like',
  'comments.likes.other': '{count} likes',
  'comments.dislikes.one': '{count} dislike',
  'comments.dislikes.other': '{count} dislikes',
  'comments.like': 'Like',
  'comments.dislike': 'Dislike',
  'comments.pagination': 'Comment pages',
  'comments.form.label': 'Your comment',
  'comments.form.submit': 'Post comment',
  'comments.form.tooShort.one': 'Write at least {count} character.',
  'comments.form.tooShort.other': 'Write at least {count} characters.',
  'comments.form.posted': 'Your comment was posted.',
  'comments.error.general_error': 'Your comment could not be posted. Try again.',
  'comments.error.need_auth': 'Sign in to comment.',
  'comments.error.comment_limit': 'You can post 5 comments in 10 minutes. Try again later.',
  'comments.error.forbidden_words': 'Your comment contains words that are not allowed.',
  'comments.error.blocked': 'You cannot comment on this video.',
  'comments.signIn.text': 'Sign in to join the conversation.',
  'comments.signIn.action': 'Sign in',

  // Comment votes, replies and deleting one's own comment (#25 item 12).
  'comments.reply.action': 'Reply',
  'comments.reply.to': 'Reply to {username}',
  'comments.reply.label': 'Your reply to {username}',
  'comments.reply.submit': 'Post reply',
  'comments.replies.label': 'Replies',
  'comments.deleted': 'Comment deleted',
  'comments.delete.action': 'Delete',
  'comments.delete.label': 'Delete your comment',
  'comments.delete.title': 'Delete your comment?',
  'comments.delete.body': 'It is removed for everyone. Replies to it stay, under a note that it was deleted.',
  'comments.delete.confirm': 'Delete',
  'comments.delete.error.general_error': 'Your comment could not be deleted. Try again.',
  'comments.delete.error.not_found': 'This comment is no longer there.',
  'comments.error.not_found': 'The comment you are answering is no longer there.',

  // Editing one's own comment within 15 minutes of posting it (#32 item 6).
  'comments.edit.action': 'Edit',
  'comments.report.action': 'Report',
  'comments.report.label': 'Report the comment by {username}',
  'comments.edit.label': 'Edit your comment',
  'comments.edit.field': 'Your edited comment',
  'comments.edit.submit': 'Save',
  'comments.edited': 'edited',
  'comments.error.edit_window_passed': 'Comments can be edited for 15 minutes after posting.',
} as const;

/** A key of the comments block's English (`commentsEn`). */
export type CommentsMessageKey = keyof typeof commentsEn;
