-- The member actions of #6 (src/actions): the marks that count a view once per viewer and day.
-- Each statement ends with a semicolon at the end of its line (the migrator runs them one by one).
--
-- A view (input.php act=view) is counted once per viewer, object and UTC day. `viewer` is `m:<user_id>` for
-- a member, or `v:` and the SHA-256 of a visitor's random `vid` cookie; `address` is a keyed hash of a
-- visitor's address (HMAC with the server's secret and the day, so it links nothing across days and a copy
-- of this table reveals no address), which caps the views one address can add per object and day. Marks
-- older than yesterday are deleted by the writes (the day leads the key, so that is one index range).
CREATE TABLE view_marks (
  day date NOT NULL,
  section text NOT NULL CHECK (section IN ('video', 'model', 'channel', 'member', 'playlist')),
  object_id integer NOT NULL,
  viewer text NOT NULL,
  address text NOT NULL DEFAULT '',
  PRIMARY KEY (day, section, object_id, viewer)
);
CREATE INDEX view_marks_address ON view_marks (day, section, object_id, address) WHERE address <> '';
