-- Editing one's own comment (#32 item 6): when its author last changed its text, shown as "edited".
ALTER TABLE comments ADD COLUMN edited_at timestamptz;
