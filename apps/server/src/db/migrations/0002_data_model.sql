-- The whole data model of spec §3 (reads of #5; the writes of later issues use the same tables).
-- Each statement ends with a semicolon at the end of its line (the migrator runs them one by one).
--
-- Counters that lists sort or show (subscribers, totals, views) are denormalized onto their rows: the
-- writes keep them up to date one by one, and `refreshStats` (src/db/stats.ts) recomputes them all after a
-- seed or bulk load. Genders are the network codes of §1: str, gay, she.

-- Trigram matching for typo-tolerant suggestions. It lives in `public` (every connection's search_path
-- ends with it), so dropping a schema never drops the extension another schema uses.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Members: the profile fields of §3. gender 1 male, 2 female, 3 shemale; relationship 1 single, 2 married,
-- 3 open; orientation 1 not sure, 2 hetero, 3 gay, 4 lesbian, 5 bisexual. status_id 6 may toggle privacy,
-- delete and re-add own uploads (§3, §6); 2 is a regular member.
ALTER TABLE members ADD COLUMN email text;
ALTER TABLE members ADD COLUMN avatar text;
ALTER TABLE members ADD COLUMN cover text;
ALTER TABLE members ADD COLUMN gender smallint CHECK (gender IN (1, 2, 3));
ALTER TABLE members ADD COLUMN country text CHECK (country ~ '^[a-z]{2}$');
ALTER TABLE members ADD COLUMN about_me text;
ALTER TABLE members ADD COLUMN birth_date date;
ALTER TABLE members ADD COLUMN city text;
ALTER TABLE members ADD COLUMN education text;
ALTER TABLE members ADD COLUMN interests text;
ALTER TABLE members ADD COLUMN occupation text;
ALTER TABLE members ADD COLUMN website text;
ALTER TABLE members ADD COLUMN relationship smallint CHECK (relationship BETWEEN 1 AND 3);
ALTER TABLE members ADD COLUMN orientation smallint CHECK (orientation BETWEEN 1 AND 5);
ALTER TABLE members ADD COLUMN status_id smallint NOT NULL DEFAULT 2;
ALTER TABLE members ADD COLUMN profile_viewed integer NOT NULL DEFAULT 0 CHECK (profile_viewed >= 0);
ALTER TABLE members ADD COLUMN subscribers integer NOT NULL DEFAULT 0 CHECK (subscribers >= 0);
ALTER TABLE members ADD COLUMN videos_count integer NOT NULL DEFAULT 0 CHECK (videos_count >= 0);
ALTER TABLE members ADD COLUMN videos_viewed bigint NOT NULL DEFAULT 0 CHECK (videos_viewed >= 0);
ALTER TABLE members ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX members_username_ci ON members (lower(username));
CREATE UNIQUE INDEX members_email_ci ON members (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX members_recent ON members (created_at DESC, user_id DESC);
CREATE INDEX members_country ON members (country);

-- Videos: the network site they belong to, a description, and whether the upload is exclusive (§9).
ALTER TABLE videos ADD COLUMN gender text NOT NULL DEFAULT 'str' CHECK (gender IN ('str', 'gay', 'she'));
ALTER TABLE videos ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE videos ADD COLUMN is_exclusive smallint NOT NULL DEFAULT 0 CHECK (is_exclusive IN (0, 1));
ALTER TABLE videos ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Every public list is of one site: the sort indexes of 0001 gain the gender as their first column.
DROP INDEX videos_latest;
DROP INDEX videos_popular;
DROP INDEX videos_longest;
DROP INDEX videos_commented;
DROP INDEX videos_top_rated;
CREATE INDEX videos_latest ON videos (gender, added_date DESC, video_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_popular ON videos (gender, video_viewed DESC, video_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_longest ON videos (gender, duration DESC, video_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_commented ON videos (gender, comments_count DESC, video_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_top_rated ON videos (gender, (likes::float8 / greatest(likes + dislikes, 1)) DESC, likes DESC, video_id DESC) WHERE status_id = 1 AND is_private = 0;

-- Channels (content sources): logo, description, site, counters.
ALTER TABLE channels ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE channels ADD COLUMN img text;
ALTER TABLE channels ADD COLUMN gender text NOT NULL DEFAULT 'str' CHECK (gender IN ('str', 'gay', 'she'));
ALTER TABLE channels ADD COLUMN is_hidden smallint NOT NULL DEFAULT 0 CHECK (is_hidden IN (0, 1));
ALTER TABLE channels ADD COLUMN subscribers integer NOT NULL DEFAULT 0 CHECK (subscribers >= 0);
ALTER TABLE channels ADD COLUMN total_videos integer NOT NULL DEFAULT 0 CHECK (total_videos >= 0);
ALTER TABLE channels ADD COLUMN video_viewed bigint NOT NULL DEFAULT 0 CHECK (video_viewed >= 0);
ALTER TABLE channels ADD COLUMN likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0);
ALTER TABLE channels ADD COLUMN dislikes integer NOT NULL DEFAULT 0 CHECK (dislikes >= 0);
ALTER TABLE channels ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Categories, with per-language titles (titles: {lang: title}); totals per site in category_stats.
CREATE TABLE categories (
  category_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  dir text NOT NULL UNIQUE,
  title text NOT NULL,
  titles jsonb NOT NULL DEFAULT '{}'::jsonb,
  thumb text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE category_stats (
  category_id integer NOT NULL REFERENCES categories (category_id) ON DELETE CASCADE,
  gender text NOT NULL CHECK (gender IN ('str', 'gay', 'she')),
  total_videos integer NOT NULL DEFAULT 0 CHECK (total_videos >= 0),
  PRIMARY KEY (gender, category_id)
);

CREATE TABLE video_categories (
  video_id integer NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (category_id) ON DELETE CASCADE,
  PRIMARY KEY (video_id, category_id)
);
CREATE INDEX video_categories_category ON video_categories (category_id, video_id);

CREATE TABLE channel_categories (
  channel_id integer NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (category_id) ON DELETE CASCADE,
  PRIMARY KEY (channel_id, category_id)
);
CREATE INDEX channel_categories_category ON channel_categories (category_id, channel_id);

-- Models (performers) with every detail field of §3. gender is the site the model belongs to (the model
-- filter's sex maps female → str, male → gay, transgender → she). eye_color 1–7 (blue, gray, green, amber,
-- brown, hazel, black); hair_color 1–5; career_status 0 finished, 1 active; piercing and tattoo 0/1.
CREATE TABLE models (
  model_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  dir text NOT NULL UNIQUE,
  title text NOT NULL,
  img text,
  country text CHECK (country ~ '^[a-z]{2}$'),
  gender text NOT NULL DEFAULT 'str' CHECK (gender IN ('str', 'gay', 'she')),
  description text NOT NULL DEFAULT '',
  age smallint CHECK (age BETWEEN 18 AND 120),
  birth_date date,
  career_start smallint,
  career_end smallint,
  career_status smallint CHECK (career_status IN (0, 1)),
  city text,
  debut_age smallint,
  known_as text,
  zodiac_sign text,
  eye_color smallint CHECK (eye_color BETWEEN 1 AND 7),
  hair_color smallint CHECK (hair_color BETWEEN 1 AND 5),
  body_type text,
  height smallint CHECK (height > 0),
  weight smallint CHECK (weight > 0),
  piercing smallint CHECK (piercing IN (0, 1)),
  tattoo smallint CHECK (tattoo IN (0, 1)),
  ethnicity text CHECK (ethnicity IN ('asian', 'caucasian', 'ebony', 'latin')),
  breast_size text CHECK (breast_size IN ('big', 'fake', 'huge', 'medium', 'natural', 'small')),
  subscribers integer NOT NULL DEFAULT 0 CHECK (subscribers >= 0),
  total_videos integer NOT NULL DEFAULT 0 CHECK (total_videos >= 0),
  video_viewed bigint NOT NULL DEFAULT 0 CHECK (video_viewed >= 0),
  model_viewed integer NOT NULL DEFAULT 0 CHECK (model_viewed >= 0),
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  dislikes integer NOT NULL DEFAULT 0 CHECK (dislikes >= 0),
  comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX models_gender ON models (gender, video_viewed DESC, model_id DESC);
CREATE INDEX models_title ON models (lower(title));

CREATE TABLE video_models (
  video_id integer NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  model_id integer NOT NULL REFERENCES models (model_id) ON DELETE CASCADE,
  PRIMARY KEY (video_id, model_id)
);
CREATE INDEX video_models_model ON video_models (model_id, video_id);

-- Playlists: visible 0 only the owner, 1 everyone; orientation is the site code.
CREATE TABLE playlists (
  playlist_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  title text NOT NULL,
  dir text NOT NULL,
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
  visible smallint NOT NULL DEFAULT 1 CHECK (visible IN (0, 1)),
  orientation text NOT NULL DEFAULT 'str' CHECK (orientation IN ('str', 'gay', 'she')),
  total_videos integer NOT NULL DEFAULT 0 CHECK (total_videos >= 0),
  video_viewed integer NOT NULL DEFAULT 0 CHECK (video_viewed >= 0),
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  dislikes integer NOT NULL DEFAULT 0 CHECK (dislikes >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX playlists_user ON playlists (user_id, updated_at DESC);
CREATE INDEX playlists_public ON playlists (orientation, updated_at DESC, playlist_id DESC) WHERE visible = 1;

CREATE TABLE playlist_videos (
  playlist_id integer NOT NULL REFERENCES playlists (playlist_id) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (playlist_id, video_id)
);
CREATE INDEX playlist_videos_order ON playlist_videos (playlist_id, added_at DESC, video_id DESC);

-- Comments hang on a video, model, channel, member (the wall) or playlist by its numeric id.
CREATE TABLE comments (
  comment_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  section text NOT NULL CHECK (section IN ('video', 'model', 'channel', 'member', 'playlist')),
  object_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  comment text NOT NULL,
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  dislikes integer NOT NULL DEFAULT 0 CHECK (dislikes >= 0),
  added_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_thread ON comments (section, object_id, added_date DESC, comment_id DESC);
CREATE INDEX comments_user ON comments (user_id, added_date DESC);

-- One vote per member and object: vote 1 likes, 0 dislikes.
CREATE TABLE votes (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  section text NOT NULL CHECK (section IN ('video', 'model', 'channel', 'playlist', 'comment')),
  object_id integer NOT NULL,
  vote smallint NOT NULL CHECK (vote IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, section, object_id)
);

CREATE TABLE subscriptions (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  section text NOT NULL CHECK (section IN ('model', 'channel', 'member')),
  object_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, section, object_id),
  CHECK (section <> 'member' OR object_id <> user_id)
);
CREATE INDEX subscriptions_object ON subscriptions (section, object_id);

-- Friendship: a request is one row (status 0); an accepted friendship is a row each way (status 1).
CREATE TABLE friends (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  friend_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, friend_id),
  CHECK (user_id <> friend_id)
);
CREATE INDEX friends_friend ON friends (friend_id, user_id);

CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX favourites_order ON favourites (user_id, added_at DESC, video_id DESC);

CREATE TABLE watch_later (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX watch_later_order ON watch_later (user_id, added_at DESC, video_id DESC);

-- A member's watch history: the last view of each video (the writes keep at most 200 per member).
CREATE TABLE history (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX history_order ON history (user_id, viewed_at DESC, video_id DESC);

-- Private messages; a dialog is the set of messages between two members.
CREATE TABLE messages (
  m_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  from_user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  to_user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 1000),
  is_read smallint NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_user_id <> to_user_id)
);
CREATE INDEX messages_to ON messages (to_user_id, from_user_id, created_at DESC);
CREATE INDEX messages_from ON messages (from_user_id, to_user_id, created_at DESC);

-- Keywords of the tag strip and of search suggestions; weight orders them (searches, uses).
CREATE TABLE keywords (
  keyword_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  keyword text NOT NULL,
  gender text NOT NULL DEFAULT 'str' CHECK (gender IN ('str', 'gay', 'she')),
  weight integer NOT NULL DEFAULT 0 CHECK (weight >= 0),
  UNIQUE (gender, keyword)
);
CREATE INDEX keywords_top ON keywords (gender, weight DESC, keyword_id);

-- Views of each video per visitor country, for the top-country lists (§2, §7); `eu` is the default.
CREATE TABLE video_country_views (
  country text NOT NULL CHECK (country ~ '^[a-z]{2}$'),
  video_id integer NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (country, video_id)
);
CREATE INDEX video_country_views_top ON video_country_views (country, views DESC, video_id DESC);

-- Advertised videos of the slider (§2 "Other cards"), per site, in position order.
CREATE TABLE slider_videos (
  slider_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  gender text NOT NULL DEFAULT 'str' CHECK (gender IN ('str', 'gay', 'she')),
  url text NOT NULL,
  thumb text NOT NULL,
  title text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- Banners: the header promo (image or iframe; desktop or mobile) and the four footer slots (§2).
CREATE TABLE banners (
  banner_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  slot text NOT NULL CHECK (slot IN ('header_desktop', 'header_mobile', 'footer_1', 'footer_2', 'footer_3', 'footer_4')),
  kind text NOT NULL CHECK (kind IN ('image', 'iframe')),
  url text NOT NULL,
  img text,
  title text NOT NULL DEFAULT '',
  width integer,
  height integer,
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- The network's sister sites (§1): shown in the header lists; gay and she link out.
CREATE TABLE network_sites (
  site_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title text NOT NULL,
  url text NOT NULL,
  gender text CHECK (gender IN ('str', 'gay', 'she')),
  position integer NOT NULL DEFAULT 0
);
