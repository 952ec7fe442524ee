DROP TABLE IF EXISTS audit_log, auth_tokens, sessions, person_roles, role_permissions, roles, people;
