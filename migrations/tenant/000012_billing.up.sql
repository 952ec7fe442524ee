-- The church's Stripe invoices (issue 13), mirrored from Stripe's invoice.* events and from the
-- church's own payments. stripe_event_at is the time of the event the row's state came from: an
-- older event never overwrites a newer state, and paid and void are final. payment_failed_at is
-- the first failed payment of an invoice still owed (it makes the church past due); pay_attempts
-- counts the church's own failed payments, so each new attempt has a new idempotency key.
CREATE TABLE billing_invoices (
    id                bigserial   PRIMARY KEY,
    stripe_invoice_id text        NOT NULL UNIQUE,
    number            text        NOT NULL DEFAULT '',
    status            text        NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void', 'uncollectible')),
    currency          text        NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
    amount_due_minor  bigint      NOT NULL DEFAULT 0 CHECK (amount_due_minor >= 0),
    amount_paid_minor bigint      NOT NULL DEFAULT 0 CHECK (amount_paid_minor >= 0),
    period_start      timestamptz,
    period_end        timestamptz,
    due_date          timestamptz,
    hosted_url        text        NOT NULL DEFAULT '',
    pdf_url           text        NOT NULL DEFAULT '',
    lines             jsonb       NOT NULL DEFAULT '[]',
    paid_at           timestamptz,
    payment_failed_at timestamptz,
    pay_attempts      integer     NOT NULL DEFAULT 0,
    stripe_event_at   timestamptz NOT NULL,
    created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_invoices_newest_idx ON billing_invoices (created_at DESC, id DESC);
CREATE INDEX billing_invoices_status_idx ON billing_invoices (status);
