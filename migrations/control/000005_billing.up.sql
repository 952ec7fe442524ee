-- The church's billing through Stripe (issue 13, docs/billing-api.md). church_billing is one row
-- per church: its Stripe customer and subscription, the plan's price in integer minor units, the
-- grace the operator gives (NULL = the platform's BILLING_GRACE_DAYS) and since when a payment
-- failed (cleared by a payment); the hourly lock-down tick sets churches.billing_lockdown when
-- past_due_since + grace has passed.
CREATE TABLE control.church_billing (
    church_id              bigint      PRIMARY KEY REFERENCES control.churches (id) ON DELETE CASCADE,
    stripe_customer_id     text        UNIQUE,
    stripe_subscription_id text,
    subscription_status    text        NOT NULL DEFAULT '',
    subscription_event_at  timestamptz,
    plan_amount_minor      bigint      NOT NULL DEFAULT 0 CHECK (plan_amount_minor >= 0),
    currency               text        NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
    grace_days             integer     CHECK (grace_days BETWEEN 0 AND 365),
    past_due_since         timestamptz,
    created_at             timestamptz NOT NULL DEFAULT now(),
    updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX church_billing_past_due_idx ON control.church_billing (past_due_since) WHERE past_due_since IS NOT NULL;

-- Every Stripe event the webhook accepted, once (the id is Stripe's evt_…): a replayed delivery
-- finds its row and does nothing twice. payload is the verified event, so the worker (and an
-- operator) can apply it again; processed_at is set when it was applied, error when it could not be.
CREATE TABLE control.stripe_events (
    id           text        PRIMARY KEY,
    type         text        NOT NULL,
    church_id    bigint      REFERENCES control.churches (id) ON DELETE SET NULL,
    created      timestamptz NOT NULL,
    payload      jsonb       NOT NULL,
    received_at  timestamptz NOT NULL DEFAULT now(),
    processed_at timestamptz,
    error        text        NOT NULL DEFAULT ''
);
CREATE INDEX stripe_events_pending_idx ON control.stripe_events (received_at) WHERE processed_at IS NULL;
