-- Issue 17: the operator console. Operators sign in with a password and a TOTP code (recovery
-- codes as the fallback), hold a role, and every action they take is in operator_audit.
ALTER TABLE control.operators
    ADD COLUMN role            text        NOT NULL DEFAULT 'operator' CHECK (role IN ('operator', 'support')),
    ADD COLUMN totp_secret     text        NOT NULL DEFAULT '',     -- base32; '' = not enrolled yet
    ADD COLUMN totp_last_step  bigint      NOT NULL DEFAULT 0,      -- the last accepted 30 s step: a code is used once
    ADD COLUMN failed_attempts integer     NOT NULL DEFAULT 0,
    ADD COLUMN locked_until    timestamptz,
    ADD COLUMN disabled_at     timestamptz,
    ADD COLUMN last_sign_in_at timestamptz,
    ADD COLUMN updated_at      timestamptz NOT NULL DEFAULT now();

CREATE TABLE control.operator_recovery_codes (
    id          bigserial PRIMARY KEY,
    operator_id bigint      NOT NULL REFERENCES control.operators (id) ON DELETE CASCADE,
    code_hash   text        NOT NULL,   -- SHA-256 hex of the normalised code
    used_at     timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_recovery_codes_operator_idx ON control.operator_recovery_codes (operator_id);

-- A password accepted, the second factor still to come (5 minutes). An operator without a TOTP
-- secret enrols inside the challenge: pending_secret is checked against the first code.
CREATE TABLE control.operator_challenges (
    token_hash     text PRIMARY KEY,    -- SHA-256 hex of the token the browser holds
    operator_id    bigint      NOT NULL REFERENCES control.operators (id) ON DELETE CASCADE,
    pending_secret text        NOT NULL DEFAULT '',
    attempts       integer     NOT NULL DEFAULT 0,
    expires_at     timestamptz NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now()
);

-- Server-side sessions of the ops_session cookie (12 h absolute, 30 min idle).
CREATE TABLE control.operator_sessions (
    token_hash   text PRIMARY KEY,      -- SHA-256 hex of the cookie's value
    operator_id  bigint      NOT NULL REFERENCES control.operators (id) ON DELETE CASCADE,
    ip           text        NOT NULL DEFAULT '',
    user_agent   text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL
);
CREATE INDEX operator_sessions_operator_idx ON control.operator_sessions (operator_id);

-- Every operator action, refusal and failed sign-in. No foreign keys: the trail outlives
-- operators and churches.
CREATE TABLE control.operator_audit (
    id             bigserial PRIMARY KEY,
    at             timestamptz NOT NULL DEFAULT now(),
    operator_id    bigint,
    operator_email text        NOT NULL DEFAULT '',
    action         text        NOT NULL,              -- "church.lockdown", "auth.sign_in", ...
    outcome        text        NOT NULL CHECK (outcome IN ('ok', 'denied', 'failed')),
    church_id      bigint,
    target         text        NOT NULL DEFAULT '',   -- what was acted on, for a person to read
    detail         jsonb       NOT NULL DEFAULT '{}',
    ip             text        NOT NULL DEFAULT ''
);
CREATE INDEX operator_audit_at_idx ON control.operator_audit (at DESC, id DESC);
CREATE INDEX operator_audit_church_idx ON control.operator_audit (church_id, at DESC) WHERE church_id IS NOT NULL;
CREATE INDEX operator_audit_operator_idx ON control.operator_audit (operator_id, at DESC);

-- Why a church is suspended or locked down, and by whom (shown on its page).
ALTER TABLE control.churches
    ADD COLUMN status_reason text        NOT NULL DEFAULT '',
    ADD COLUMN status_by     text        NOT NULL DEFAULT '',
    ADD COLUMN status_at     timestamptz;

-- Figures the churches list shows without opening 1,000 schemas per request: refreshed by the
-- worker's ops:church-stats task (hourly) and by opening a church's page.
CREATE TABLE control.church_stats (
    church_id        bigint PRIMARY KEY REFERENCES control.churches (id) ON DELETE CASCADE,
    people           integer     NOT NULL DEFAULT 0,
    users            integer     NOT NULL DEFAULT 0,
    storage_bytes    bigint      NOT NULL DEFAULT 0,
    last_activity_at timestamptz,
    schema_version   bigint      NOT NULL DEFAULT 0,
    refreshed_at     timestamptz NOT NULL DEFAULT now()
);

-- Custom domains are served once verified (a DNS TXT record or an HTTP token). Domains added
-- before verification existed were added by operators by hand: they count as verified.
ALTER TABLE control.church_domains
    ADD COLUMN verify_token text        NOT NULL DEFAULT '',
    ADD COLUMN verified_at  timestamptz;
UPDATE control.church_domains SET verified_at = created_at;

-- A church's full export (a ZIP of CSVs and files), built by the worker's church:export task.
CREATE TABLE control.church_exports (
    id           bigserial PRIMARY KEY,
    church_id    bigint      NOT NULL REFERENCES control.churches (id) ON DELETE CASCADE,
    requested_by text        NOT NULL,                -- "operator:<email>" or "church:<person id>"
    status       text        NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'expired')),
    storage_key  text        NOT NULL DEFAULT '',
    size_bytes   bigint      NOT NULL DEFAULT 0,
    error        text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now(),
    started_at   timestamptz,
    finished_at  timestamptz,
    expires_at   timestamptz
);
CREATE INDEX church_exports_church_idx ON control.church_exports (church_id, created_at DESC);
-- One export in progress per church.
CREATE UNIQUE INDEX church_exports_active_key ON control.church_exports (church_id) WHERE status IN ('queued', 'running');
