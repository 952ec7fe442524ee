DROP INDEX IF EXISTS audit_log_outcome_idx;
DROP TABLE IF EXISTS tooltip_comments;
DROP TABLE IF EXISTS organization_assets;
DROP TABLE IF EXISTS organization_settings;
