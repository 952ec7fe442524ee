-- Online giving (issue 14, h-online, docs/giving-api.md): donors' Stripe customers on the church's
-- connected account, their saved payment methods (brand, last4, expiry: members' expiring cards),
-- recurring gifts and the give page's requests (one per requestKey: a double submit is one gift).

-- A donor's Stripe customer on the church's connected account (one per person and account).
CREATE TABLE giving_donor_customers (
    person_id           bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    stripe_account_id   text        NOT NULL,
    stripe_customer_id  text        NOT NULL UNIQUE,
    created_at          timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (person_id, stripe_account_id)
);

-- Saved payment methods of donors (cards and bank accounts used for recurring gifts). exp_month /
-- exp_year are a card's (0 for a bank account); stripe_event_at orders the updates of Stripe's
-- payment_method.updated / automatically_updated events.
CREATE TABLE giving_payment_methods (
    id                        bigserial   PRIMARY KEY,
    person_id                 bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    stripe_payment_method_id  text        NOT NULL UNIQUE,
    kind                      text        NOT NULL DEFAULT 'card' CHECK (kind IN ('card', 'bank')),
    brand                     text        NOT NULL DEFAULT '',
    last4                     text        NOT NULL DEFAULT '' CHECK (length(last4) <= 4),
    exp_month                 int         NOT NULL DEFAULT 0 CHECK (exp_month BETWEEN 0 AND 12),
    exp_year                  int         NOT NULL DEFAULT 0,
    stripe_event_at           timestamptz,
    removed_at                timestamptz,
    created_at                timestamptz NOT NULL DEFAULT now(),
    updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX giving_payment_methods_person_idx ON giving_payment_methods (person_id);
CREATE INDEX giving_payment_methods_exp_idx ON giving_payment_methods (exp_year, exp_month) WHERE kind = 'card' AND removed_at IS NULL;

-- Recurring gifts: charged off-session by the worker's hourly giving:recurring-tick on
-- next_charge_on. attempts counts the failed charges of the current date (retries after 1, 3 and
-- 5 days: retry_on); after the last the gift is 'failing' and the donor is told.
CREATE TABLE giving_recurring (
    id                 bigserial   PRIMARY KEY,
    person_id          bigint      NOT NULL REFERENCES people (id),
    fund_id            bigint      NOT NULL REFERENCES giving_funds (id),
    amount_minor       bigint      NOT NULL CHECK (amount_minor > 0 AND amount_minor <= 100000000000),
    currency           text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    method             text        NOT NULL CHECK (method IN ('card', 'bank')),
    frequency          text        NOT NULL CHECK (frequency IN ('weekly', 'fortnightly', 'monthly')),
    anchor_day         int         NOT NULL CHECK (anchor_day BETWEEN 1 AND 31),
    payment_method_id  bigint      NOT NULL REFERENCES giving_payment_methods (id),
    next_charge_on     date        NOT NULL,
    retry_on           date,
    attempts           int         NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    status             text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'cancelled', 'failing')),
    last_charged_on    date,
    failure_message    text        NOT NULL DEFAULT '',
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX giving_recurring_due_idx ON giving_recurring (next_charge_on) WHERE status = 'active';
CREATE INDEX giving_recurring_person_idx ON giving_recurring (person_id);

-- The charges of recurring gifts: one per gift and date (the key of the charge), so a tick killed
-- mid-run and run again charges nothing twice.
CREATE TABLE giving_recurring_charges (
    recurring_id     bigint      NOT NULL REFERENCES giving_recurring (id) ON DELETE CASCADE,
    charge_on        date        NOT NULL,
    attempt          int         NOT NULL DEFAULT 0,
    contribution_id  bigint      REFERENCES giving_contributions (id) ON DELETE SET NULL,
    status           text        NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    failure_message  text        NOT NULL DEFAULT '',
    created_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (recurring_id, charge_on, attempt)
);

-- The give page's submissions by their requestKey (a UUID per form): a second submit of the same
-- form answers the first one's result and charges nothing again.
CREATE TABLE giving_give_requests (
    request_key               uuid        PRIMARY KEY,
    contribution_id           bigint      REFERENCES giving_contributions (id) ON DELETE SET NULL,
    recurring_id              bigint      REFERENCES giving_recurring (id) ON DELETE SET NULL,
    stripe_payment_intent_id  text        NOT NULL DEFAULT '',
    status                    text        NOT NULL,
    client_secret             text        NOT NULL DEFAULT '',
    created_at                timestamptz NOT NULL DEFAULT now()
);

-- The give methods the church shows (the spec's give-methods calls): one row per kind.
CREATE TABLE giving_give_methods (
    kind        text        PRIMARY KEY CHECK (kind IN ('online', 'text', 'bank', 'cheque', 'cash', 'qr')),
    enabled     boolean     NOT NULL DEFAULT true,
    label       text        NOT NULL DEFAULT '' CHECK (length(label) <= 100),
    details     text        NOT NULL DEFAULT '' CHECK (length(details) <= 2000),
    position    int         NOT NULL DEFAULT 0,
    updated_at  timestamptz NOT NULL DEFAULT now()
);
