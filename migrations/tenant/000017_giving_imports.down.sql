DROP INDEX IF EXISTS giving_contributions_import_idx;
DROP TABLE IF EXISTS giving_imports;
