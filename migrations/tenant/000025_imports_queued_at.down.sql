ALTER TABLE children_imports DROP COLUMN IF EXISTS queued_at;
ALTER TABLE giving_imports DROP COLUMN IF EXISTS queued_at;
ALTER TABLE people_imports DROP COLUMN IF EXISTS queued_at;
