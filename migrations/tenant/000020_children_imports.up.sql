-- Children imports (issue 15, docs/children-api.md "Import"): the uploaded CSV or XLSX, the chosen
-- mapping, the progress and the rows that could not be imported with their messages. The worker
-- applies the good rows in batches, one transaction each; processed_rows moves in the same
-- transaction as its batch, so a re-run resumes after the last committed batch and never imports
-- a row twice.
CREATE TABLE children_imports (
    id              bigserial   PRIMARY KEY,
    file_name       text        NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
    file_kind       text        NOT NULL CHECK (file_kind IN ('csv', 'xlsx')),
    data            bytea       NOT NULL,
    columns         jsonb       NOT NULL DEFAULT '[]',
    mapping         jsonb       NOT NULL DEFAULT '{}',
    status          text        NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'queued', 'processing', 'done', 'failed')),
    total_rows      integer     NOT NULL DEFAULT 0,
    processed_rows  integer     NOT NULL DEFAULT 0,
    imported_rows   integer     NOT NULL DEFAULT 0,
    bad_rows        jsonb       NOT NULL DEFAULT '[]',
    error           text        NOT NULL DEFAULT '',
    created_by      bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz
);
CREATE INDEX children_imports_created_idx ON children_imports (created_at DESC, id DESC);
