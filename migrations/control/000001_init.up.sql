-- The control plane's own schema: the registry of churches and what the platform needs above them.
CREATE SCHEMA IF NOT EXISTS control;

CREATE TABLE control.churches (
    id                          bigserial PRIMARY KEY,
    short_name                  text        NOT NULL,
    full_name                   text        NOT NULL,
    email                       text        NOT NULL DEFAULT '',
    phone                       text        NOT NULL DEFAULT '',
    website                     text        NOT NULL DEFAULT '',
    address                     text        NOT NULL DEFAULT '',
    schema_name                 text        NOT NULL UNIQUE,
    -- placement names the PostgreSQL cluster that holds the church's schema ("default" = DATABASE_URL).
    placement                   text        NOT NULL DEFAULT 'default',
    status                      text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'closed')),
    is_custom_url_enabled       boolean     NOT NULL DEFAULT false,
    dedicated_url_admin         text        NOT NULL DEFAULT '',
    account_lockdown            boolean     NOT NULL DEFAULT false,
    account_hide                boolean     NOT NULL DEFAULT false,
    billing_lockdown            boolean     NOT NULL DEFAULT false,
    color_themes                jsonb       NOT NULL DEFAULT '[]',
    logo_url                    text        NOT NULL DEFAULT '',
    fav_icons                   jsonb       NOT NULL DEFAULT '[]',
    products                    jsonb       NOT NULL DEFAULT '[]',
    system_settings             jsonb       NOT NULL DEFAULT '{}',
    support_resources_settings  jsonb       NOT NULL DEFAULT '{}',
    terms_of_service            text        NOT NULL DEFAULT '',
    created_at                  timestamptz NOT NULL DEFAULT now(),
    updated_at                  timestamptz NOT NULL DEFAULT now()
);
-- Short names are unique ignoring case: two sign-ups racing for "Grace" and "grace" get one church.
CREATE UNIQUE INDEX churches_short_name_key ON control.churches (lower(short_name));

CREATE TABLE control.church_domains (
    domain      text PRIMARY KEY,
    church_id   bigint      NOT NULL REFERENCES control.churches (id) ON DELETE CASCADE,
    kind        text        NOT NULL CHECK (kind IN ('subdomain', 'custom')),
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX church_domains_church_idx ON control.church_domains (church_id);

CREATE TABLE control.operators (
    id            bigserial PRIMARY KEY,
    email         text        NOT NULL,
    name          text        NOT NULL,
    password_hash text        NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_email_key ON control.operators (lower(email));

-- One row per outgoing message or charge: asynq delivers at least once, the ledger makes it once.
CREATE TABLE control.send_ledger (
    key          text PRIMARY KEY,
    channel      text        NOT NULL,
    church       text        NOT NULL DEFAULT '',
    recipient    text        NOT NULL DEFAULT '',
    status       text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    provider_ref text        NOT NULL DEFAULT '',
    attempts     integer     NOT NULL DEFAULT 0,
    last_error   text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now(),
    sent_at      timestamptz
);
