-- The Word (issue 16, docs/word-api.md "Audio & podcasts"): album categories, albums (each a
-- podcast with its own public feed) and their episodes. Artwork and audio are word_media rows
-- (000021); a media row an album or episode uses cannot be deleted (RESTRICT: media/delete maps it
-- to "This file is used by …").

-- Ordered categories of the audio&podcasts page; a category holding albums cannot be deleted.
CREATE TABLE word_album_categories (
    id         bigserial   PRIMARY KEY,
    name       text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    position   int         NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX word_album_categories_name_key ON word_album_categories (lower(name));

-- An album is one podcast: the channel of its feed (the itunes fields start from word_settings'
-- podcast defaults). published: the feed answers only while published (artwork, a description
-- and a published episode are required, checked by the service). updated_at moves on every change
-- of the album or its episodes: the feed's ETag and Last-Modified are made from it.
CREATE TABLE word_albums (
    id                 bigserial   PRIMARY KEY,
    category_id        bigint      REFERENCES word_album_categories (id) ON DELETE RESTRICT,
    title              text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    description        text        NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
    author             text        NOT NULL DEFAULT '' CHECK (length(author) <= 200),
    owner_name         text        NOT NULL DEFAULT '' CHECK (length(owner_name) <= 200),
    owner_email        text        NOT NULL DEFAULT '' CHECK (length(owner_email) <= 200),
    language           text        NOT NULL DEFAULT 'en' CHECK (length(language) BETWEEN 2 AND 10),
    explicit           boolean     NOT NULL DEFAULT false,
    itunes_category    text        NOT NULL DEFAULT '' CHECK (length(itunes_category) <= 100),
    itunes_subcategory text        NOT NULL DEFAULT '' CHECK (length(itunes_subcategory) <= 100),
    artwork_media_id   bigint      REFERENCES word_media (id) ON DELETE RESTRICT,
    link               text        NOT NULL DEFAULT '' CHECK (length(link) <= 500),
    published          boolean     NOT NULL DEFAULT false,
    position           int         NOT NULL DEFAULT 0,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX word_albums_category_idx ON word_albums (category_id, position, id);

-- An episode of an album. guid is made once (urn:uuid:…) and never changes: podcast apps know an
-- episode by it. sermon_id names the sermon it came from (000022's word_sermons; no foreign key so
-- this migration does not depend on that one's order).
CREATE TABLE word_episodes (
    id             bigserial   PRIMARY KEY,
    album_id       bigint      NOT NULL REFERENCES word_albums (id) ON DELETE CASCADE,
    title          text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    description    text        NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
    audio_media_id bigint      NOT NULL REFERENCES word_media (id) ON DELETE RESTRICT,
    episode_number int         CHECK (episode_number > 0),
    season         int         CHECK (season > 0),
    episode_type   text        NOT NULL DEFAULT 'full' CHECK (episode_type IN ('full', 'trailer', 'bonus')),
    explicit       boolean,
    guid           text        NOT NULL UNIQUE CHECK (length(guid) BETWEEN 1 AND 200),
    status         text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    published_at   timestamptz,
    position       int         NOT NULL DEFAULT 0,
    sermon_id      bigint,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX word_episodes_album_idx ON word_episodes (album_id, position, id);
CREATE INDEX word_episodes_published_idx ON word_episodes (album_id, published_at DESC) WHERE status = 'published';
CREATE INDEX word_episodes_audio_idx ON word_episodes (audio_media_id);
