-- Moving a church's schema between PostgreSQL clusters (bin/ops church move, docs/placement.md).
-- moving_to is set while a move copies the schema: the tenant API refuses writes and the worker
-- puts the church's tasks off until it is NULL again. church_moves records every move for the
-- operators and is what an interrupted move is resumed from: copying (placement is still the
-- source), switched (placement is the target, the source's copy not dropped yet), then done,
-- failed (undone after an error) or aborted (undone by an operator).
ALTER TABLE control.churches ADD COLUMN moving_to text;

CREATE TABLE control.church_moves (
    id           bigserial   PRIMARY KEY,
    church_id    bigint      NOT NULL REFERENCES control.churches (id) ON DELETE CASCADE,
    from_cluster text        NOT NULL,
    to_cluster   text        NOT NULL,
    state        text        NOT NULL DEFAULT 'copying'
                 CHECK (state IN ('copying', 'switched', 'done', 'failed', 'aborted')),
    error        text        NOT NULL DEFAULT '',
    rows_copied  bigint,
    started_at   timestamptz NOT NULL DEFAULT now(),
    finished_at  timestamptz,
    by           text        NOT NULL DEFAULT ''
);

-- At most one unfinished move per church.
CREATE UNIQUE INDEX church_moves_unfinished ON control.church_moves (church_id) WHERE state IN ('copying', 'switched');
CREATE INDEX church_moves_church ON control.church_moves (church_id, id DESC);
