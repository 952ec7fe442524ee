// Package audit writes and reads the church's access and security audit log.
package audit

import (
	"context"
	"encoding/json"
	"log/slog"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// Event names used across the API.
const (
	EventLogin          = "login"
	EventTwoFactor      = "two_factor"
	EventTokenLogin     = "token_login"
	EventLockout        = "account_locked"
	EventLogout         = "logout"
	EventSessionTimeout = "session_timeout"
	EventSignup         = "signup"
	EventForgot         = "forgot_request"
	EventReset          = "reset"
	EventPermission     = "permission_denied"
)

// Entry is one audit row.
type Entry struct {
	PersonID  *int64
	Actor     string // what identified the actor when there is no person (e.g. the typed e-mail)
	Event     string
	Success   bool
	IP        string
	UserAgent string
	Details   map[string]any
}

// Write records an entry in the schema tx is bound to.
func Write(tx *gorm.DB, e Entry) error {
	outcome := "failure"
	if e.Success {
		outcome = "success"
	}
	details, _ := json.Marshal(e.Details)
	if e.Details == nil {
		details = []byte("{}")
	}
	return tx.Exec(`INSERT INTO audit_log (person_id, actor, event, outcome, ip, user_agent, details) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		e.PersonID, e.Actor, e.Event, outcome, e.IP, truncate(e.UserAgent, 400), string(details)).Error
}

// Record writes an entry in its own transaction, for events whose request fails (failed sign-ins,
// denied pages) and so cannot ride on the request's transaction. An audit failure is logged, not
// shown to the user.
func Record(ctx context.Context, tenants *db.Tenants, e Entry) {
	if err := tenants.Run(ctx, func(tx *gorm.DB) error { return Write(tx, e) }); err != nil {
		slog.ErrorContext(ctx, "audit write failed", "event", e.Event, "err", err)
	}
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
