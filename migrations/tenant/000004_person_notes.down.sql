DROP TABLE IF EXISTS person_notes;
