package opsauth

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/ratelimit"
)

// SignInPerIP throttles the sign-in calls (login, verify, recover) of one address: every attempt
// counts, a successful sign-in takes its attempts back.
var SignInPerIP = ratelimit.Rule{Name: "ops-signin-ip", Max: 30, Window: 15 * time.Minute}

// Limiter counts attempts (ratelimit.Limiter).
type Limiter interface {
	Hit(ctx context.Context, rule ratelimit.Rule, key string) error
	Forgive(ctx context.Context, rule ratelimit.Rule, key string) error
}

// Service signs operators in and out.
type Service struct {
	DB       *gorm.DB
	Sessions *Sessions
	Limiter  Limiter
	Audit    Auditor
	Box      *SecretBox     // seals the TOTP secrets at rest
	PerIP    ratelimit.Rule // zero = SignInPerIP
}

// Client is where a sign-in call comes from.
type Client struct{ IP, UserAgent string }

func (s *Service) now() time.Time { return Clock() }

func (s *Service) rule() ratelimit.Rule {
	if s.PerIP.Name == "" {
		return SignInPerIP
	}
	return s.PerIP
}

// throttle counts an attempt of the address.
func (s *Service) throttle(ctx context.Context, cl Client) error {
	if s.Limiter == nil {
		return nil
	}
	err := s.Limiter.Hit(ctx, s.rule(), cl.IP)
	var limited *ratelimit.ErrLimited
	if errors.As(err, &limited) {
		_ = s.audit(ctx, s.DB, AuditEntry{Action: ActionSignIn, Outcome: "failed", IP: cl.IP, Detail: map[string]any{"reason": "throttled"}})
		return fault.E(fault.RateLimited, fmt.Sprintf("Too many attempts. Try again in %d minutes.", limited.Minutes()))
	}
	return err
}

func (s *Service) forgive(ctx context.Context, cl Client) {
	if s.Limiter != nil {
		_ = s.Limiter.Forgive(ctx, s.rule(), cl.IP)
	}
}

func (s *Service) audit(ctx context.Context, db *gorm.DB, e AuditEntry) error {
	if s.Audit == nil {
		return nil
	}
	return s.Audit(ctx, db, e)
}

// Login checks the password and opens a challenge for the second factor; an operator without a
// TOTP secret gets a new one to enrol with.
func (s *Service) Login(ctx context.Context, req loginRequest, cl Client) (*SignInStep, error) {
	if err := s.throttle(ctx, cl); err != nil {
		return nil, err
	}
	email := strings.TrimSpace(req.Email)
	now := s.now()
	var step *SignInStep
	var refused error
	err := s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		op, err := operatorByEmail(tx, email)
		if err != nil {
			return err
		}
		fail := func(reason string) AuditEntry {
			return AuditEntry{OperatorID: op.ID, OperatorEmail: truncate(email, 200), Action: ActionSignIn, Outcome: "failed", IP: cl.IP,
				Detail: map[string]any{"reason": reason, "step": "password"}}
		}
		switch {
		case op.ID == 0:
			auth.BurnTime() // an unknown e-mail takes as long as a wrong password
			refused = errBadPassword
			return s.audit(ctx, tx, fail("unknown email"))
		case op.locked(now):
			refused = errLocked
			return s.audit(ctx, tx, fail("locked"))
		case !auth.VerifySecret(op.PasswordHash, req.Password):
			refused, err = s.failure(ctx, tx, op, fail("wrong password"), errBadPassword, now)
			return err
		case op.DisabledAt != nil:
			refused = errDisabled
			return s.audit(ctx, tx, fail("disabled"))
		}
		step = &SignInStep{Challenge: auth.NewToken(32)}
		pending := ""
		if op.TotpSecret == "" {
			en, err := newEnrolment(op.Email)
			if err != nil {
				return err
			}
			if pending, err = s.Box.Seal(en.Secret); err != nil {
				return err
			}
			step.Enrol, step.Secret, step.OtpauthURL, step.QRDataURL = true, en.Secret, en.URL, en.QRDataURL
		}
		return insertChallenge(tx, step.Challenge, op.ID, pending, now)
	})
	if err != nil {
		return nil, err
	}
	if refused != nil {
		return nil, refused
	}
	return step, nil
}

// failure counts a failed password or code: audited, and the MaxFailures-th locks the operator
// (audited too, and answered MsgLocked instead of refusal).
func (s *Service) failure(ctx context.Context, tx *gorm.DB, op operatorRow, e AuditEntry, refusal error, now time.Time) (answer, err error) {
	locked, err := addFailure(tx, op.ID, now.Add(LockFor))
	if err != nil {
		return nil, err
	}
	if err := s.audit(ctx, tx, e); err != nil {
		return nil, err
	}
	if !locked {
		return refusal, nil
	}
	lock := AuditEntry{OperatorID: op.ID, OperatorEmail: op.Email, Action: ActionLock, Outcome: "ok", IP: e.IP,
		Detail: map[string]any{"failures": MaxFailures, "minutes": int(LockFor / time.Minute)}}
	return errLocked, s.audit(ctx, tx, lock)
}

// Verify checks the TOTP code of a challenge (the first code of an enrolment stores the secret
// and answers new recovery codes) and opens the session.
func (s *Service) Verify(ctx context.Context, req verifyRequest, cl Client) (*SignedIn, string, error) {
	return s.second(ctx, req.Challenge, cl, "totp", func(tx *gorm.DB, ch challengeRow, now time.Time) (int64, string, bool, error) {
		stored := ch.TotpSecret
		if ch.PendingSecret != "" {
			stored = ch.PendingSecret
		}
		secret, err := s.Box.Open(stored)
		if err != nil {
			return 0, "", false, err
		}
		st := matchStep(secret, req.Code, now)
		if st == 0 || st <= ch.TotpLastStep {
			return 0, "", false, nil
		}
		return st, ch.PendingSecret, true, nil
	})
}

// Recover signs in with a recovery code instead of a TOTP code (each works once).
func (s *Service) Recover(ctx context.Context, req recoverRequest, cl Client) (*SignedIn, string, error) {
	return s.second(ctx, req.Challenge, cl, "recovery", func(tx *gorm.DB, ch challengeRow, now time.Time) (int64, string, bool, error) {
		if ch.PendingSecret != "" || ch.TotpSecret == "" { // enrolling: no recovery codes yet
			return 0, "", false, nil
		}
		ok, err := useRecoveryCode(tx, ch.ID, req.RecoveryCode, now)
		return 0, "", ok, err
	})
}

// secondCheck checks the second factor of a challenge: the TOTP step used (0 for a recovery
// code), the secret enrolled as stored (sealed; "" for none), and whether it is right.
type secondCheck func(tx *gorm.DB, ch challengeRow, now time.Time) (int64, string, bool, error)

func (s *Service) second(ctx context.Context, challenge string, cl Client, method string, check secondCheck) (*SignedIn, string, error) {
	if err := s.throttle(ctx, cl); err != nil {
		return nil, "", err
	}
	now := s.now()
	var out *SignedIn
	var token string
	var refused error
	err := s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if challenge == "" {
			refused = errSignIn
			return nil
		}
		ch, err := liveChallenge(tx, challenge, now)
		if err != nil {
			return err
		}
		fail := func(reason string) AuditEntry {
			return AuditEntry{OperatorID: ch.ID, OperatorEmail: ch.Email, Action: ActionSignIn, Outcome: "failed", IP: cl.IP,
				Detail: map[string]any{"reason": reason, "step": method}}
		}
		switch {
		case ch.ID == 0:
			refused = errSignIn
			return nil
		case ch.locked(now):
			refused = errLocked
			return s.audit(ctx, tx, fail("locked"))
		case ch.DisabledAt != nil:
			refused = errDisabled
			return s.audit(ctx, tx, fail("disabled"))
		}
		step, secret, ok, err := check(tx, ch, now)
		if err != nil {
			return err
		}
		if ok {
			store := secret
			if store == "" && Legacy(ch.TotpSecret) { // stored in clear before sealing: sealed now
				if store, err = s.Box.Seal(ch.TotpSecret); err != nil {
					return err
				}
			}
			ok, err = signedIn(tx, ch.ID, step, store, now)
			if err != nil {
				return err
			}
		}
		if !ok {
			if err := countChallengeAttempt(tx, challenge); err != nil {
				return err
			}
			reason := "wrong code"
			if method == "recovery" {
				reason = "wrong recovery code"
			}
			refused, err = s.failure(ctx, tx, ch, fail(reason), errBadCode, now)
			return err
		}
		if err := deleteChallenge(tx, challenge); err != nil {
			return err
		}
		out = &SignedIn{Operator: ch.operator()}
		detail := map[string]any{"method": method}
		if secret != "" {
			for range RecoveryCodeCount {
				out.RecoveryCodes = append(out.RecoveryCodes, newRecoveryCode())
			}
			if err := replaceRecoveryCodes(tx, ch.ID, out.RecoveryCodes, now); err != nil {
				return err
			}
			detail["enrolled"] = true
		}
		if method == "recovery" {
			left, err := unusedRecoveryCodes(tx, ch.ID)
			if err != nil {
				return err
			}
			detail["recoveryCodesLeft"] = left
		}
		token, err = (&Sessions{DB: tx, Now: s.Sessions.Now}).Start(ctx, ch.ID, cl.IP, cl.UserAgent)
		if err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{OperatorID: ch.ID, OperatorEmail: ch.Email, Action: ActionSignIn, Outcome: "ok", IP: cl.IP, Detail: detail})
	})
	if err != nil {
		return nil, "", err
	}
	if refused != nil {
		return nil, "", refused
	}
	s.forgive(ctx, cl)
	return out, token, nil
}

// Logout ends the session of token.
func (s *Service) Logout(ctx context.Context, op *Operator, token string, cl Client) error {
	return s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := (&Sessions{DB: tx}).End(ctx, token); err != nil {
			return err
		}
		e := AuditEntry{Action: ActionSignOut, Outcome: "ok", IP: cl.IP}
		if op != nil {
			e.OperatorID, e.OperatorEmail = op.ID, op.Email
		}
		return s.audit(ctx, tx, e)
	})
}
