-- Children's check-in (issue 15, docs/children-api.md "Routes — h-checkin", "Codes"): stations,
-- check-ins grouped by the label they share, check-outs with who picked up, the adults present in a
-- room (the ratio), and the check-outs a station recorded offline before their check-in reached
-- the server.

-- Stations: a kiosk the family uses (self), a desk with a volunteer (manned), a teacher's roster
-- in the room (roster). tag is the first character of every code the station makes, unique in the
-- church, so two stations offline never make the same code (31 tags: the code alphabet).
CREATE TABLE children_stations (
    id          bigserial   PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    mode        text        NOT NULL DEFAULT 'manned' CHECK (mode IN ('self', 'manned', 'roster')),
    tag         text        NOT NULL CHECK (tag ~ '^[2-9A-HJKMNP-Z]$'),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX children_stations_name_key ON children_stations (lower(name));
CREATE UNIQUE INDEX children_stations_tag_key ON children_stations (tag);

-- A check-in together: the children on one parent's label share its code. client_id is the
-- station's id of the entry (a uuid it made, online or offline): a replay finds it and changes
-- nothing. A code is open while one of its children is still in; no two open groups of a service
-- day have the same code.
CREATE TABLE children_checkin_groups (
    id             bigserial   PRIMARY KEY,
    client_id      uuid        NOT NULL,
    station_id     bigint      REFERENCES children_stations (id) ON DELETE SET NULL,
    service_on     date        NOT NULL,
    code           text        NOT NULL CHECK (code ~ '^[2-9A-HJKMNP-Z]{4}$'),
    open           boolean     NOT NULL DEFAULT true,
    brought_by     bigint      REFERENCES people (id) ON DELETE SET NULL,
    recorded_by    bigint      REFERENCES people (id) ON DELETE SET NULL,
    checked_in_at  timestamptz NOT NULL DEFAULT now(),
    created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX children_checkin_groups_client_key ON children_checkin_groups (client_id);
CREATE UNIQUE INDEX children_checkin_groups_code_key ON children_checkin_groups (service_on, code) WHERE open;
CREATE INDEX children_checkin_groups_station_idx ON children_checkin_groups (station_id, service_on);

-- A check-out: the station's entry (client_id), the code it was given, who picked up (a person of
-- the church or a name) and who recorded it. pending: a check-out a station recorded offline whose
-- check-in has not reached the server yet (child_ids and code say what it closes when it does).
CREATE TABLE children_checkouts (
    id                bigserial   PRIMARY KEY,
    client_id         uuid        NOT NULL,
    station_id        bigint      REFERENCES children_stations (id) ON DELETE SET NULL,
    service_on        date        NOT NULL,
    code              text        NOT NULL DEFAULT '' CHECK (length(code) <= 4),
    picked_up_by_id   bigint      REFERENCES people (id) ON DELETE SET NULL,
    picked_up_by_name text        NOT NULL DEFAULT '' CHECK (length(picked_up_by_name) <= 150),
    recorded_by       bigint      REFERENCES people (id) ON DELETE SET NULL,
    pending           boolean     NOT NULL DEFAULT false,
    child_ids         bigint[]    NOT NULL DEFAULT '{}',
    not_authorised    boolean     NOT NULL DEFAULT false,
    checked_out_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX children_checkouts_client_key ON children_checkouts (client_id);
CREATE INDEX children_checkouts_pending_idx ON children_checkouts (service_on, code) WHERE pending;

-- One child checked in to one room on one service day. A child has at most one open check-in a
-- service day (the second station's is refused, or a sync conflict).
CREATE TABLE children_checkins (
    id              bigserial   PRIMARY KEY,
    group_id        bigint      NOT NULL REFERENCES children_checkin_groups (id) ON DELETE CASCADE,
    child_id        bigint      NOT NULL REFERENCES children_profiles (person_id) ON DELETE CASCADE,
    classroom_id    bigint      REFERENCES children_classrooms (id) ON DELETE SET NULL,
    service_on      date        NOT NULL,
    checked_in_at   timestamptz NOT NULL DEFAULT now(),
    checkout_id     bigint      REFERENCES children_checkouts (id) ON DELETE SET NULL,
    checked_out_at  timestamptz
);
CREATE UNIQUE INDEX children_checkins_open_key ON children_checkins (child_id, service_on) WHERE checked_out_at IS NULL;
CREATE INDEX children_checkins_group_idx ON children_checkins (group_id);
CREATE INDEX children_checkins_room_idx ON children_checkins (classroom_id, service_on) WHERE checked_out_at IS NULL;
CREATE INDEX children_checkins_service_idx ON children_checkins (service_on, classroom_id);
CREATE INDEX children_checkins_child_idx ON children_checkins (child_id, service_on);

-- The adults present in a room on a service day (teachers with a valid background check): the
-- ratio counts them.
CREATE TABLE children_room_adults (
    id            bigserial   PRIMARY KEY,
    classroom_id  bigint      NOT NULL REFERENCES children_classrooms (id) ON DELETE CASCADE,
    person_id     bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    service_on    date        NOT NULL,
    in_at         timestamptz NOT NULL DEFAULT now(),
    out_at        timestamptz
);
CREATE UNIQUE INDEX children_room_adults_open_key ON children_room_adults (person_id, service_on) WHERE out_at IS NULL;
CREATE INDEX children_room_adults_room_idx ON children_room_adults (classroom_id, service_on) WHERE out_at IS NULL;
