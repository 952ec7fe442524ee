-- unaccent stays: it is database-wide and other churches' columns use it.
DROP INDEX people_name_key_idx;
ALTER TABLE people DROP COLUMN name_key;
DROP FUNCTION person_name_key(text, text);
CREATE INDEX people_fullname_key_idx ON people ((lower(first_name) || ' ' || lower(last_name))) WHERE merged_into_id IS NULL;
