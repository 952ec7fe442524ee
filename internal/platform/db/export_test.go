package db

// ApplyTenantSchemaWith is ApplyTenantSchema with another baseline text, for tests.
var ApplyTenantSchemaWith = applyTenantSchema
