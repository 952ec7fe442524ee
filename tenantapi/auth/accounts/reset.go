package accounts

import (
	"context"
	"fmt"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/people/logins"
)

// Reset links last 30 minutes and carry 32 random bytes.
const (
	ResetTTL        = 30 * time.Minute
	resetTokenBytes = 32
)

// ResetKind is the auth_tokens kind of a reset of tokenType ("password" or "pin").
func ResetKind(tokenType string) (string, bool) {
	switch tokenType {
	case "password":
		return "reset_password", true
	case "pin":
		return "reset_pin", true
	}
	return "", false
}

// Resets answers forgot requests (jobs.ResetRequest) in the church of the context. The worker
// finds the account, then issues and sends its link at most once per request (worker/resets).
type Resets struct {
	Tenants   *db.Tenants
	People    People
	ChurchURL func(shortName string) string
}

// Find returns the active account a request names, by mobile when it names one, else by e-mail;
// nil when none does, and that miss goes to the audit log.
func (r Resets) Find(ctx context.Context, req jobs.ResetRequest) (*logins.Account, error) {
	var p *logins.Account
	err := r.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		if req.Mobile != "" {
			p, err = r.People.ByMobile(tx, req.Mobile)
		} else {
			p, err = r.People.ByEmail(tx, req.Identifier)
		}
		if err != nil || (p != nil && p.IsActive) {
			return err
		}
		p = nil
		return audit.Write(tx, forgotEntry(req, nil))
	})
	return p, err
}

// Issue makes the account's reset token, audits the request and writes the message that carries
// the link: an SMS when the request named a mobile number, else an e-mail.
func (r Resets) Issue(ctx context.Context, req jobs.ResetRequest, p *logins.Account) (jobs.Message, error) {
	church := tenancy.FromContext(ctx)
	kind, ok := ResetKind(req.TokenType)
	if !ok {
		return jobs.Message{}, fmt.Errorf("reset request: token type %q", req.TokenType)
	}
	token := auth.NewToken(resetTokenBytes)
	err := r.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if _, err := InsertToken(tx, p.ID, kind, auth.HashToken(token), ResetTTL); err != nil {
			return err
		}
		return audit.Write(tx, forgotEntry(req, &p.ID))
	})
	if err != nil {
		return jobs.Message{}, err
	}
	link := fmt.Sprintf("%s/reset_%s?t=%s", r.ChurchURL(church.ShortName), req.TokenType, token)
	what := "password"
	if req.TokenType == "pin" {
		what = "PIN"
	}
	m := jobs.Message{Key: ResetKey(church.ID, req.ID), Church: church.ShortName}
	if req.Mobile != "" {
		m.To = p.Mobile
		m.Body = fmt.Sprintf("%s: reset your %s at %s (valid 30 minutes).", church.FullName, what, link)
		return m, nil
	}
	m.To, m.Subject = p.Email, fmt.Sprintf("Reset your %s %s", church.FullName, what)
	m.Body = fmt.Sprintf("Hello %s,\n\nWe received a request to reset your %s for the %s admin portal.\n\n"+
		"Open this link within 30 minutes to choose a new one:\n%s\n\nIf you did not ask for this, you can ignore this e-mail.\n",
		p.FirstName, what, church.FullName, link)
	return m, nil
}

// ResetKey is the idempotency key of a request's reset message.
func ResetKey(churchID int64, requestID string) string {
	return fmt.Sprintf("reset:%d:%s", churchID, requestID)
}

func forgotEntry(req jobs.ResetRequest, personID *int64) audit.Entry {
	return audit.Entry{PersonID: personID, Actor: strings.TrimSpace(req.Identifier), Event: audit.EventForgot, Success: personID != nil,
		IP: req.IP, UserAgent: req.UserAgent, Details: map[string]any{"tokenType": req.TokenType}}
}
