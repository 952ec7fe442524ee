DROP TABLE IF EXISTS control.stripe_events;
DROP TABLE IF EXISTS control.church_billing;
