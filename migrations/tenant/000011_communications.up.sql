-- Unified communications (issue 12): message credits as a ledger, the one consent list, contact
-- groups, the media vault, smart keywords, communications with their recipients, celebration
-- templates and the greetings sent, Web Push keys and subscriptions, and the webhook events seen.

-- Message credits. credit_account is one row: balance is what the church holds, reserved the part
-- promised to accepted sends not yet delivered; available = balance - reserved, never negative.
-- Every change is a credit_ledger row with a unique idempotency key, written in the same
-- transaction as the account's change.
CREATE TABLE credit_account (
    id          smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    balance     bigint      NOT NULL DEFAULT 0 CHECK (balance >= 0),
    reserved    bigint      NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= balance),
    updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO credit_account DEFAULT VALUES;

CREATE TABLE credit_ledger (
    id               bigserial   PRIMARY KEY,
    idempotency_key  text        NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
    -- grant: an operator's grant; purchase: bought (billing); reserve/release: promised to a send
    -- and given back; debit: a message delivered to the provider; refund, adjustment: corrections.
    kind             text        NOT NULL CHECK (kind IN ('grant', 'purchase', 'reserve', 'release', 'debit', 'refund', 'adjustment')),
    amount           bigint      NOT NULL,            -- change of balance (grant +, debit -)
    reserved_change  bigint      NOT NULL DEFAULT 0,  -- change of reserved (reserve +, release and debit -)
    balance_after    bigint      NOT NULL,
    reserved_after   bigint      NOT NULL,
    communication_id bigint,
    note             text        NOT NULL DEFAULT '',
    reference        text        NOT NULL DEFAULT '', -- who or what: an operator, a Stripe object
    created_by       bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_ledger_created_idx ON credit_ledger (created_at DESC, id DESC);
CREATE INDEX credit_ledger_kind_idx ON credit_ledger (kind, created_at DESC);
CREATE INDEX credit_ledger_communication_idx ON credit_ledger (communication_id) WHERE communication_id IS NOT NULL;

-- The one consent list: an address (E.164 phone or lower-case e-mail) that may not be contacted on
-- a channel. Text covers SMS and MMS. A row is removed when the person opts back in; the history
-- with its proof stays in consent_events.
CREATE TABLE do_not_contact (
    id          bigserial   PRIMARY KEY,
    channel     text        NOT NULL CHECK (channel IN ('text', 'voice', 'email', 'push')),
    address     text        NOT NULL CHECK (length(address) BETWEEN 1 AND 320),
    person_id   bigint      REFERENCES people (id) ON DELETE SET NULL,
    method      text        NOT NULL CHECK (method IN ('keyword', 'unsubscribe_link', 'staff', 'provider')),
    proof       jsonb       NOT NULL DEFAULT '{}',    -- keyword, message sid, communication id, staff id, ip
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (channel, address)
);
CREATE INDEX do_not_contact_person_idx ON do_not_contact (person_id, channel) WHERE person_id IS NOT NULL;

CREATE TABLE consent_events (
    id          bigserial   PRIMARY KEY,
    channel     text        NOT NULL CHECK (channel IN ('text', 'voice', 'email', 'push')),
    address     text        NOT NULL,
    person_id   bigint      REFERENCES people (id) ON DELETE SET NULL,
    action      text        NOT NULL CHECK (action IN ('opt_out', 'opt_in')),
    method      text        NOT NULL CHECK (method IN ('keyword', 'unsubscribe_link', 'staff', 'provider')),
    proof       jsonb       NOT NULL DEFAULT '{}',
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_events_address_idx ON consent_events (address, created_at DESC);

-- Contact groups: people of the directory and typed-in contacts (a phone and/or an e-mail).
CREATE TABLE contact_groups (
    id          bigserial   PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description text        NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contact_groups_name_key ON contact_groups (lower(name));

CREATE TABLE contact_group_members (
    id          bigserial   PRIMARY KEY,
    group_id    bigint      NOT NULL REFERENCES contact_groups (id) ON DELETE CASCADE,
    person_id   bigint      REFERENCES people (id) ON DELETE CASCADE,
    name        text        NOT NULL DEFAULT '',
    phone       text        NOT NULL DEFAULT '',      -- E.164
    email       text        NOT NULL DEFAULT '',      -- lower case
    source      text        NOT NULL DEFAULT 'staff' CHECK (source IN ('staff', 'keyword')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    CHECK (person_id IS NOT NULL OR phone <> '' OR email <> '')
);
CREATE UNIQUE INDEX contact_group_members_person_key ON contact_group_members (group_id, person_id) WHERE person_id IS NOT NULL;
CREATE UNIQUE INDEX contact_group_members_phone_key ON contact_group_members (group_id, phone) WHERE person_id IS NULL AND phone <> '';
CREATE UNIQUE INDEX contact_group_members_email_key ON contact_group_members (group_id, email) WHERE person_id IS NULL AND phone = '' AND email <> '';

-- The media vault: images, audio and video for MMS, voice recordings and e-mails.
CREATE TABLE media_vault (
    id           bigserial   PRIMARY KEY,
    name         text        NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    kind         text        NOT NULL CHECK (kind IN ('image', 'audio', 'video', 'document')),
    content_type text        NOT NULL,
    size         bigint      NOT NULL CHECK (size > 0),
    storage_key  text        NOT NULL UNIQUE,
    width        integer,
    height       integer,
    created_by   bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_vault_created_idx ON media_vault (created_at DESC, id DESC);

-- Smart keywords: an inbound text whose first word is the keyword replies and/or joins a group.
CREATE TABLE smart_keywords (
    id               bigserial   PRIMARY KEY,
    keyword          text        NOT NULL CHECK (keyword ~ '^[A-Z0-9]{2,20}$'),
    reply            text        NOT NULL DEFAULT '',
    contact_group_id bigint      REFERENCES contact_groups (id) ON DELETE SET NULL,
    active           boolean     NOT NULL DEFAULT true,
    matches          integer     NOT NULL DEFAULT 0,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CHECK (reply <> '' OR contact_group_id IS NOT NULL)
);
CREATE UNIQUE INDEX smart_keywords_keyword_key ON smart_keywords (keyword);

-- Communications: one message to many. status: scheduled (waits for scheduled_at), sending,
-- sent (every recipient finished), cancelled (a scheduled one deleted), failed.
CREATE TABLE communications (
    id              bigserial   PRIMARY KEY,
    channel         text        NOT NULL CHECK (channel IN ('sms', 'mms', 'voice', 'email', 'push')),
    origin          text        NOT NULL DEFAULT 'staff' CHECK (origin IN ('staff', 'greeting', 'keyword', 'children')),
    idempotency_key text        NOT NULL UNIQUE,      -- the console's key: a double click sends once
    subject         text        NOT NULL DEFAULT '',  -- e-mail subject, push title
    body            text        NOT NULL,             -- text with merge fields; voice: the words said
    html            text        NOT NULL DEFAULT '',  -- e-mail HTML body (else the text in the template)
    media_id        bigint      REFERENCES media_vault (id) ON DELETE SET NULL,
    voice_mode      text        NOT NULL DEFAULT '' CHECK (voice_mode IN ('', 'tts', 'recording')),
    audience        jsonb       NOT NULL DEFAULT '{}',
    status          text        NOT NULL CHECK (status IN ('scheduled', 'sending', 'sent', 'cancelled', 'failed')),
    scheduled_at    timestamptz,
    accepted_at     timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz,
    recipients      integer     NOT NULL DEFAULT 0,
    segments        integer     NOT NULL DEFAULT 0,   -- SMS segments of the longest merged text
    encoding        text        NOT NULL DEFAULT '' CHECK (encoding IN ('', 'GSM-7', 'UCS-2')),
    credits         bigint      NOT NULL DEFAULT 0,   -- reserved in all
    created_by      bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX communications_channel_idx ON communications (channel, created_at DESC, id DESC);
CREATE INDEX communications_status_idx ON communications (status, scheduled_at);

-- One row per recipient, written when the send is accepted. The worker records an attempt
-- (status sending, attempt_key, attempt_started_at) and commits it before calling the provider;
-- after a crash an attempt of unknown outcome is reconciled by the provider's lookup of
-- attempt_key, never sent blindly again.
CREATE TABLE communication_recipients (
    id                 bigserial   PRIMARY KEY,
    communication_id   bigint      NOT NULL REFERENCES communications (id) ON DELETE CASCADE,
    person_id          bigint      REFERENCES people (id) ON DELETE SET NULL,
    name               text        NOT NULL DEFAULT '',
    address            text        NOT NULL,           -- E.164, e-mail, or a push subscription id
    merge              jsonb       NOT NULL DEFAULT '{}',
    cost               integer     NOT NULL CHECK (cost >= 0),
    status             text        NOT NULL DEFAULT 'queued'
                       CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'undelivered', 'skipped')),
    attempt_key        text        NOT NULL UNIQUE,
    attempt_started_at timestamptz,
    attempts           integer     NOT NULL DEFAULT 0,
    provider_ref       text        NOT NULL DEFAULT '',
    error              text        NOT NULL DEFAULT '',
    updated_at         timestamptz NOT NULL DEFAULT now(),
    UNIQUE (communication_id, address)
);
CREATE INDEX communication_recipients_status_idx ON communication_recipients (communication_id, status, id);
CREATE INDEX communication_recipients_ref_idx ON communication_recipients (provider_ref) WHERE provider_ref <> '';
CREATE INDEX communication_recipients_person_idx ON communication_recipients (person_id) WHERE person_id IS NOT NULL;

-- Automated greetings: the church's templates and the greetings sent (once per person, kind and year).
CREATE TABLE celebration_templates (
    id          bigserial   PRIMARY KEY,
    kind        text        NOT NULL CHECK (kind IN ('birthday', 'wedding')),
    channel     text        NOT NULL CHECK (channel IN ('sms', 'email')),
    subject     text        NOT NULL DEFAULT '',
    body        text        NOT NULL,
    enabled     boolean     NOT NULL DEFAULT false,
    send_hour   smallint    NOT NULL DEFAULT 9 CHECK (send_hour BETWEEN 0 AND 23),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (kind, channel)
);
INSERT INTO celebration_templates (kind, channel, subject, body) VALUES
    ('birthday', 'sms', '', 'Happy birthday, {first_name}! Your family at {church_name} is thankful for you.'),
    ('birthday', 'email', 'Happy birthday, {first_name}!', 'Dear {first_name},

Happy birthday! Your family at {church_name} is thankful for you and praying for a wonderful year ahead.'),
    ('wedding', 'sms', '', 'Happy anniversary, {first_name}! {church_name} celebrates with you today.'),
    ('wedding', 'email', 'Happy anniversary, {first_name}!', 'Dear {first_name},

Happy wedding anniversary! {church_name} celebrates with you today.');

CREATE TABLE greetings_sent (
    id               bigserial   PRIMARY KEY,
    person_id        bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    kind             text        NOT NULL CHECK (kind IN ('birthday', 'wedding')),
    year             integer     NOT NULL,
    channel          text        NOT NULL CHECK (channel IN ('sms', 'email')),
    communication_id bigint      REFERENCES communications (id) ON DELETE SET NULL,
    sent_at          timestamptz NOT NULL DEFAULT now(),
    UNIQUE (person_id, kind, year, channel)
);

-- Web Push: the church's VAPID key pair (one row) and its people's browser subscriptions.
CREATE TABLE push_keys (
    id          smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    public_key  text        NOT NULL,
    private_key text        NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE push_subscriptions (
    id           bigserial   PRIMARY KEY,
    person_id    bigint      REFERENCES people (id) ON DELETE CASCADE,
    endpoint     text        NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 1 AND 2000),
    p256dh       text        NOT NULL,
    auth         text        NOT NULL,
    user_agent   text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz
);
CREATE INDEX push_subscriptions_person_idx ON push_subscriptions (person_id);

-- Webhook events already handled (Twilio MessageSid + status, inbound MessageSid, unsubscribe
-- tokens): a replay finds its key and is refused.
CREATE TABLE webhook_events (
    key          text        PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 300),
    kind         text        NOT NULL,
    received_at  timestamptz NOT NULL DEFAULT now()
);

-- Inbound texts, kept with what was done about them.
CREATE TABLE inbound_messages (
    id           bigserial   PRIMARY KEY,
    message_sid  text        NOT NULL UNIQUE,
    from_number  text        NOT NULL,
    to_number    text        NOT NULL DEFAULT '',
    body         text        NOT NULL DEFAULT '',
    person_id    bigint      REFERENCES people (id) ON DELETE SET NULL,
    action       text        NOT NULL DEFAULT 'none' CHECK (action IN ('none', 'opt_out', 'opt_in', 'keyword', 'help')),
    keyword_id   bigint      REFERENCES smart_keywords (id) ON DELETE SET NULL,
    received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbound_messages_received_idx ON inbound_messages (received_at DESC);
