DROP INDEX IF EXISTS people_gender_birth_idx;
