-- Inbox and safety (#32 item 5, src/safety, src/messages): blocking a member, deleting a dialog for oneself,
-- and reports of a member, a comment or a message. Each statement ends with a semicolon at the end of its line
-- (the migrator runs them one by one).

-- `user_id` blocked `blocked_id`: the blocked member cannot message them, ask them for friendship or comment on
-- their videos, and the blocker is not notified of the blocked member's acts.
CREATE TABLE member_blocks (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  blocked_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, blocked_id),
  CHECK (user_id <> blocked_id)
);
-- The checks read the pair either way; deleting a member finds their rows as the blocked one.
CREATE INDEX member_blocks_blocked ON member_blocks (blocked_id, user_id);

-- A dialog deleted by one of its members (for them only): their view of it starts after `cleared_m_id`, the
-- newest message when they deleted it. The other member keeps every message.
CREATE TABLE dialog_clears (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  other_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  cleared_m_id integer NOT NULL,
  cleared_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, other_id)
);

-- A report of a member, a comment or a message (the report pipeline and due clock of video reports): what was
-- reported (`target_kind`, `target_id`), whose it is (`target_user_id`) and its text as it was when reported.
ALTER TABLE reports ADD COLUMN target_kind text CHECK (target_kind IN ('member', 'comment', 'message'));
ALTER TABLE reports ADD COLUMN target_id integer;
ALTER TABLE reports ADD COLUMN target_user_id integer REFERENCES members (user_id) ON DELETE SET NULL;
ALTER TABLE reports ADD COLUMN excerpt text CHECK (char_length(excerpt) <= 1000);
-- One open report per reporter and thing.
CREATE UNIQUE INDEX reports_target_open ON reports (user_id, target_kind, target_id) WHERE target_kind IS NOT NULL AND status IN ('open', 'in_progress');
CREATE INDEX reports_target_user ON reports (target_user_id) WHERE target_user_id IS NOT NULL;
