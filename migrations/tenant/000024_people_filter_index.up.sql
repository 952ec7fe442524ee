-- The people list's count of a filtered page (a gender, an age band, or both) is an index-only
-- scan of this index instead of reading people's rows until CountCap + 1 of them match: about a
-- sixth of the work for a large church (docs/benchmarks.md, issue 18).
CREATE INDEX people_gender_birth_idx ON people (gender, birth_date) WHERE merged_into_id IS NULL AND is_active;
