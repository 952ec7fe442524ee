ALTER TABLE communications DROP CONSTRAINT communications_origin_check;
ALTER TABLE communications ADD CONSTRAINT communications_origin_check
    CHECK (origin IN ('staff', 'greeting', 'keyword', 'children')) NOT VALID;
DROP TABLE IF EXISTS giving_statement_files;
DROP TABLE IF EXISTS giving_statement_runs;
DROP TRIGGER IF EXISTS giving_contributions_rollup_upd ON giving_contributions;
DROP TRIGGER IF EXISTS giving_contributions_rollup_ins ON giving_contributions;
DROP FUNCTION IF EXISTS giving_rollups_rebuild();
DROP FUNCTION IF EXISTS giving_contributions_rollup();
DROP FUNCTION IF EXISTS giving_rollup_add(giving_contributions, int);
DROP FUNCTION IF EXISTS giving_rollup_person(bigint, int, bigint);
DROP INDEX IF EXISTS giving_contributions_counted_idx;
DROP TABLE IF EXISTS giving_donors;
DROP TABLE IF EXISTS giving_person_years;
DROP TABLE IF EXISTS giving_daily_totals;
