package exports

import "regexp"

// Secret columns are left out of every export: what signs people in or proves who they are
// (password and PIN hashes, token hashes, session ids, TOTP/2FA secrets), keys that let someone
// act as the church (its Web Push private key, its live stream's key) and payment secrets
// (Stripe client secrets). "table.column" of the church's schema.
var Secret = map[string]bool{
	"people.password_hash":               true,
	"people.pin_hash":                    true,
	"auth_tokens.token_hash":             true,
	"sessions.id":                        true,
	"push_keys.private_key":              true,
	"push_subscriptions.auth":            true,
	"word_streams.stream_key":            true,
	"word_uploads.token":                 true,
	"giving_give_requests.client_secret": true,
}

// Allowed are columns whose names look secret (SecretLooking) but are not: exported as they are.
// A migration that adds a secret-looking column must put it here or in Secret (the package's
// test fails otherwise).
var Allowed = map[string]bool{
	"people_imports.mapping":   true, // an import's column mapping ("mapping" holds "pin")
	"giving_imports.mapping":   true,
	"children_imports.mapping": true,
	"person_notes.is_pinned":   true,
	"word_media.token":         true, // the public name of a media file (its podcast and player URL)
}

// SecretLooking matches the column names the test makes someone decide about.
var SecretLooking = regexp.MustCompile(`hash|secret|token|password|pin`)

// leftOut says whether a column stays out of the CSV: a secret, or binary data (bytea: person
// photos are exported as files, uploaded import sheets are not).
func leftOut(table, column, dataType string) bool {
	return Secret[table+"."+column] || dataType == "bytea"
}
