-- The Word (issue 16, docs/word-api.md): the church's settings for sermons, media and podcasts,
-- media groups and media series, every uploaded file (media), and the resumable uploads that
-- become media. Sermons (000022) and podcasts (000023) point at media rows.

-- One row: the upload limit and the podcast defaults an album starts from.
CREATE TABLE word_settings (
    id                   int         PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    max_upload_mb        int         NOT NULL DEFAULT 2048 CHECK (max_upload_mb BETWEEN 1 AND 5120),
    podcast_author       text        NOT NULL DEFAULT '' CHECK (length(podcast_author) <= 200),
    podcast_owner_name   text        NOT NULL DEFAULT '' CHECK (length(podcast_owner_name) <= 200),
    podcast_owner_email  text        NOT NULL DEFAULT '' CHECK (length(podcast_owner_email) <= 200),
    podcast_language     text        NOT NULL DEFAULT 'en' CHECK (length(podcast_language) BETWEEN 2 AND 10),
    podcast_category     text        NOT NULL DEFAULT 'Religion & Spirituality' CHECK (length(podcast_category) <= 100),
    podcast_subcategory  text        NOT NULL DEFAULT 'Christianity' CHECK (length(podcast_subcategory) <= 100),
    podcast_explicit     boolean     NOT NULL DEFAULT false,
    sermons_public       boolean     NOT NULL DEFAULT true,
    updated_at           timestamptz NOT NULL DEFAULT now()
);
INSERT INTO word_settings (id) VALUES (1);

-- Media groups (Sunday services, Youth, Conferences…) and media series (a run of media with
-- artwork): ordered; a group or series holding media cannot be deleted.
CREATE TABLE word_media_groups (
    id          bigserial   PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description text        NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    position    int         NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX word_media_groups_name_key ON word_media_groups (lower(name));

CREATE TABLE word_media_series (
    id              bigserial   PRIMARY KEY,
    name            text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description     text        NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    artwork_media_id bigint,    -- an image media row (FK added below, after word_media)
    position        int         NOT NULL DEFAULT 0,
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX word_media_series_name_key ON word_media_series (lower(name));

-- Every stored file. token is the unguessable public name of the file (GET /api/word/files/{token},
-- what audio elements and podcast players fetch: byte ranges, ETag, Last-Modified). kind is what the
-- content was found to be, never the extension. status: processing until the worker has read the
-- duration/size and made a video's thumbnail, then ready (or failed, with error). group, series and
-- position place the item in the media pages' playlists (reorder-playlist-media).
CREATE TABLE word_media (
    id               bigserial   PRIMARY KEY,
    token            text        NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{16,64}$'),
    kind             text        NOT NULL CHECK (kind IN ('audio', 'video', 'image', 'document')),
    title            text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    description      text        NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
    file_name        text        NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
    extension        text        NOT NULL CHECK (extension ~ '^[a-z0-9]{1,8}$'),
    content_type     text        NOT NULL CHECK (length(content_type) BETWEEN 3 AND 100),
    size_bytes       bigint      NOT NULL CHECK (size_bytes > 0),
    storage_key      text        NOT NULL UNIQUE,
    sha256           text        NOT NULL DEFAULT '',
    duration_seconds numeric(12, 3) CHECK (duration_seconds >= 0),
    width            int         CHECK (width > 0),
    height           int         CHECK (height > 0),
    thumbnail_key    text,
    meta             jsonb       NOT NULL DEFAULT '{}',
    status           text        NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'failed')),
    error            text        NOT NULL DEFAULT '',
    group_id         bigint      REFERENCES word_media_groups (id) ON DELETE RESTRICT,
    series_id        bigint      REFERENCES word_media_series (id) ON DELETE RESTRICT,
    position         int         NOT NULL DEFAULT 0,
    created_by       bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX word_media_group_idx ON word_media (group_id, position, id);
CREATE INDEX word_media_series_idx ON word_media (series_id, position, id);
CREATE INDEX word_media_created_idx ON word_media (created_at DESC, id DESC);
CREATE INDEX word_media_title_idx ON word_media (lower(title) text_pattern_ops);

ALTER TABLE word_media_series ADD CONSTRAINT word_media_series_artwork_fkey
    FOREIGN KEY (artwork_media_id) REFERENCES word_media (id) ON DELETE SET NULL;

-- The church-wide podcast's artwork (the per-church feed; each album has its own).
ALTER TABLE word_settings ADD COLUMN podcast_artwork_media_id bigint REFERENCES word_media (id) ON DELETE SET NULL;

-- A resumable upload: created with the file's name and size, filled chunk by chunk at offset
-- received_bytes (a chunk at any other offset is refused: the client asks the offset and resumes
-- from there), completed into a word_media row in one transaction, or cancelled/expired with its
-- parts removed. multipart_id is the object store's own multipart upload id (empty on local disk,
-- where the parts are files). The first chunk's content decides kind; an upload whose content is
-- not an allowed kind is refused and removed at that chunk.
CREATE TABLE word_uploads (
    id              bigserial   PRIMARY KEY,
    token           text        NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{16,64}$'),
    file_name       text        NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
    size_bytes      bigint      NOT NULL CHECK (size_bytes > 0),
    received_bytes  bigint      NOT NULL DEFAULT 0 CHECK (received_bytes >= 0 AND received_bytes <= size_bytes),
    chunk_size      int         NOT NULL CHECK (chunk_size > 0),
    parts           jsonb       NOT NULL DEFAULT '[]',
    kind            text        CHECK (kind IN ('audio', 'video', 'image', 'document')),
    extension       text        NOT NULL DEFAULT '',
    content_type    text        NOT NULL DEFAULT '',
    storage_key     text        NOT NULL UNIQUE,
    multipart_id    text        NOT NULL DEFAULT '',
    status          text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'cancelled', 'expired')),
    media_id        bigint      REFERENCES word_media (id) ON DELETE SET NULL,
    -- What uploads/create was told for the media row it becomes (h-media: title, group, series).
    title           text        NOT NULL DEFAULT '' CHECK (length(title) <= 200),
    group_id        bigint      REFERENCES word_media_groups (id) ON DELETE SET NULL,
    series_id       bigint      REFERENCES word_media_series (id) ON DELETE SET NULL,
    created_by      bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX word_uploads_open_idx ON word_uploads (updated_at) WHERE status = 'open';
