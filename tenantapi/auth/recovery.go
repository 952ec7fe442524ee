package auth

import (
	"context"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/auth/accounts"
	"congregate/tenantapi/people/logins"
)

// Signup creates a person without console access; an administrator grants it later. The limit
// counts every attempt, so the spec's rules are checked after it, first failing rule answered.
func (s *Service) Signup(ctx context.Context, in signupRequest, cl Client) error {
	church := tenancy.FromContext(ctx)
	if err := s.limit(ctx, ruleSignupIP, church, cl.IP); err != nil {
		return err
	}
	first, last := strings.TrimSpace(in.FirstName), strings.TrimSpace(in.LastName)
	email := strings.ToLower(strings.TrimSpace(in.Email))
	mobile := normalisePhone(ctx, in.Mobile)
	invalid := func(msg string) error { return fault.E(fault.Invalid, msg) }
	switch {
	case first == "" || last == "":
		return invalid(msgRequired)
	case len(first) > 100 || len(last) > 100:
		return errNameTooLong
	case email == "":
		return invalid(msgRequiredLower)
	case !validEmail(email):
		return invalid(msgEmailInvalid)
	case strings.TrimSpace(in.Mobile) == "":
		return invalid(msgRequired)
	case mobile == "":
		return invalid(msgNumberInvalid)
	case passwordError(in.Password) != "":
		return invalid(passwordError(in.Password))
	case in.Password != in.Password2:
		return invalid(msgPwMismatch)
	case !in.Agreement:
		return invalid(msgTermsRequired)
	}
	hash, err := auth.HashSecret(in.Password)
	if err != nil {
		return err
	}
	return s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		id, err := s.People.Create(tx, logins.NewAccount{FirstName: first, LastName: last, Email: email, Mobile: mobile, PasswordHash: hash})
		if err != nil {
			return err
		}
		return audit.Write(tx, audit.Entry{PersonID: &id, Event: audit.EventSignup, Success: true, IP: cl.IP, UserAgent: cl.UserAgent})
	})
}

// Forgot queues a reset request and answers the same, in the same time, whether an account
// matches or not: the worker looks the account up and sends the link (accounts.Resets).
func (s *Service) Forgot(ctx context.Context, req forgotRequest, cl Client) error {
	church := tenancy.FromContext(ctx)
	if err := s.limit(ctx, ruleForgotIP, church, cl.IP); err != nil {
		return err
	}
	id := req.EmailOrPhone
	if err := s.limit(ctx, ruleForgotID, church, strings.ToLower(id)); err != nil {
		return err
	}
	r := jobs.ResetRequest{Tenant: jobs.In(church.ID), ID: auth.NewToken(12), Identifier: id, TokenType: req.TokenType,
		IP: cl.IP, UserAgent: cl.UserAgent}
	if looksLikePhone(id) {
		r.Mobile = normalisePhone(ctx, id)
	}
	return s.Resets.EnqueueResetRequest(ctx, r)
}

// VerifyResetToken tells whether a reset token can still be used.
func (s *Service) VerifyResetToken(ctx context.Context, req verifyTokenRequest) error {
	kind, err := resetKind(req.TokenType)
	if err != nil {
		return err
	}
	var t *token
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		t, err = liveToken(tx, kind, auth.HashToken(strings.TrimSpace(req.Token)))
		return err
	})
	if err != nil {
		return err
	}
	if t == nil {
		return errBadResetToken
	}
	return nil
}

// Reset sets a new password or PIN with a reset token and signs the person out everywhere; it
// answers the message that says which.
func (s *Service) Reset(ctx context.Context, req resetRequest, cl Client) (string, error) {
	church := tenancy.FromContext(ctx)
	kind, err := resetKind(req.TokenType)
	if err != nil {
		return "", err
	}
	if err := s.limit(ctx, ruleResetIP, church, cl.IP); err != nil {
		return "", err
	}
	which, secret, done := logins.Password, req.Password, msgPasswordIsNew
	if req.TokenType == tokenPIN {
		if msg := pinError(req.Pin); msg != "" {
			return "", fault.E(fault.Invalid, msg)
		}
		which, secret, done = logins.PIN, req.Pin, msgPinIsNew
	} else if msg := passwordError(req.Password); msg != "" {
		return "", fault.E(fault.Invalid, msg)
	}
	hash, err := auth.HashSecret(secret)
	if err != nil {
		return "", err
	}
	var ok bool
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		t, err := liveToken(tx, kind, auth.HashToken(strings.TrimSpace(req.Token)))
		if err != nil || t == nil {
			return err
		}
		if ok, err = consumeToken(tx, t.ID); err != nil || !ok {
			return err
		}
		if err := s.People.SetSecret(tx, t.PersonID, which, hash); err != nil {
			return err
		}
		if err := accounts.EndSessions(tx, t.PersonID); err != nil {
			return err
		}
		return audit.Write(tx, audit.Entry{PersonID: &t.PersonID, Event: audit.EventReset, Success: true, IP: cl.IP,
			UserAgent: cl.UserAgent, Details: map[string]any{"tokenType": req.TokenType}})
	})
	if err != nil {
		return "", err
	}
	if !ok {
		audit.Record(ctx, s.Tenants, audit.Entry{Event: audit.EventReset, IP: cl.IP, UserAgent: cl.UserAgent,
			Details: map[string]any{"reason": "invalid or used token", "tokenType": req.TokenType}})
		return "", errBadResetToken
	}
	return done, nil
}
