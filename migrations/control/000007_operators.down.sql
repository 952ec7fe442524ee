DROP TABLE IF EXISTS control.church_exports;
ALTER TABLE control.church_domains DROP COLUMN IF EXISTS verify_token, DROP COLUMN IF EXISTS verified_at;
DROP TABLE IF EXISTS control.church_stats;
ALTER TABLE control.churches DROP COLUMN IF EXISTS status_reason, DROP COLUMN IF EXISTS status_by, DROP COLUMN IF EXISTS status_at;
DROP TABLE IF EXISTS control.operator_audit;
DROP TABLE IF EXISTS control.operator_sessions;
DROP TABLE IF EXISTS control.operator_challenges;
DROP TABLE IF EXISTS control.operator_recovery_codes;
ALTER TABLE control.operators
    DROP COLUMN IF EXISTS role, DROP COLUMN IF EXISTS totp_secret, DROP COLUMN IF EXISTS totp_last_step,
    DROP COLUMN IF EXISTS failed_attempts, DROP COLUMN IF EXISTS locked_until, DROP COLUMN IF EXISTS disabled_at,
    DROP COLUMN IF EXISTS last_sign_in_at, DROP COLUMN IF EXISTS updated_at;
