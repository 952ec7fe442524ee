package auth

import (
	"context"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/auth/accounts"
)

// SignupInput is the spec's sign-up payload.
type SignupInput struct {
	FirstName, LastName, Email, Mobile, Password, Password2 string
	Agreement                                               bool
}

// Signup creates a person without console access; an administrator grants it later.
func (s *Service) Signup(ctx context.Context, in SignupInput, cl Client) error {
	church := tenancy.FromContext(ctx)
	if err := s.limit(ctx, ruleSignupIP, church, cl.IP); err != nil {
		return err
	}
	first, last := strings.TrimSpace(in.FirstName), strings.TrimSpace(in.LastName)
	email := strings.ToLower(strings.TrimSpace(in.Email))
	mobile := normalisePhone(ctx, in.Mobile)
	switch {
	case first == "" || last == "":
		return httpx.E(httpx.KindInvalid, msgRequired)
	case len(first) > 100 || len(last) > 100:
		return httpx.E(httpx.KindInvalid, "Maximum 100 characters")
	case email == "":
		return httpx.E(httpx.KindInvalid, msgRequiredLower)
	case !validEmail(email):
		return httpx.E(httpx.KindInvalid, msgEmailInvalid)
	case strings.TrimSpace(in.Mobile) == "":
		return httpx.E(httpx.KindInvalid, msgRequired)
	case mobile == "":
		return httpx.E(httpx.KindInvalid, msgNumberInvalid)
	case passwordError(in.Password) != "":
		return httpx.E(httpx.KindInvalid, passwordError(in.Password))
	case in.Password != in.Password2:
		return httpx.E(httpx.KindInvalid, msgPwMismatch)
	case !in.Agreement:
		return httpx.E(httpx.KindInvalid, msgTermsRequired)
	}
	hash, err := auth.HashSecret(in.Password)
	if err != nil {
		return err
	}
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		id, err := insertPerson(tx, first, last, email, mobile, hash)
		if err != nil {
			return err
		}
		return audit.Write(tx, audit.Entry{PersonID: &id, Event: audit.EventSignup, Success: true, IP: cl.IP, UserAgent: cl.UserAgent})
	})
	var pg *pgconn.PgError
	if errors.As(err, &pg) && pg.Code == "23505" {
		if strings.Contains(pg.ConstraintName, "mobile") {
			return httpx.E(httpx.KindConflict, msgMobileTaken)
		}
		return httpx.E(httpx.KindConflict, msgEmailTaken)
	}
	return err
}

// TokenType is what a reset changes.
type TokenType string

const (
	ResetPassword TokenType = "password"
	ResetPIN      TokenType = "pin"
)

func (t TokenType) kind() (string, error) {
	if kind, ok := accounts.ResetKind(string(t)); ok {
		return kind, nil
	}
	return "", httpx.E(httpx.KindInvalid, "tokenType must be password or pin")
}

// Forgot queues a reset request and answers the same, in the same time, whether an account
// matches or not: the worker looks the account up and sends the link (accounts.Resets).
func (s *Service) Forgot(ctx context.Context, emailOrPhone string, tt TokenType, cl Client) error {
	church := tenancy.FromContext(ctx)
	if _, err := tt.kind(); err != nil {
		return err
	}
	id := strings.TrimSpace(emailOrPhone)
	if id == "" {
		return httpx.E(httpx.KindInvalid, msgRequired)
	}
	if err := s.limit(ctx, ruleForgotIP, church, cl.IP); err != nil {
		return err
	}
	if err := s.limit(ctx, ruleForgotID, church, strings.ToLower(id)); err != nil {
		return err
	}
	req := jobs.ResetRequest{Tenant: jobs.In(church.ID), ID: auth.NewToken(12), Identifier: id, TokenType: string(tt),
		IP: cl.IP, UserAgent: cl.UserAgent}
	if looksLikePhone(id) {
		req.Mobile = normalisePhone(ctx, id)
	}
	return s.Resets.EnqueueResetRequest(ctx, req)
}

// VerifyResetToken tells whether a reset token can still be used.
func (s *Service) VerifyResetToken(ctx context.Context, resetToken string, tt TokenType) error {
	kind, err := tt.kind()
	if err != nil {
		return err
	}
	var t *token
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		t, err = liveToken(tx, kind, auth.HashToken(strings.TrimSpace(resetToken)))
		return err
	})
	if err != nil {
		return err
	}
	if t == nil {
		return httpx.E(httpx.KindInvalid, msgBadToken)
	}
	return nil
}

// ResetInput is the spec's reset payload.
type ResetInput struct {
	Token     string
	TokenType TokenType
	Password  string
	PIN       string
}

// Reset sets a new password or PIN with a reset token and signs the person out everywhere.
func (s *Service) Reset(ctx context.Context, in ResetInput, cl Client) (string, error) {
	church := tenancy.FromContext(ctx)
	kind, err := in.TokenType.kind()
	if err != nil {
		return "", err
	}
	if err := s.limit(ctx, ruleResetIP, church, cl.IP); err != nil {
		return "", err
	}
	column, secret, done := "password_hash", in.Password, "Your password has been reset. Please sign in."
	if in.TokenType == ResetPIN {
		if msg := pinError(in.PIN); msg != "" {
			return "", httpx.E(httpx.KindInvalid, msg)
		}
		column, secret, done = "pin_hash", in.PIN, "Your PIN has been reset. Please sign in."
	} else if msg := passwordError(in.Password); msg != "" {
		return "", httpx.E(httpx.KindInvalid, msg)
	}
	hash, err := auth.HashSecret(secret)
	if err != nil {
		return "", err
	}
	var ok bool
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		t, err := liveToken(tx, kind, auth.HashToken(strings.TrimSpace(in.Token)))
		if err != nil || t == nil {
			return err
		}
		if ok, err = consumeToken(tx, t.ID); err != nil || !ok {
			return err
		}
		if err := setPassword(tx, t.PersonID, column, hash); err != nil {
			return err
		}
		if err := revokeAllSessions(tx, t.PersonID); err != nil {
			return err
		}
		return audit.Write(tx, audit.Entry{PersonID: &t.PersonID, Event: audit.EventReset, Success: true, IP: cl.IP,
			UserAgent: cl.UserAgent, Details: map[string]any{"tokenType": string(in.TokenType)}})
	})
	if err != nil {
		return "", err
	}
	if !ok {
		audit.Record(ctx, s.Tenants, audit.Entry{Event: audit.EventReset, IP: cl.IP, UserAgent: cl.UserAgent,
			Details: map[string]any{"reason": "invalid or used token", "tokenType": string(in.TokenType)}})
		return "", httpx.E(httpx.KindInvalid, msgBadToken)
	}
	return done, nil
}
