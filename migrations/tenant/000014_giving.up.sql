-- Giving (issue 14, docs/giving-api.md): contribution codes (funds), batches, contributions,
-- pledge campaigns and pledges, and the giving settings. Money is integer minor units of the
-- church's giving currency (giving_settings.currency), never floats. A contribution belongs to one
-- person (never a household) or to nobody (anonymous).

-- Contribution names and codes (funds). A code in use cannot be deleted (contributions point at
-- it); its gifts can be moved to another code first. Inactive codes stay in reports but are not
-- offered for new gifts.
CREATE TABLE giving_funds (
    id              bigserial   PRIMARY KEY,
    name            text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    code            text        NOT NULL CHECK (code ~ '^[A-Za-z0-9-]{1,20}$'),
    position        int         NOT NULL DEFAULT 0,
    active          boolean     NOT NULL DEFAULT true,
    tax_deductible  boolean     NOT NULL DEFAULT true,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX giving_funds_code_key ON giving_funds (lower(code));
CREATE UNIQUE INDEX giving_funds_name_key ON giving_funds (lower(name));

-- Batches: gifts counted together (a Sunday's plate). expected_total_minor is what was counted;
-- commit is refused until the entered gifts add up to it. A committed batch is read-only.
CREATE TABLE giving_batches (
    id                    bigserial   PRIMARY KEY,
    name                  text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    batch_date            date        NOT NULL,
    expected_total_minor  bigint      NOT NULL CHECK (expected_total_minor >= 0),
    expected_count        int         CHECK (expected_count >= 0),
    status                text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'committed')),
    source                text        NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'import')),
    created_by            bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at            timestamptz NOT NULL DEFAULT now(),
    committed_by          bigint      REFERENCES people (id) ON DELETE SET NULL,
    committed_at          timestamptz,
    CHECK ((status = 'committed') = (committed_at IS NOT NULL))
);
CREATE INDEX giving_batches_created_idx ON giving_batches (created_at DESC, id DESC);

-- Contributions. status: pending (in an open batch, or an online gift waiting for Stripe),
-- succeeded (counted), failed, refunded, disputed. Totals, reports and statements count only
-- succeeded gifts that are not void. A void gift keeps its row (voided_at, voided_by, void_reason).
-- stripe_payment_intent_id makes an online gift one row however often its webhooks arrive.
CREATE TABLE giving_contributions (
    id                        bigserial   PRIMARY KEY,
    person_id                 bigint      REFERENCES people (id),
    fund_id                   bigint      NOT NULL REFERENCES giving_funds (id),
    amount_minor              bigint      NOT NULL CHECK (amount_minor > 0 AND amount_minor <= 100000000000),
    currency                  text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    method                    text        NOT NULL CHECK (method IN ('cash', 'cheque', 'card', 'bank', 'other')),
    cheque_number             text        NOT NULL DEFAULT '' CHECK (length(cheque_number) <= 50),
    received_on               date        NOT NULL,
    note                      text        NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
    source                    text        NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'batch', 'import', 'online', 'recurring', 'text')),
    status                    text        NOT NULL DEFAULT 'succeeded' CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded', 'disputed')),
    batch_id                  bigint      REFERENCES giving_batches (id),
    import_id                 bigint,
    stripe_payment_intent_id  text        UNIQUE,
    stripe_charge_id          text        NOT NULL DEFAULT '',
    stripe_event_at           timestamptz,
    failure_message           text        NOT NULL DEFAULT '',
    card_brand                text        NOT NULL DEFAULT '',
    card_last4                text        NOT NULL DEFAULT '' CHECK (length(card_last4) <= 4),
    voided_at                 timestamptz,
    voided_by                 bigint      REFERENCES people (id) ON DELETE SET NULL,
    void_reason               text        NOT NULL DEFAULT '' CHECK (length(void_reason) <= 500),
    created_by                bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at                timestamptz NOT NULL DEFAULT now(),
    updated_at                timestamptz NOT NULL DEFAULT now(),
    CHECK (voided_at IS NULL OR void_reason <> '')
);
CREATE INDEX giving_contributions_received_idx ON giving_contributions (received_on DESC, id DESC);
CREATE INDEX giving_contributions_person_idx ON giving_contributions (person_id, received_on) WHERE person_id IS NOT NULL;
CREATE INDEX giving_contributions_fund_idx ON giving_contributions (fund_id, received_on);
CREATE INDEX giving_contributions_batch_idx ON giving_contributions (batch_id) WHERE batch_id IS NOT NULL;
CREATE INDEX giving_contributions_created_idx ON giving_contributions (created_at DESC, id DESC);

-- Pledge campaigns: a goal for one fund between two dates. A pledge is one person's promise to a
-- campaign; what they gave towards it is their succeeded, not void gifts to the campaign's fund
-- dated within the campaign.
CREATE TABLE giving_campaigns (
    id          bigserial   PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    fund_id     bigint      NOT NULL REFERENCES giving_funds (id),
    goal_minor  bigint      NOT NULL CHECK (goal_minor > 0),
    starts_on   date        NOT NULL,
    ends_on     date        NOT NULL CHECK (ends_on >= starts_on),
    created_by  bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX giving_campaigns_name_key ON giving_campaigns (lower(name));

CREATE TABLE giving_pledges (
    id            bigserial   PRIMARY KEY,
    campaign_id   bigint      NOT NULL REFERENCES giving_campaigns (id) ON DELETE CASCADE,
    person_id     bigint      NOT NULL REFERENCES people (id),
    amount_minor  bigint      NOT NULL CHECK (amount_minor > 0),
    pledged_on    date        NOT NULL,
    created_by    bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (campaign_id, person_id)
);
CREATE INDEX giving_pledges_person_idx ON giving_pledges (person_id);

-- Giving settings: one row. currency can change only while no contribution exists.
CREATE TABLE giving_settings (
    id                      smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    currency                text        NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
    default_fund_id         bigint      REFERENCES giving_funds (id) ON DELETE SET NULL,
    statement_intro         text        NOT NULL DEFAULT 'Thank you for your faithful generosity. This statement lists the contributions we received from you.' CHECK (length(statement_intro) <= 2000),
    statement_legal_text    text        NOT NULL DEFAULT 'No goods or services were provided in exchange for these contributions.' CHECK (length(statement_legal_text) <= 2000),
    statement_signatory     text        NOT NULL DEFAULT '' CHECK (length(statement_signatory) <= 200),
    give_page_message       text        NOT NULL DEFAULT '' CHECK (length(give_page_message) <= 1000),
    bank_transfer_details   text        NOT NULL DEFAULT '' CHECK (length(bank_transfer_details) <= 2000),
    text_to_give_keyword    text        NOT NULL DEFAULT '' CHECK (text_to_give_keyword ~ '^[A-Z0-9]{0,20}$'),
    online_giving_enabled   boolean     NOT NULL DEFAULT true,
    updated_by              bigint      REFERENCES people (id) ON DELETE SET NULL,
    updated_at              timestamptz NOT NULL DEFAULT now()
);
INSERT INTO giving_settings DEFAULT VALUES;

-- Default funds of a new church (and of every church this migration reaches).
INSERT INTO giving_funds (name, code, position) VALUES
    ('General Fund', 'GEN', 1),
    ('Tithes', 'TITHE', 2),
    ('Building Fund', 'BLDG', 3),
    ('Missions', 'MISS', 4),
    ('Benevolence', 'BEN', 5);
UPDATE giving_settings SET default_fund_id = (SELECT id FROM giving_funds WHERE code = 'GEN');
