-- Replies to comments and deleting one's own comment (#25 item 12; actions/comment.ts, community/comments.ts).
-- Each statement ends with a semicolon at the end of its line (the migrator runs them one by one).

-- A reply names the top-level comment it answers (one level of nesting: a reply to a reply is stored under
-- the same top-level comment) and keeps its thread's section and object_id, so a thread's rows, counts and
-- deletion stay one range. Hard deletes of a comment (its author's account, its playlist) take its replies.
ALTER TABLE comments ADD COLUMN parent_id integer REFERENCES comments (comment_id) ON DELETE CASCADE;

-- Deleting marks the row and empties its text: the row stays, so a member's comments of the last 10 minutes
-- still count for the limit (deleting is no way around it), and a deleted comment with replies stays above
-- them as "comment deleted". A deleted comment without live replies is in no thread answer.
ALTER TABLE comments ADD COLUMN deleted_at timestamptz;

-- A thread's top-level comments, newest first (comments_thread of 0002 still counts the whole thread).
CREATE INDEX comments_top ON comments (section, object_id, added_date DESC, comment_id DESC) WHERE parent_id IS NULL;
-- A comment's replies, oldest first.
CREATE INDEX comments_replies ON comments (parent_id, added_date, comment_id) WHERE parent_id IS NOT NULL;
-- The deleted comments of a thread, taken off its total (few: a small partial index).
CREATE INDEX comments_deleted ON comments (section, object_id) WHERE deleted_at IS NOT NULL;
