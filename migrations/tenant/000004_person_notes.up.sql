-- Notes on a person (FEATURES.md "People": notes): pastoral and follow-up notes written by staff.
-- A private note is read only by its author; only the author changes or deletes a note. A merge
-- moves the merged person's notes to the kept person (person_id is a reference to people).
CREATE TABLE person_notes (
    id          bigserial PRIMARY KEY,
    person_id   bigint      NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    author_id   bigint      REFERENCES people (id) ON DELETE SET NULL,
    body        text        NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
    is_private  boolean     NOT NULL DEFAULT false,
    is_pinned   boolean     NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    edited_at   timestamptz -- when the text last changed (pinning is not an edit)
);

CREATE INDEX person_notes_person_idx ON person_notes (person_id, is_pinned DESC, created_at DESC);
CREATE INDEX person_notes_author_idx ON person_notes (author_id);
