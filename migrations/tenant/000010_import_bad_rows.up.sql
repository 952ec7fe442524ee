-- Partial imports: an import may bring in its good rows and hand the bad ones back as a CSV to fix;
-- rows already in the directory from an earlier import are skipped.
ALTER TABLE people_imports
    ADD COLUMN skip_bad_rows boolean NOT NULL DEFAULT false,
    ADD COLUMN valid_rows    integer NOT NULL DEFAULT 0,
    ADD COLUMN bad_rows      integer NOT NULL DEFAULT 0,
    ADD COLUMN skipped_rows  integer NOT NULL DEFAULT 0,
    ADD COLUMN bad_rows_csv  bytea;
