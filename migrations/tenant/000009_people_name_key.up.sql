-- Duplicate candidates by name (merge accounts): "José Peña" and "jose  pena" are the same name.
-- name_key is the person's first and last name folded once, on write, so finding the names held
-- twice is an index-only walk of one btree instead of folding every name on every page.

-- unaccent is database-wide like pg_trgm (000002): one provisioning creates it, the others wait.
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
        PERFORM pg_advisory_xact_lock(7346298113);
        CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
    END IF;
END
$$;

-- unaccent() is only STABLE (its dictionary could be changed); naming the dictionary makes the
-- result depend on the arguments alone, which a generated column needs. The search_path holds
-- the church's schema only, so the extension's objects are schema-qualified.
CREATE FUNCTION person_name_key(first text, last text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary,
                  regexp_replace(btrim(first || ' ' || last), '\s+', ' ', 'g'))) $$;

ALTER TABLE people ADD COLUMN name_key text GENERATED ALWAYS AS (person_name_key(first_name, last_name)) STORED;

DROP INDEX people_fullname_key_idx;
CREATE INDEX people_name_key_idx ON people (name_key) WHERE merged_into_id IS NULL AND name_key <> '';
