-- When an import was last queued. The task's id carries it (jobs.New*ImportTask), so the worker's
-- imports:rescue can enqueue an import Redis lost without doubling one still waiting, and a
-- re-queued import never collides with its earlier task. Imports queued before it: NULL, and the
-- rescue reads their created_at.
ALTER TABLE people_imports ADD COLUMN queued_at timestamptz;
ALTER TABLE giving_imports ADD COLUMN queued_at timestamptz;
ALTER TABLE children_imports ADD COLUMN queued_at timestamptz;
