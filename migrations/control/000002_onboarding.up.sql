-- Onboarding: the size and product catalogue that prices a plan, each church's plan, the OTPs of the
-- sign-up wizard, and the proposal and brochure requests operators follow up on.

CREATE TABLE control.church_sizes (
    name                    text PRIMARY KEY,
    label                   text          NOT NULL,
    currency                text          NOT NULL DEFAULT 'USD',
    one_product_cost        numeric(12,2) NOT NULL,
    two_product_cost        numeric(12,2) NOT NULL,
    three_product_cost      numeric(12,2) NOT NULL,
    four_product_cost       numeric(12,2) NOT NULL,
    five_product_cost       numeric(12,2) NOT NULL,
    six_product_cost        numeric(12,2) NOT NULL,
    full_product_suite_cost numeric(12,2) NOT NULL,
    position                integer       NOT NULL DEFAULT 0,
    active                  boolean       NOT NULL DEFAULT true,
    created_at              timestamptz   NOT NULL DEFAULT now(),
    updated_at              timestamptz   NOT NULL DEFAULT now()
);

CREATE TABLE control.products (
    name        text PRIMARY KEY,
    title       text        NOT NULL,
    description text        NOT NULL DEFAULT '',
    -- modules are the console product keys (spec §6 permission keys) a church gets with this product.
    modules     jsonb       NOT NULL DEFAULT '[]',
    position    integer     NOT NULL DEFAULT 0,
    active      boolean     NOT NULL DEFAULT true,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO control.church_sizes (name, label, currency, one_product_cost, two_product_cost, three_product_cost,
    four_product_cost, five_product_cost, six_product_cost, full_product_suite_cost, position) VALUES
    ('under_100',  'Under 100', 'USD',  49.00,  89.00,  119.00,  149.00,  169.00,  189.00,  199.00, 1),
    ('100_299',    '100-299',   'USD',  79.00, 139.00,  189.00,  229.00,  259.00,  289.00,  299.00, 2),
    ('300_599',    '300-599',   'USD', 129.00, 229.00,  309.00,  379.00,  429.00,  469.00,  499.00, 3),
    ('600_999',    '600-999',   'USD', 199.00, 349.00,  479.00,  589.00,  669.00,  729.00,  779.00, 4),
    ('1000_2499',  '1000-2499', 'USD', 299.00, 529.00,  729.00,  899.00, 1029.00, 1129.00, 1199.00, 5),
    ('2500_plus',  '2500+',     'USD', 499.00, 899.00, 1249.00, 1549.00, 1779.00, 1949.00, 1999.00, 6);

INSERT INTO control.products (name, title, description, modules, position) VALUES
    ('people', 'People & Membership',
     'Member directory, membership types, groups, service units, celebrations and attendance in one place.',
     '["people"]', 1),
    ('generosity', 'Giving & Generosity',
     'Online and in-person giving, contribution codes, recurring gifts, statements and donor reporting.',
     '["generosity"]', 2),
    ('children', 'Children''s Check-in',
     'Secure check-in and check-out, classrooms, teachers, allergies and parent notifications.',
     '["children"]', 3),
    ('unifiedCommunications', 'Unified Communications',
     'SMS, MMS, voice, e-mail and push notifications to the whole church or any group.',
     '["unifiedCommunications"]', 4),
    ('livestreamSermons', 'Sermons & Media',
     'Livestream, sermon series, audio, podcasts and a media library for your church app.',
     '["livestreamSermons"]', 5),
    ('calendarEvents', 'Events & Calendar',
     'Church calendar, event pages, registrations and reminders.',
     '["calendarEvents"]', 6),
    ('eCommerce', 'Online Shop',
     'Sell books, merchandise and tickets with categories, tags and discounts.',
     '["eCommerce"]', 7),
    ('prayerFollowUp', 'Prayer & Follow-up',
     'Prayer requests, prayer reports and guest follow-up so nobody falls through the cracks.',
     '["fellowshipPrequest", "fellowshipPreport", "followUp"]', 8);

-- A church's plan: what it chose and the price the §9 rule gave, written with the church.
CREATE TABLE control.church_plans (
    church_id   bigint PRIMARY KEY REFERENCES control.churches (id) ON DELETE CASCADE,
    size_name   text          NOT NULL,
    size_label  text          NOT NULL DEFAULT '',
    currency    text          NOT NULL DEFAULT 'USD',
    products    jsonb         NOT NULL DEFAULT '[]',
    price       numeric(12,2) NOT NULL,
    created_at  timestamptz   NOT NULL DEFAULT now(),
    updated_at  timestamptz   NOT NULL DEFAULT now()
);

-- One-time codes of the sign-up wizard. Only a hash of (phone, code) is stored.
CREATE TABLE control.onboarding_otps (
    id          bigserial PRIMARY KEY,
    phone       text        NOT NULL,
    code_hash   text        NOT NULL,
    attempts    integer     NOT NULL DEFAULT 0,
    ip          text        NOT NULL DEFAULT '',
    expires_at  timestamptz NOT NULL,
    consumed_at timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX onboarding_otps_phone_idx ON control.onboarding_otps (phone, created_at DESC);

-- Mobile app proposals and global giving e-brochures requested from the public pages.
CREATE TABLE control.document_requests (
    id             bigserial PRIMARY KEY,
    kind           text        NOT NULL CHECK (kind IN ('proposal', 'brochure')),
    first_name     text        NOT NULL,
    last_name      text        NOT NULL,
    email          text        NOT NULL,
    church_name    text        NOT NULL,
    phone_number   text        NOT NULL,
    church_website text        NOT NULL DEFAULT '',
    role           text        NOT NULL DEFAULT '',
    ip             text        NOT NULL DEFAULT '',
    file_key       text        NOT NULL DEFAULT '',
    created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_requests_created_idx ON control.document_requests (kind, created_at DESC);
