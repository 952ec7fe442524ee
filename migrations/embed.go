// Package migrations embeds the SQL migrations so every binary carries the schema it expects.
package migrations

import "embed"

// Control holds the control-plane migrations (schema "control").
//
//go:embed control/*.sql
var Control embed.FS

// Tenant holds the migrations applied to every church's schema.
//
//go:embed tenant/*.sql
var Tenant embed.FS
