DROP INDEX IF EXISTS people_custom_idx;
ALTER TABLE people DROP COLUMN IF EXISTS custom;
DROP TABLE IF EXISTS custom_fields;
