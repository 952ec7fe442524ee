-- Follow-ups on people (FEATURES.md "People": follow-up workflows with assignees): a task about a
-- person — call a visitor, visit someone in hospital — given to a staff member, with an optional
-- due date, open until done.
CREATE TABLE follow_ups (
    id            bigserial PRIMARY KEY,
    person_id     bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    title         text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    assignee_id   bigint      REFERENCES people (id) ON DELETE SET NULL,
    due_date      date,
    status        text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
    created_by    bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    completed_at  timestamptz,
    completed_by  bigint      REFERENCES people (id) ON DELETE SET NULL
);

CREATE INDEX follow_ups_person_idx ON follow_ups (person_id, status, due_date);
CREATE INDEX follow_ups_assignee_idx ON follow_ups (assignee_id, status, due_date);
