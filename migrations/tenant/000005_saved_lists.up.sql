-- Saved lists of the people directory ("smart lists", FEATURES.md "People"): a name and the
-- filters of the listing. The people in a list are found again each time it is opened, so the
-- list follows the directory. Shared by every staff member with the people key.
CREATE TABLE saved_lists (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
    filters     jsonb       NOT NULL DEFAULT '{}',
    created_by  bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX saved_lists_name_key ON saved_lists (lower(name));
