DROP TABLE IF EXISTS control.document_requests;
DROP TABLE IF EXISTS control.onboarding_otps;
DROP TABLE IF EXISTS control.church_plans;
DROP TABLE IF EXISTS control.products;
DROP TABLE IF EXISTS control.church_sizes;
