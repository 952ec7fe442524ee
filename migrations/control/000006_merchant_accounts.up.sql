-- Online giving through the church's own Stripe account (issue 14, docs/giving-api.md): the
-- connected account (Stripe Connect, direct charges with the Stripe-Account header) of each church
-- that takes online gifts. stripe_account_id is unique, so a Connect event's `account` finds
-- exactly one church (billing.ApplyEvent's lookup).
CREATE TABLE control.church_merchant_accounts (
    church_id          bigint      PRIMARY KEY REFERENCES control.churches (id) ON DELETE CASCADE,
    stripe_account_id  text        NOT NULL UNIQUE CHECK (stripe_account_id ~ '^acct_[A-Za-z0-9_]{1,100}$'),
    charges_enabled    boolean     NOT NULL DEFAULT false,
    connected_at       timestamptz NOT NULL DEFAULT now(),
    connected_by       bigint,
    updated_at         timestamptz NOT NULL DEFAULT now()
);
