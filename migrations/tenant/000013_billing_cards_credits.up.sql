-- Billing (issue 13, docs/billing-api.md): the church's cards on file, its purchases of message
-- credits and its auto-recharge settings. Money is integer minor units of the church's currency.

-- Cards on file: Stripe PaymentMethods attached to the church's customer. Only brand, last four
-- digits and expiry are kept; the card itself stays at Stripe. A removed card keeps its row
-- (purchases name it); one live card at most is the default.
CREATE TABLE billing_cards (
    id                        bigserial   PRIMARY KEY,
    stripe_payment_method_id  text        NOT NULL UNIQUE CHECK (length(stripe_payment_method_id) BETWEEN 1 AND 255),
    brand                     text        NOT NULL DEFAULT '',
    last4                     text        NOT NULL DEFAULT '' CHECK (length(last4) <= 4),
    exp_month                 int         NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
    exp_year                  int         NOT NULL CHECK (exp_year BETWEEN 2000 AND 9999),
    is_default                boolean     NOT NULL DEFAULT false,
    removed_at                timestamptz,
    created_at                timestamptz NOT NULL DEFAULT now(),
    created_by                bigint      REFERENCES people (id) ON DELETE SET NULL,
    CHECK (NOT (is_default AND removed_at IS NOT NULL))
);
CREATE UNIQUE INDEX billing_cards_one_default ON billing_cards ((true)) WHERE is_default;
CREATE INDEX billing_cards_live_idx ON billing_cards (created_at DESC, id DESC) WHERE removed_at IS NULL;

-- Purchases of message credits. request_key makes a double submission one purchase (the console's
-- UUID per form; auto-recharge:<generation>; ops:<...>). A succeeded purchase is on the credit
-- ledger with the PaymentIntent's id (a cheque: cheque:<id>) as its key, written in the same
-- transaction that marks it succeeded. stripe_event_at is the newest Stripe event applied.
CREATE TABLE credit_purchases (
    id                        bigserial   PRIMARY KEY,
    request_key               text        NOT NULL UNIQUE CHECK (length(request_key) BETWEEN 1 AND 200),
    credits                   bigint      NOT NULL CHECK (credits > 0),
    amount_minor              bigint      NOT NULL CHECK (amount_minor >= 0),
    currency                  text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    method                    text        NOT NULL CHECK (method IN ('card', 'new_card', 'cheque', 'auto_recharge')),
    status                    text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
    stripe_payment_intent_id  text        UNIQUE,
    card_id                   bigint      REFERENCES billing_cards (id),
    cheque_number             text        NOT NULL DEFAULT '' CHECK (length(cheque_number) <= 50),
    failure_message           text        NOT NULL DEFAULT '',
    created_by                bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at                timestamptz NOT NULL DEFAULT now(),
    confirmed_at              timestamptz,
    confirmed_by_operator     text        NOT NULL DEFAULT '',
    stripe_event_at           timestamptz,
    updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_purchases_created_idx ON credit_purchases (created_at DESC, id DESC);

-- Auto-recharge: one row. When a send leaves fewer than threshold_credits available, the worker
-- buys recharge_credits with the default card, once per generation (the task's key and the
-- PaymentIntent's idempotency key carry it; a charge bumps it).
CREATE TABLE credit_auto_recharge (
    id                 smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    enabled            boolean     NOT NULL DEFAULT false,
    threshold_credits  bigint      NOT NULL DEFAULT 500 CHECK (threshold_credits BETWEEN 0 AND 1000000),
    recharge_credits   bigint      NOT NULL DEFAULT 1000 CHECK (recharge_credits BETWEEN 100 AND 1000000),
    generation         bigint      NOT NULL DEFAULT 0,
    last_charged_at    timestamptz,
    updated_by         bigint      REFERENCES people (id) ON DELETE SET NULL,
    updated_at         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO credit_auto_recharge DEFAULT VALUES;
