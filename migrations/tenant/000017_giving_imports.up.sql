-- Contribution imports (issue 14, docs/giving-api.md "Import"): the uploaded CSV or XLSX, the
-- chosen mapping, the progress and the outcome. The file stays in the church's schema so the
-- worker reads it through the same tenant boundary as the API. Every good row is written in one
-- transaction as one committed batch (batch_id) whose gifts carry import_id.
CREATE TABLE giving_imports (
    id              bigserial   PRIMARY KEY,
    file_name       text        NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
    file_kind       text        NOT NULL CHECK (file_kind IN ('csv', 'xlsx')),
    data            bytea       NOT NULL,
    columns         jsonb       NOT NULL DEFAULT '[]',
    mapping         jsonb       NOT NULL DEFAULT '{}',
    status          text        NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'queued', 'processing', 'done', 'failed')),
    skip_bad_rows   boolean     NOT NULL DEFAULT false,
    total_rows      integer     NOT NULL DEFAULT 0,
    bad_rows        integer     NOT NULL DEFAULT 0,
    processed_rows  integer     NOT NULL DEFAULT 0,
    imported_rows   integer     NOT NULL DEFAULT 0,
    batch_id        bigint      REFERENCES giving_batches (id) ON DELETE SET NULL,
    error           text        NOT NULL DEFAULT '',
    created_by      bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz
);
CREATE INDEX giving_imports_created_idx ON giving_imports (created_at DESC, id DESC);
CREATE INDEX giving_contributions_import_idx ON giving_contributions (import_id) WHERE import_id IS NOT NULL;
