-- The community reads of #5 (members, playlists, comments): one index per list order, so a page is a
-- short index range even with ~100k members and many playlists; the trigram index serves member search.
-- Each statement ends with a semicolon at the end of its line (the migrator runs them one by one).

-- Members list sorts (recent is members_recent of 0002), the user id breaking ties.
CREATE INDEX members_subs ON members (subscribers DESC, user_id DESC);
CREATE INDEX members_videos ON members (videos_count DESC, user_id DESC);
CREATE INDEX members_updated ON members (updated_at DESC, user_id DESC);
CREATE INDEX members_viewed ON members (videos_viewed DESC, user_id DESC);
-- The age filter is a birth-date range.
CREATE INDEX members_birth_date ON members (birth_date);
-- ?search= is a case-insensitive substring of the username (LIKE on lower(username)).
CREATE INDEX members_username_trgm ON members USING gin (lower(username) gin_trgm_ops);

-- Public playlists of a site, one partial index per sort (latest-updates is playlists_public of 0002).
CREATE INDEX playlists_public_videos ON playlists (orientation, total_videos DESC, playlist_id DESC) WHERE visible = 1;
CREATE INDEX playlists_public_popular ON playlists (orientation, likes DESC, video_viewed DESC, playlist_id DESC) WHERE visible = 1;
CREATE INDEX playlists_public_viewed ON playlists (orientation, video_viewed DESC, playlist_id DESC) WHERE visible = 1;
CREATE INDEX playlists_public_recent ON playlists (orientation, created_at DESC, playlist_id DESC) WHERE visible = 1;
CREATE INDEX playlists_public_top_rated ON playlists (orientation, (likes::float8 / greatest(likes + dislikes, 1)) DESC, likes DESC, playlist_id DESC) WHERE visible = 1;
