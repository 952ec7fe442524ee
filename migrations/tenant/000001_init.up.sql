-- Runs inside the church's own schema (search_path is set by the migrator): no schema prefixes here.
CREATE TABLE people (
    id                  bigserial PRIMARY KEY,
    first_name          text        NOT NULL,
    last_name           text        NOT NULL,
    email               text        NOT NULL DEFAULT '',
    mobile              text        NOT NULL DEFAULT '',
    gender              text        NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female')),
    birth_date          date,
    membership_status   text        NOT NULL DEFAULT 'member',
    password_hash       text        NOT NULL DEFAULT '',
    pin_hash            text        NOT NULL DEFAULT '',
    admin_access        boolean     NOT NULL DEFAULT false,
    is_active           boolean     NOT NULL DEFAULT true,
    two_factor_enabled  boolean     NOT NULL DEFAULT false,
    two_factor_channel  text        NOT NULL DEFAULT 'email' CHECK (two_factor_channel IN ('email', 'sms')),
    records_per_page    integer     NOT NULL DEFAULT 20,
    failed_logins       integer     NOT NULL DEFAULT 0,
    locked_until        timestamptz,
    last_login_at       timestamptz,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX people_email_key ON people (lower(email)) WHERE email <> '';
CREATE UNIQUE INDEX people_mobile_key ON people (mobile) WHERE mobile <> '';
CREATE INDEX people_created_at_idx ON people (created_at);

CREATE TABLE roles (
    id              bigserial PRIMARY KEY,
    name            text        NOT NULL,
    description     text        NOT NULL DEFAULT '',
    is_super_admin  boolean     NOT NULL DEFAULT false,
    is_system       boolean     NOT NULL DEFAULT false,
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX roles_name_key ON roles (lower(name));

CREATE TABLE role_permissions (
    role_id         bigint NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    permission_key  text   NOT NULL CHECK (permission_key IN ('people', 'organization', 'livestreamSermons',
                        'eCommerce', 'fellowshipPrequest', 'fellowshipPreport', 'generosity', 'children',
                        'unifiedCommunications', 'followUp', 'calendarEvents', 'billing')),
    action          text   NOT NULL CHECK (action IN ('read', 'write')),
    PRIMARY KEY (role_id, permission_key, action)
);

CREATE TABLE person_roles (
    person_id  bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    role_id    bigint NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    PRIMARY KEY (person_id, role_id)
);
CREATE INDEX person_roles_role_idx ON person_roles (role_id);

CREATE TABLE sessions (
    id            text PRIMARY KEY,
    person_id     bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    ip            text        NOT NULL DEFAULT '',
    user_agent    text        NOT NULL DEFAULT '',
    created_at    timestamptz NOT NULL DEFAULT now(),
    last_seen_at  timestamptz NOT NULL DEFAULT now(),
    revoked_at    timestamptz
);
CREATE INDEX sessions_person_idx ON sessions (person_id);

-- Single-use secrets: token logins, 2FA challenges and reset tokens. Only hashes are stored.
CREATE TABLE auth_tokens (
    id          bigserial PRIMARY KEY,
    person_id   bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    kind        text        NOT NULL CHECK (kind IN ('login', '2fa', 'reset_password', 'reset_pin')),
    token_hash  text        NOT NULL,
    attempts    integer     NOT NULL DEFAULT 0,
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_tokens_hash_key ON auth_tokens (kind, token_hash);
CREATE INDEX auth_tokens_person_idx ON auth_tokens (person_id, kind);

-- The access and security audit of spec §7.
CREATE TABLE audit_log (
    id           bigserial PRIMARY KEY,
    occurred_at  timestamptz NOT NULL DEFAULT now(),
    person_id    bigint REFERENCES people (id) ON DELETE SET NULL,
    actor        text        NOT NULL DEFAULT '',
    event        text        NOT NULL,
    outcome      text        NOT NULL CHECK (outcome IN ('success', 'failure')),
    ip           text        NOT NULL DEFAULT '',
    user_agent   text        NOT NULL DEFAULT '',
    details      jsonb       NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_occurred_idx ON audit_log (occurred_at DESC);
CREATE INDEX audit_log_person_idx ON audit_log (person_id, occurred_at DESC);
CREATE INDEX audit_log_event_idx ON audit_log (event, occurred_at DESC);
