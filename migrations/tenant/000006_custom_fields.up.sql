-- Custom fields of people (FEATURES.md "People": custom fields usable in filters, forms and
-- exports). A church defines its fields; each person's values live in people.custom, keyed by the
-- field id, typed by the field's kind (text, date and select as strings, number as a number,
-- checkbox as a boolean). The GIN index answers the listing's "field = value" filter.
CREATE TABLE custom_fields (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
    kind        text        NOT NULL CHECK (kind IN ('text', 'number', 'date', 'select', 'checkbox')),
    options     jsonb       NOT NULL DEFAULT '[]',
    position    integer     NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX custom_fields_name_key ON custom_fields (lower(name));

ALTER TABLE people ADD COLUMN custom jsonb NOT NULL DEFAULT '{}';
CREATE INDEX people_custom_idx ON people USING gin (custom jsonb_path_ops);
