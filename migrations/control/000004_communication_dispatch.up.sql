-- Communications waiting to be sent, across churches (issue 12): the worker's dispatcher finds due
-- scheduled sends and unfinished ones here without reading every church's schema. The send takes its
-- id from the church's sequence and writes this row before its communication, so a send never
-- exists without its row; a row whose communication is gone (its transaction failed) is marked
-- done by the dispatcher.
CREATE TABLE control.communication_dispatch (
    church_id        bigint      NOT NULL REFERENCES control.churches (id) ON DELETE CASCADE,
    communication_id bigint      NOT NULL,
    due_at           timestamptz NOT NULL,
    state            text        NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'done')),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (church_id, communication_id)
);
CREATE INDEX communication_dispatch_due_idx ON control.communication_dispatch (due_at) WHERE state <> 'done';
