-- The Word, sermons and livestream (issue 16, docs/word-api.md "Sermons and livestream"): speakers,
-- sermon series, sermon groups, sermons with their attachments, playlists and the church's streams.
-- Media rows (000021) are never deleted from under a sermon: every FK to word_media is RESTRICT, so
-- deleting a file a sermon uses is refused ("This file is used by …").

-- A speaker is a person of the church (person_id; the name shown is the person's, name keeps the
-- last one seen for when the person is gone) or a guest (guest, name typed).
CREATE TABLE word_speakers (
    id             bigserial   PRIMARY KEY,
    person_id      bigint      REFERENCES people (id) ON DELETE SET NULL,
    guest          boolean     NOT NULL DEFAULT false,
    name           text        NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    title          text        NOT NULL DEFAULT '' CHECK (length(title) <= 100),
    bio            text        NOT NULL DEFAULT '' CHECK (length(bio) <= 4000),
    photo_media_id bigint      REFERENCES word_media (id) ON DELETE RESTRICT,
    created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX word_speakers_person_key ON word_speakers (person_id) WHERE person_id IS NOT NULL;

CREATE TABLE word_sermon_series (
    id               bigserial   PRIMARY KEY,
    name             text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description      text        NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
    artwork_media_id bigint      REFERENCES word_media (id) ON DELETE RESTRICT,
    start_on         date,
    end_on           date,
    position         int         NOT NULL DEFAULT 0,
    created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX word_sermon_series_name_key ON word_sermon_series (lower(name));

CREATE TABLE word_sermon_groups (
    id          bigserial   PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description text        NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    position    int         NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX word_sermon_groups_name_key ON word_sermon_groups (lower(name));

-- The church's streams: a YouTube or Facebook video, an RTMP ingest or an HLS/custom URL. The stream
-- key is stored for the church's encoder set-up but never answered (streamKeyHint: its last 4).
CREATE TABLE word_streams (
    id           bigserial   PRIMARY KEY,
    title        text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    provider     text        NOT NULL CHECK (provider IN ('youtube', 'facebook', 'rtmp', 'hls', 'custom')),
    url          text        NOT NULL DEFAULT '' CHECK (length(url) <= 2000),
    rtmp_server  text        NOT NULL DEFAULT '' CHECK (length(rtmp_server) <= 2000),
    stream_key   text        NOT NULL DEFAULT '' CHECK (length(stream_key) <= 500),
    scheduled_at timestamptz,
    status       text        NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'live', 'ended')),
    started_at   timestamptz,
    ended_at     timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX word_streams_status_idx ON word_streams (status, scheduled_at);

-- A sermon. scripture is what was typed; books the parsed references' full book names (the list's
-- book filter), refs the parsed references themselves.
CREATE TABLE word_sermons (
    id             bigserial   PRIMARY KEY,
    title          text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    preached_on    date        NOT NULL,
    speaker_id     bigint      REFERENCES word_speakers (id) ON DELETE RESTRICT,
    series_id      bigint      REFERENCES word_sermon_series (id) ON DELETE RESTRICT,
    scripture      text        NOT NULL DEFAULT '' CHECK (length(scripture) <= 500),
    scripture_refs jsonb       NOT NULL DEFAULT '[]',
    books          text[]      NOT NULL DEFAULT '{}',
    notes          text        NOT NULL DEFAULT '' CHECK (length(notes) <= 20000),
    summary        text        NOT NULL DEFAULT '' CHECK (length(summary) <= 2000),
    audio_media_id bigint      REFERENCES word_media (id) ON DELETE RESTRICT,
    video_media_id bigint      REFERENCES word_media (id) ON DELETE RESTRICT,
    video_url      text        NOT NULL DEFAULT '' CHECK (length(video_url) <= 2000),
    status         text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    published_at   timestamptz,
    stream_id      bigint      REFERENCES word_streams (id) ON DELETE SET NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX word_sermons_preached_idx ON word_sermons (preached_on DESC, id DESC);
CREATE INDEX word_sermons_speaker_idx ON word_sermons (speaker_id);
CREATE INDEX word_sermons_series_idx ON word_sermons (series_id);
CREATE INDEX word_sermons_books_idx ON word_sermons USING gin (books);
CREATE UNIQUE INDEX word_sermons_stream_key ON word_sermons (stream_id) WHERE stream_id IS NOT NULL;

CREATE TABLE word_sermon_group_members (
    sermon_id bigint NOT NULL REFERENCES word_sermons (id) ON DELETE CASCADE,
    group_id  bigint NOT NULL REFERENCES word_sermon_groups (id) ON DELETE CASCADE,
    PRIMARY KEY (sermon_id, group_id)
);
CREATE INDEX word_sermon_group_members_group_idx ON word_sermon_group_members (group_id);

CREATE TABLE word_sermon_attachments (
    sermon_id bigint NOT NULL REFERENCES word_sermons (id) ON DELETE CASCADE,
    media_id  bigint NOT NULL REFERENCES word_media (id) ON DELETE RESTRICT,
    position  int    NOT NULL DEFAULT 0,
    PRIMARY KEY (sermon_id, media_id)
);
CREATE INDEX word_sermon_attachments_media_idx ON word_sermon_attachments (media_id);

CREATE TABLE word_playlists (
    id          bigserial   PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description text        NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    position    int         NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE word_playlist_items (
    playlist_id bigint NOT NULL REFERENCES word_playlists (id) ON DELETE CASCADE,
    sermon_id   bigint NOT NULL REFERENCES word_sermons (id) ON DELETE CASCADE,
    position    int    NOT NULL DEFAULT 0,
    PRIMARY KEY (playlist_id, sermon_id)
);
CREATE INDEX word_playlist_items_sermon_idx ON word_playlist_items (sermon_id);
