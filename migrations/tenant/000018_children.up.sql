-- Children's ministry (issue 15, docs/children-api.md): classroom categories and classrooms,
-- food allergy types, child profiles (a child is a person; this is what children's ministry
-- adds), allergies, notes, pickup people (trusted and NOT authorised), teachers with their
-- background checks and classrooms, the settings, and the record of every view of a child's
-- medical notes and allergies. Check-in's tables come in 000019.

-- Classroom categories (Nursery, Preschool, Elementary…): ordered; a category with classrooms
-- cannot be deleted.
CREATE TABLE children_classroom_categories (
    id          bigserial   PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    position    int         NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX children_classroom_categories_name_key ON children_classroom_categories (lower(name));

-- Classrooms. Ages in months (a nursery is 0–23), grades -1 (pre-K) … 12, either or both; NULL is
-- "any". capacity 0 = no limit; ratio = children per adult present (0 = none): with ratio 5 and two
-- teachers checked in, the eleventh child is refused.
CREATE TABLE children_classrooms (
    id              bigserial   PRIMARY KEY,
    category_id     bigint      REFERENCES children_classroom_categories (id) ON DELETE RESTRICT,
    name            text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    min_age_months  int         CHECK (min_age_months BETWEEN 0 AND 240),
    max_age_months  int         CHECK (max_age_months BETWEEN 0 AND 240),
    min_grade       int         CHECK (min_grade BETWEEN -1 AND 12),
    max_grade       int         CHECK (max_grade BETWEEN -1 AND 12),
    capacity        int         NOT NULL DEFAULT 0 CHECK (capacity BETWEEN 0 AND 1000),
    ratio           int         NOT NULL DEFAULT 0 CHECK (ratio BETWEEN 0 AND 100),
    position        int         NOT NULL DEFAULT 0,
    active          boolean     NOT NULL DEFAULT true,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CHECK (min_age_months IS NULL OR max_age_months IS NULL OR min_age_months <= max_age_months),
    CHECK (min_grade IS NULL OR max_grade IS NULL OR min_grade <= max_grade)
);
CREATE UNIQUE INDEX children_classrooms_name_key ON children_classrooms (lower(name));
CREATE INDEX children_classrooms_category_idx ON children_classrooms (category_id);

-- Food allergy types (their own page, foodallergiestypes): a type in use cannot be deleted.
CREATE TABLE children_allergy_types (
    id          bigserial   PRIMARY KEY,
    name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    position    int         NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX children_allergy_types_name_key ON children_allergy_types (lower(name));
INSERT INTO children_allergy_types (name, position) VALUES
    ('Peanuts', 1), ('Tree nuts', 2), ('Milk', 3), ('Eggs', 4), ('Wheat / gluten', 5), ('Soy', 6), ('Fish', 7), ('Shellfish', 8), ('Sesame', 9);

-- A child's profile. The person (name, birth date, gender, photo, household) is people's; this is
-- the children's ministry's part. medical_notes and the allergies are sensitive: every read of
-- them is logged in children_sensitive_views.
CREATE TABLE children_profiles (
    person_id       bigint      PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
    classroom_id    bigint      REFERENCES children_classrooms (id) ON DELETE SET NULL,
    grade           int         CHECK (grade BETWEEN -1 AND 12),
    medical_notes   text        NOT NULL DEFAULT '' CHECK (length(medical_notes) <= 2000),
    allergy_notes   text        NOT NULL DEFAULT '' CHECK (length(allergy_notes) <= 2000),
    active          boolean     NOT NULL DEFAULT true,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX children_profiles_classroom_idx ON children_profiles (classroom_id);

CREATE TABLE children_allergies (
    child_id         bigint NOT NULL REFERENCES children_profiles (person_id) ON DELETE CASCADE,
    allergy_type_id  bigint NOT NULL REFERENCES children_allergy_types (id) ON DELETE RESTRICT,
    PRIMARY KEY (child_id, allergy_type_id)
);
CREATE INDEX children_allergies_type_idx ON children_allergies (allergy_type_id);

-- Notes on a child (view/note): by staff, kept.
CREATE TABLE children_notes (
    id          bigserial   PRIMARY KEY,
    child_id    bigint      NOT NULL REFERENCES children_profiles (person_id) ON DELETE CASCADE,
    body        text        NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
    author_id   bigint      REFERENCES people (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX children_notes_child_idx ON children_notes (child_id, created_at DESC);

-- Pickup people: authorised (trusted: parents are implied by the household, these are the others)
-- or NOT authorised (a court order, an estranged parent: a visible warning at check-out). Either a
-- person of the church or a name and phone.
CREATE TABLE children_pickups (
    id            bigserial   PRIMARY KEY,
    child_id      bigint      NOT NULL REFERENCES children_profiles (person_id) ON DELETE CASCADE,
    person_id     bigint      REFERENCES people (id) ON DELETE CASCADE,
    name          text        NOT NULL DEFAULT '' CHECK (length(name) <= 150),
    phone         text        NOT NULL DEFAULT '' CHECK (length(phone) <= 20),
    relationship  text        NOT NULL DEFAULT '' CHECK (length(relationship) <= 50),
    authorised    boolean     NOT NULL,
    note          text        NOT NULL DEFAULT '' CHECK (length(note) <= 500),
    created_at    timestamptz NOT NULL DEFAULT now(),
    CHECK (person_id IS NOT NULL OR length(name) > 0)
);
CREATE INDEX children_pickups_child_idx ON children_pickups (child_id);
CREATE UNIQUE INDEX children_pickups_person_key ON children_pickups (child_id, person_id) WHERE person_id IS NOT NULL;

-- Teachers: people who serve in children's ministry, with their background check. A teacher
-- whose check has expired (or who has none) cannot be assigned to a classroom.
CREATE TABLE children_teachers (
    person_id                     bigint      PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
    background_check_on           date,
    background_check_expires_on   date,
    created_at                    timestamptz NOT NULL DEFAULT now(),
    updated_at                    timestamptz NOT NULL DEFAULT now(),
    CHECK (background_check_on IS NULL OR background_check_expires_on IS NULL OR background_check_on <= background_check_expires_on)
);

CREATE TABLE children_teacher_classrooms (
    teacher_id    bigint NOT NULL REFERENCES children_teachers (person_id) ON DELETE CASCADE,
    classroom_id  bigint NOT NULL REFERENCES children_classrooms (id) ON DELETE CASCADE,
    PRIMARY KEY (teacher_id, classroom_id)
);
CREATE INDEX children_teacher_classrooms_classroom_idx ON children_teacher_classrooms (classroom_id);

-- Children's ministry settings: one row.
CREATE TABLE children_settings (
    id                  int         PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    label_size          text        NOT NULL DEFAULT '4x2in' CHECK (label_size IN ('4x2in', '62mm')),
    checkout_code       boolean     NOT NULL DEFAULT true,
    not_seen_weeks      int         NOT NULL DEFAULT 6 CHECK (not_seen_weeks BETWEEN 1 AND 52),
    print_allergies     boolean     NOT NULL DEFAULT true,
    updated_at          timestamptz NOT NULL DEFAULT now()
);
INSERT INTO children_settings (id) VALUES (1);

-- Every view of a child's medical notes or allergies: who, when, from which page. Super admins
-- read it. Written in the same transaction as the read it records.
CREATE TABLE children_sensitive_views (
    id          bigserial   PRIMARY KEY,
    child_id    bigint      NOT NULL REFERENCES children_profiles (person_id) ON DELETE CASCADE,
    viewer_id   bigint      REFERENCES people (id) ON DELETE SET NULL,
    page        text        NOT NULL CHECK (length(page) BETWEEN 1 AND 200),
    viewed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX children_sensitive_views_child_idx ON children_sensitive_views (child_id, viewed_at DESC);
CREATE INDEX children_sensitive_views_at_idx ON children_sensitive_views (viewed_at DESC, id DESC);
