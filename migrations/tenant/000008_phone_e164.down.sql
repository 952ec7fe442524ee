-- Nothing to undo: E.164 numbers are what every version reads.
SELECT 1;
