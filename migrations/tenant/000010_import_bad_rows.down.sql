ALTER TABLE people_imports
    DROP COLUMN skip_bad_rows,
    DROP COLUMN valid_rows,
    DROP COLUMN bad_rows,
    DROP COLUMN skipped_rows,
    DROP COLUMN bad_rows_csv;
