-- The countries stay: they are valid settings either way.
SELECT 1;
