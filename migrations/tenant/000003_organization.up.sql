-- Organisation settings, brand assets and tooltip comments (issue 4, organisation half). Runs inside
-- the church's schema. The church's name, colours, logo URL and system settings live in
-- control.churches (they are served before sign-in as organisation info); what only the console's
-- organisation pages read lives here.

-- One row per settings section; the Go side validates the shape of data per section.
CREATE TABLE organization_settings (
    section     text PRIMARY KEY CHECK (section IN ('social_media', 'messaging', 'email_template')),
    data        jsonb       NOT NULL DEFAULT '{}',
    updated_by  bigint REFERENCES people (id) ON DELETE SET NULL,
    updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Uploaded brand images. The bytes are in object storage under storage_key; version is the cache
-- buster in the public URL.
CREATE TABLE organization_assets (
    kind          text PRIMARY KEY CHECK (kind IN ('logo', 'logoDark', 'favicon')),
    storage_key   text        NOT NULL,
    content_type  text        NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/svg+xml')),
    size          integer     NOT NULL CHECK (size > 0),
    sha256        text        NOT NULL,
    version       text        NOT NULL,
    updated_by    bigint REFERENCES people (id) ON DELETE SET NULL,
    updated_at    timestamptz NOT NULL DEFAULT now()
);

-- A church's own wording of the console's tooltip and help-modal comments; keys without a row
-- show the built-in text.
CREATE TABLE tooltip_comments (
    key         text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 100),
    comment     text        NOT NULL CHECK (length(comment) BETWEEN 1 AND 1000),
    updated_by  bigint REFERENCES people (id) ON DELETE SET NULL,
    updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The audit page filters by outcome and searches actors; events and people have their indexes.
CREATE INDEX audit_log_outcome_idx ON audit_log (outcome, occurred_at DESC);
