-- The operators' index of cheque purchases for message credits across churches: each church's
-- credit_purchases row lives in its own schema, and listing the pending cheques of every church
-- must not open every schema per request. tenantapi/billing/purchases writes a row here after the
-- church's transaction commits, when a cheque purchase is made and on every decision; deciding
-- again (confirm or reject once more) rewrites it, so an index write that failed heals.
--
-- No backfill here: a migration cannot read every church schema (they live on several clusters
-- and are created after this file). controlplane/ops/requests backfills once, on the first list,
-- from the churches' schemas (cheque_index_state records that it ran).
CREATE TABLE control.cheque_purchases (
    church_id     bigint      NOT NULL REFERENCES control.churches (id) ON DELETE CASCADE,
    purchase_id   bigint      NOT NULL,
    credits       bigint      NOT NULL,
    amount_minor  bigint      NOT NULL,
    currency      text        NOT NULL,
    cheque_number text        NOT NULL DEFAULT '',
    status        text        NOT NULL,
    created_at    timestamptz NOT NULL,
    decided_at    timestamptz,
    decided_by    text        NOT NULL DEFAULT '',
    PRIMARY KEY (church_id, purchase_id)
);
CREATE INDEX cheque_purchases_pending_idx ON control.cheque_purchases (created_at) WHERE status = 'pending';

-- One row once the index was backfilled from the church schemas.
CREATE TABLE control.cheque_index_state (
    id            boolean PRIMARY KEY DEFAULT true CHECK (id),
    backfilled_at timestamptz NOT NULL DEFAULT now()
);
