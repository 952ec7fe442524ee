-- People and membership (issue 4). Runs inside the church's schema; the search_path holds that
-- schema only, so objects of the public schema (pg_trgm's operator classes) are schema-qualified.

-- pg_trgm is database-wide. Churches are provisioned concurrently, and two transactions that both
-- see no extension would race on CREATE EXTENSION: the advisory lock lets one create it while the
-- other waits, then finds it.
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        PERFORM pg_advisory_xact_lock(7346298113);
        CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
    END IF;
END
$$;

-- Named lists of the church, ordered by position.
CREATE TABLE membership_types (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    position    integer     NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX membership_types_name_key ON membership_types (lower(name));

CREATE TABLE titles (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    position    integer     NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX titles_name_key ON titles (lower(name));

CREATE TABLE salutations (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    position    integer     NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX salutations_name_key ON salutations (lower(name));

CREATE TABLE positions (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    position    integer     NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX positions_name_key ON positions (lower(name));

INSERT INTO membership_types (name, position) VALUES ('Member', 0), ('Regular Attender', 1), ('Visitor', 2), ('New Convert', 3);
INSERT INTO titles (name, position) VALUES ('Mr', 0), ('Mrs', 1), ('Miss', 2), ('Ms', 3), ('Dr', 4), ('Rev', 5), ('Pastor', 6);
INSERT INTO salutations (name, position) VALUES ('Brother', 0), ('Sister', 1);
INSERT INTO positions (name, position) VALUES ('Leader', 0), ('Assistant Leader', 1), ('Secretary', 2), ('Member', 3);

-- House fellowship: districts → zones → fellowships.
CREATE TABLE hf_districts (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX hf_districts_name_key ON hf_districts (lower(name));

CREATE TABLE hf_zones (
    id           bigserial PRIMARY KEY,
    district_id  bigint      NOT NULL REFERENCES hf_districts (id),
    name         text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX hf_zones_name_key ON hf_zones (district_id, lower(name));

CREATE TABLE house_fellowships (
    id               bigserial PRIMARY KEY,
    zone_id          bigint      NOT NULL REFERENCES hf_zones (id),
    name             text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    address          text        NOT NULL DEFAULT '',
    meeting_day      text        NOT NULL DEFAULT '' CHECK (meeting_day IN ('', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday')),
    meeting_time     text        NOT NULL DEFAULT '',
    leader_id        bigint      REFERENCES people (id) ON DELETE SET NULL,
    host_id          bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX house_fellowships_name_key ON house_fellowships (zone_id, lower(name));

-- The people table already holds everyone (staff logins included); membership fields join it.
ALTER TABLE people
    ADD COLUMN middle_name          text   NOT NULL DEFAULT '',
    ADD COLUMN title_id             bigint REFERENCES titles (id) ON DELETE SET NULL,
    ADD COLUMN salutation_id        bigint REFERENCES salutations (id) ON DELETE SET NULL,
    ADD COLUMN membership_type_id   bigint REFERENCES membership_types (id),
    ADD COLUMN house_fellowship_id  bigint REFERENCES house_fellowships (id) ON DELETE SET NULL,
    ADD COLUMN wedding_date         date,
    ADD COLUMN marital_status       text   NOT NULL DEFAULT '' CHECK (marital_status IN ('', 'single', 'married', 'widowed', 'divorced', 'separated')),
    ADD COLUMN envelope_id          text   NOT NULL DEFAULT '',
    ADD COLUMN address              text   NOT NULL DEFAULT '',
    ADD COLUMN city                 text   NOT NULL DEFAULT '',
    ADD COLUMN state                text   NOT NULL DEFAULT '',
    ADD COLUMN postal_code          text   NOT NULL DEFAULT '',
    ADD COLUMN country              text   NOT NULL DEFAULT '',
    ADD COLUMN occupation           text   NOT NULL DEFAULT '',
    ADD COLUMN join_date            date,
    ADD COLUMN merged_into_id       bigint REFERENCES people (id),
    -- Digits of mobile, for phone search and duplicate detection whatever the punctuation.
    ADD COLUMN mobile_digits        text   GENERATED ALWAYS AS (regexp_replace(mobile, '[^0-9]', '', 'g')) STORED;

-- membership_status was free text; the membership types list replaces it.
UPDATE people p SET membership_type_id = mt.id FROM membership_types mt WHERE lower(mt.name) = lower(p.membership_status);
UPDATE people SET membership_type_id = (SELECT id FROM membership_types WHERE name = 'Member') WHERE membership_type_id IS NULL;
ALTER TABLE people DROP COLUMN membership_status;

CREATE UNIQUE INDEX people_envelope_key ON people (envelope_id) WHERE envelope_id <> '';
-- Lists show active people (merged tombstones never) in the order of a sort: these indexes serve
-- each sort of the list with a LIMIT without sorting the whole church; the last one counts.
CREATE INDEX people_name_idx ON people (lower(last_name), lower(first_name), id) WHERE merged_into_id IS NULL AND is_active;
CREATE INDEX people_first_name_idx ON people (lower(first_name), lower(last_name), id) WHERE merged_into_id IS NULL AND is_active;
CREATE INDEX people_created_idx ON people (created_at, id) WHERE merged_into_id IS NULL AND is_active;
CREATE INDEX people_birth_date_idx ON people (birth_date, id) WHERE merged_into_id IS NULL AND is_active;
CREATE INDEX people_live_idx ON people (is_active) WHERE merged_into_id IS NULL;
CREATE INDEX people_membership_type_idx ON people (membership_type_id);
CREATE INDEX people_house_fellowship_idx ON people (house_fellowship_id);
CREATE INDEX people_birthday_idx ON people (extract(month FROM birth_date), extract(day FROM birth_date)) WHERE birth_date IS NOT NULL;
CREATE INDEX people_wedding_idx ON people (extract(month FROM wedding_date), extract(day FROM wedding_date)) WHERE wedding_date IS NOT NULL;
-- Search: substring matches on names, e-mail and phone digits (pg_trgm GIN), prefix matches for
-- one- or two-letter searches (btree pattern ops).
CREATE INDEX people_name_trgm ON people USING gin ((lower(first_name || ' ' || middle_name || ' ' || last_name)) public.gin_trgm_ops);
CREATE INDEX people_email_trgm ON people USING gin (lower(email) public.gin_trgm_ops);
CREATE INDEX people_mobile_trgm ON people USING gin (mobile_digits public.gin_trgm_ops);
CREATE INDEX people_first_prefix ON people (lower(first_name) text_pattern_ops);
CREATE INDEX people_last_prefix ON people (lower(last_name) text_pattern_ops);
CREATE INDEX people_email_prefix ON people (lower(email) text_pattern_ops);
-- Duplicate candidates.
CREATE INDEX people_fullname_key_idx ON people ((lower(first_name) || ' ' || lower(last_name))) WHERE merged_into_id IS NULL;
CREATE INDEX people_mobile_digits_idx ON people (mobile_digits) WHERE mobile_digits <> '' AND merged_into_id IS NULL;

-- How many live people are active and inactive, kept by statement-level triggers so the default
-- list of a large church answers its total without counting 100,000 rows on every page turn.
CREATE TABLE people_counts (
    id        boolean PRIMARY KEY DEFAULT true CHECK (id),
    active    bigint  NOT NULL,
    inactive  bigint  NOT NULL
);
INSERT INTO people_counts SELECT true, count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE NOT is_active)
    FROM people WHERE merged_into_id IS NULL;

CREATE FUNCTION people_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    a bigint := 0;
    i bigint := 0;
BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        SELECT a + count(*) FILTER (WHERE is_active), i + count(*) FILTER (WHERE NOT is_active) INTO a, i
            FROM new_rows WHERE merged_into_id IS NULL;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        SELECT a - count(*) FILTER (WHERE is_active), i - count(*) FILTER (WHERE NOT is_active) INTO a, i
            FROM old_rows WHERE merged_into_id IS NULL;
    END IF;
    IF a <> 0 OR i <> 0 THEN
        UPDATE people_counts SET active = active + a, inactive = inactive + i;
    END IF;
    RETURN NULL;
END
$$;
-- The function runs in whichever session fires it: pin it to this church's schema.
ALTER FUNCTION people_counts_apply() SET search_path FROM CURRENT;
CREATE TRIGGER people_counts_ins AFTER INSERT ON people REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION people_counts_apply();
CREATE TRIGGER people_counts_upd AFTER UPDATE ON people REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION people_counts_apply();
CREATE TRIGGER people_counts_del AFTER DELETE ON people REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION people_counts_apply();

CREATE TABLE person_photos (
    person_id     bigint      PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
    content_type  text        NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/svg+xml')),
    data          bytea       NOT NULL,
    updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Households: a person is in at most one (the unique person_id), with one head at most.
CREATE TABLE households (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
    address     text        NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX households_name_idx ON households (lower(name));

CREATE TABLE household_members (
    household_id  bigint NOT NULL REFERENCES households (id) ON DELETE CASCADE,
    person_id     bigint NOT NULL UNIQUE REFERENCES people (id) ON DELETE CASCADE,
    relationship  text   NOT NULL CHECK (relationship IN ('head', 'spouse', 'child', 'other')),
    PRIMARY KEY (household_id, person_id)
);
CREATE UNIQUE INDEX household_members_one_head ON household_members (household_id) WHERE relationship = 'head';

CREATE TABLE groups (
    id           bigserial PRIMARY KEY,
    name         text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description  text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX groups_name_key ON groups (lower(name));

CREATE TABLE group_members (
    group_id   bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    person_id  bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    role       text        NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'leader')),
    joined_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (group_id, person_id)
);
CREATE INDEX group_members_person_idx ON group_members (person_id);

CREATE TABLE service_units (
    id           bigserial PRIMARY KEY,
    name         text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description  text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX service_units_name_key ON service_units (lower(name));

CREATE TABLE service_unit_members (
    service_unit_id  bigint      NOT NULL REFERENCES service_units (id) ON DELETE CASCADE,
    person_id        bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    position_id      bigint      REFERENCES positions (id) ON DELETE SET NULL,
    joined_at        timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (service_unit_id, person_id)
);
CREATE INDEX service_unit_members_person_idx ON service_unit_members (person_id);

CREATE TABLE leaders (
    id          bigserial PRIMARY KEY,
    person_id   bigint      NOT NULL UNIQUE REFERENCES people (id) ON DELETE CASCADE,
    title       text        NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
    position    integer     NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- Check-in attendance: services, one session per service and date, the people present.
CREATE TABLE services (
    id           bigserial PRIMARY KEY,
    name         text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    day_of_week  text        NOT NULL DEFAULT '' CHECK (day_of_week IN ('', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday')),
    start_time   text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX services_name_key ON services (lower(name));

CREATE TABLE attendance_sessions (
    id            bigserial PRIMARY KEY,
    service_id    bigint      NOT NULL REFERENCES services (id),
    service_date  date        NOT NULL,
    guests        integer     NOT NULL DEFAULT 0 CHECK (guests >= 0),
    created_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (service_id, service_date)
);
CREATE INDEX attendance_sessions_date_idx ON attendance_sessions (service_date DESC);

CREATE TABLE attendance_records (
    session_id     bigint      NOT NULL REFERENCES attendance_sessions (id) ON DELETE CASCADE,
    person_id      bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    checked_in_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (session_id, person_id)
);
CREATE INDEX attendance_records_person_idx ON attendance_records (person_id);

-- One row of people settings per church.
CREATE TABLE people_settings (
    id                          boolean PRIMARY KEY DEFAULT true CHECK (id),
    envelope_prefix             text    NOT NULL DEFAULT 'ENV-',
    default_membership_type_id  bigint  REFERENCES membership_types (id) ON DELETE SET NULL
);
INSERT INTO people_settings (default_membership_type_id) SELECT id FROM membership_types WHERE name = 'Member';
CREATE SEQUENCE envelope_number_seq;

-- Imports: the uploaded file, the chosen mapping, the outcome. Files stay in the church's schema so
-- the worker reads them through the same tenant boundary as the API.
CREATE TABLE people_imports (
    id              bigserial PRIMARY KEY,
    file_name       text        NOT NULL,
    file_kind       text        NOT NULL CHECK (file_kind IN ('csv', 'xlsx')),
    data            bytea       NOT NULL,
    columns         jsonb       NOT NULL DEFAULT '[]',
    mapping         jsonb       NOT NULL DEFAULT '{}',
    date_format     text        NOT NULL DEFAULT 'YYYY-MM-DD',
    status          text        NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'validated', 'invalid', 'queued', 'processing', 'completed', 'failed')),
    total_rows      integer     NOT NULL DEFAULT 0,
    processed_rows  integer     NOT NULL DEFAULT 0,
    imported_rows   integer     NOT NULL DEFAULT 0,
    errors          jsonb       NOT NULL DEFAULT '[]',
    message         text        NOT NULL DEFAULT '',
    created_by      bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz
);
CREATE INDEX people_imports_created_idx ON people_imports (created_at DESC);
-- Which import created a person (lets staff find a batch afterwards).
ALTER TABLE people ADD COLUMN import_id bigint REFERENCES people_imports (id) ON DELETE SET NULL;
