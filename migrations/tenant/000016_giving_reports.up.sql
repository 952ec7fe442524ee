-- Giving reports and statements (issue 14, docs/giving-api.md "Routes — h-reports").
--
-- Rollups: the dashboard and the reports read totals kept by a trigger on giving_contributions in
-- the same transaction as the gift's change, so a report never aggregates the million-row ledger.
-- Only counted gifts are in them (status = 'succeeded' AND voided_at IS NULL). The trigger takes a
-- row out with its old values and puts it back with its new ones on every change that matters
-- (status, voided_at, fund_id, amount_minor, received_on, person_id, method), and on insert and
-- delete. giving_rollups_rebuild() recomputes all of them from the ledger (bulk loads, repairs).

-- Per day × fund × method: the dashboard's months, funds and methods; reporting by numbers.
CREATE TABLE giving_daily_totals (
    day          date   NOT NULL,
    fund_id      bigint NOT NULL,
    method       text   NOT NULL,
    total_minor  bigint NOT NULL,
    gift_count   int    NOT NULL,
    PRIMARY KEY (day, fund_id, method)
);

-- Per person × year × fund: reporting by donors over whole years, statements' totals.
CREATE TABLE giving_person_years (
    person_id    bigint NOT NULL,
    year         int    NOT NULL,
    fund_id      bigint NOT NULL,
    total_minor  bigint NOT NULL,
    gift_count   int    NOT NULL,
    first_on     date   NOT NULL,
    last_on      date   NOT NULL,
    PRIMARY KEY (year, person_id, fund_id)
);
CREATE INDEX giving_person_years_person_idx ON giving_person_years (person_id, year);

-- Per person: first and last counted gift (first-time givers, lapsed donors, givers this year).
CREATE TABLE giving_donors (
    person_id    bigint PRIMARY KEY,
    first_on     date   NOT NULL,
    last_on      date   NOT NULL,
    total_minor  bigint NOT NULL,
    gift_count   int    NOT NULL
);
CREATE INDEX giving_donors_first_idx ON giving_donors (first_on);
CREATE INDEX giving_donors_last_idx ON giving_donors (last_on);

-- The reports' partial periods read the ledger by date: counted gifts only, covering the columns.
CREATE INDEX giving_contributions_counted_idx ON giving_contributions (received_on, person_id, fund_id, method, amount_minor)
    WHERE status = 'succeeded' AND voided_at IS NULL;

CREATE FUNCTION giving_rollup_person(p bigint, y int, f bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    t bigint; n int; a date; b date;
BEGIN
    -- The year's row again from the ledger (by the person index: a person has few gifts a year).
    -- Upserts, not delete-and-insert: two transactions changing one person's gifts both succeed.
    SELECT sum(amount_minor), count(*), min(received_on), max(received_on) INTO t, n, a, b
      FROM giving_contributions
     WHERE person_id = p AND fund_id = f AND status = 'succeeded' AND voided_at IS NULL
       AND received_on >= make_date(y, 1, 1) AND received_on < make_date(y + 1, 1, 1);
    IF n = 0 THEN
        DELETE FROM giving_person_years WHERE person_id = p AND year = y AND fund_id = f;
    ELSE
        INSERT INTO giving_person_years (person_id, year, fund_id, total_minor, gift_count, first_on, last_on)
        VALUES (p, y, f, t, n, a, b)
        ON CONFLICT (year, person_id, fund_id) DO UPDATE
           SET total_minor = EXCLUDED.total_minor, gift_count = EXCLUDED.gift_count, first_on = EXCLUDED.first_on, last_on = EXCLUDED.last_on;
    END IF;
    SELECT sum(total_minor), sum(gift_count), min(first_on), max(last_on) INTO t, n, a, b
      FROM giving_person_years WHERE person_id = p;
    IF n IS NULL THEN
        DELETE FROM giving_donors WHERE person_id = p;
    ELSE
        INSERT INTO giving_donors (person_id, first_on, last_on, total_minor, gift_count) VALUES (p, a, b, t, n)
        ON CONFLICT (person_id) DO UPDATE
           SET first_on = EXCLUDED.first_on, last_on = EXCLUDED.last_on, total_minor = EXCLUDED.total_minor, gift_count = EXCLUDED.gift_count;
    END IF;
END $$;

CREATE FUNCTION giving_rollup_add(r giving_contributions, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF r.status <> 'succeeded' OR r.voided_at IS NOT NULL THEN
        RETURN;
    END IF;
    INSERT INTO giving_daily_totals AS t (day, fund_id, method, total_minor, gift_count)
    VALUES (r.received_on, r.fund_id, r.method, sign * r.amount_minor, sign)
    ON CONFLICT (day, fund_id, method) DO UPDATE
       SET total_minor = t.total_minor + EXCLUDED.total_minor, gift_count = t.gift_count + EXCLUDED.gift_count;
    DELETE FROM giving_daily_totals WHERE day = r.received_on AND fund_id = r.fund_id AND method = r.method AND gift_count = 0;
    IF r.person_id IS NULL THEN
        RETURN;
    END IF;
    IF sign > 0 THEN
        INSERT INTO giving_person_years AS t (person_id, year, fund_id, total_minor, gift_count, first_on, last_on)
        VALUES (r.person_id, extract(year FROM r.received_on)::int, r.fund_id, r.amount_minor, 1, r.received_on, r.received_on)
        ON CONFLICT (year, person_id, fund_id) DO UPDATE
           SET total_minor = t.total_minor + EXCLUDED.total_minor, gift_count = t.gift_count + 1,
               first_on = least(t.first_on, EXCLUDED.first_on), last_on = greatest(t.last_on, EXCLUDED.last_on);
        INSERT INTO giving_donors AS t (person_id, first_on, last_on, total_minor, gift_count)
        VALUES (r.person_id, r.received_on, r.received_on, r.amount_minor, 1)
        ON CONFLICT (person_id) DO UPDATE
           SET total_minor = t.total_minor + EXCLUDED.total_minor, gift_count = t.gift_count + 1,
               first_on = least(t.first_on, EXCLUDED.first_on), last_on = greatest(t.last_on, EXCLUDED.last_on);
    ELSE
        -- A gift leaves: its first and last dates may move, so the year's row is read again.
        PERFORM giving_rollup_person(r.person_id, extract(year FROM r.received_on)::int, r.fund_id);
    END IF;
END $$;

CREATE FUNCTION giving_contributions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM giving_rollup_add(OLD, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        PERFORM giving_rollup_add(NEW, 1);
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER giving_contributions_rollup_ins AFTER INSERT OR DELETE ON giving_contributions
    FOR EACH ROW EXECUTE FUNCTION giving_contributions_rollup();
CREATE TRIGGER giving_contributions_rollup_upd
    AFTER UPDATE OF status, voided_at, fund_id, amount_minor, received_on, person_id, method ON giving_contributions
    FOR EACH ROW
    WHEN ((OLD.status, OLD.voided_at IS NULL, OLD.fund_id, OLD.amount_minor, OLD.received_on, OLD.person_id, OLD.method)
          IS DISTINCT FROM (NEW.status, NEW.voided_at IS NULL, NEW.fund_id, NEW.amount_minor, NEW.received_on, NEW.person_id, NEW.method))
    EXECUTE FUNCTION giving_contributions_rollup();

-- giving_rollups_rebuild recomputes every rollup from the ledger (after a bulk load with the
-- triggers off; a repair). It locks the ledger against writes while it runs.
CREATE FUNCTION giving_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    LOCK TABLE giving_contributions IN SHARE MODE;
    DELETE FROM giving_daily_totals;
    DELETE FROM giving_person_years;
    DELETE FROM giving_donors;
    INSERT INTO giving_daily_totals (day, fund_id, method, total_minor, gift_count)
    SELECT received_on, fund_id, method, sum(amount_minor), count(*) FROM giving_contributions
     WHERE status = 'succeeded' AND voided_at IS NULL GROUP BY 1, 2, 3;
    INSERT INTO giving_person_years (person_id, year, fund_id, total_minor, gift_count, first_on, last_on)
    SELECT person_id, extract(year FROM received_on)::int, fund_id, sum(amount_minor), count(*), min(received_on), max(received_on)
      FROM giving_contributions WHERE status = 'succeeded' AND voided_at IS NULL AND person_id IS NOT NULL GROUP BY 1, 2, 3;
    INSERT INTO giving_donors (person_id, first_on, last_on, total_minor, gift_count)
    SELECT person_id, min(first_on), max(last_on), sum(total_minor), sum(gift_count) FROM giving_person_years GROUP BY 1;
END $$;

-- Contribution statement runs: one PDF per donor with counted gifts in [from_on, to_on], a ZIP of
-- all, and with email each donor's e-mail (through communications, idempotent per run and donor).
CREATE TABLE giving_statement_runs (
    id                bigserial   PRIMARY KEY,
    from_on           date        NOT NULL,
    to_on             date        NOT NULL CHECK (to_on >= from_on),
    email             boolean     NOT NULL DEFAULT false,
    status            text        NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
    total             int         NOT NULL DEFAULT 0,
    done              int         NOT NULL DEFAULT 0,
    emailed           int         NOT NULL DEFAULT 0,
    skipped_no_email  int         NOT NULL DEFAULT 0,
    opted_out         int         NOT NULL DEFAULT 0,
    zip_key           text        NOT NULL DEFAULT '',
    error             text        NOT NULL DEFAULT '',
    created_by        bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at        timestamptz NOT NULL DEFAULT now(),
    finished_at       timestamptz
);
CREATE INDEX giving_statement_runs_created_idx ON giving_statement_runs (created_at DESC, id DESC);

-- One donor's statement of a run: its stored PDF, and what its e-mail did. A re-run task skips
-- the donors already here (the worker may be killed mid-run; asynq retries).
CREATE TABLE giving_statement_files (
    run_id        bigint      NOT NULL REFERENCES giving_statement_runs (id) ON DELETE CASCADE,
    person_id     bigint      NOT NULL REFERENCES people (id),
    storage_key   text        NOT NULL,
    total_minor   bigint      NOT NULL,
    email_status  text        NOT NULL DEFAULT '' CHECK (email_status IN ('', 'sent', 'no_email', 'opted_out', 'failed')),
    created_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (run_id, person_id)
);

-- Contribution statements are e-mailed through communications with their own origin.
ALTER TABLE communications DROP CONSTRAINT communications_origin_check;
ALTER TABLE communications ADD CONSTRAINT communications_origin_check
    CHECK (origin IN ('staff', 'greeting', 'keyword', 'children', 'giving'));
