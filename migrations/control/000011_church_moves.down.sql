DROP TABLE control.church_moves;
ALTER TABLE control.churches DROP COLUMN moving_to;
