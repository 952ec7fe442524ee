// Package auth is sign-in, two-factor, token login, sign-up, forgot/reset and logout for the
// church console, plus the session middleware that guards every other route.
package auth

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/auth/accounts"
	"congregate/tenantapi/people/logins"
)

// Limits of the auth flows.
const (
	codeTTL          = 10 * time.Minute
	codeAttempts     = 5
	lockThreshold    = 5
	lockDuration     = 15 * time.Minute
	codeLength       = 6
	loginTokenPrefix = "login"
)

// Rate-limit rules kept in Redis.
var (
	ruleLoginIP      = ratelimit.Rule{Name: "login-ip", Max: 100, Window: 15 * time.Minute} // failures only: a church office shares one address
	ruleLoginID      = ratelimit.Rule{Name: "login-id", Max: 10, Window: 15 * time.Minute}
	ruleTwoFactor    = ratelimit.Rule{Name: "2fa", Max: 10, Window: 15 * time.Minute}
	ruleForgotIP     = ratelimit.Rule{Name: "forgot-ip", Max: 10, Window: time.Hour}
	ruleForgotID     = ratelimit.Rule{Name: "forgot-id", Max: 3, Window: time.Hour}
	ruleResetIP      = ratelimit.Rule{Name: "reset-ip", Max: 20, Window: time.Hour}
	ruleTokenLoginIP = ratelimit.Rule{Name: "token-login-ip", Max: 20, Window: 15 * time.Minute} // failures only
	ruleSignupIP     = ratelimit.Rule{Name: "signup-ip", Max: 10, Window: time.Hour}

	// An address over login-ip still signs in an account it has not failed on; one failure on
	// that account from that address is enough to refuse it until the window ends.
	ruleLoginIPAccount = ratelimit.Rule{Name: "login-ip-account", Max: 0, Window: 15 * time.Minute}
)

// Service holds the dependencies of the auth flows.
type Service struct {
	Tenants *db.Tenants
	Signer  *auth.Signer
	Limiter *ratelimit.Limiter
	Jobs    jobs.Enqueuer
	Resets  jobs.ResetEnqueuer // forgot requests, answered by the worker
	Idle    time.Duration
	People  People
}

// People is what sign-in reads and changes of the people domain: the account columns of a person
// (implemented by tenantapi/people/logins). The calls take this package's transaction, so a
// sign-in's reads and writes stay one transaction; Console is the session check's person, read in
// one schema-qualified statement outside a transaction (db.Tenants.Qualified).
type People interface {
	accounts.People
	ByID(tx *gorm.DB, id int64) (*logins.Account, error)
	Failed(tx *gorm.DB, id int64, threshold int, lockFor time.Duration) (locked bool, err error)
	SignedIn(tx *gorm.DB, id int64) error
	SetSecret(tx *gorm.DB, id int64, s logins.Secret, hash string) error
	Create(tx *gorm.DB, a logins.NewAccount) (int64, error)
	// ConsoleSQL reads the console user of a person id (ConsoleUser's columns), for the session
	// check's one statement.
	ConsoleSQL(schema string) string
}

// Login checks credentials and either opens a session or starts a 2FA challenge.
func (s *Service) Login(ctx context.Context, req loginRequest, cl Client) (LoginResult, error) {
	identifier, usePIN := req.credential()
	church := tenancy.FromContext(ctx)
	// An address over its limit is not turned away here: a visitor guessing from a shared church
	// office must not lock the staff out. It is refused below unless the secret is right for an
	// account it has not failed on.
	busy, err := s.addressBusy(ctx, church, cl.IP)
	if err != nil {
		return LoginResult{}, err
	}
	if err := s.limit(ctx, ruleLoginID, church, strings.ToLower(identifier)); err != nil {
		return LoginResult{}, err
	}

	var p *logins.Account
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		switch {
		case usePIN || looksLikePhone(identifier):
			p, err = s.People.ByMobile(tx, normalisePhone(ctx, identifier))
		default:
			p, err = s.People.ByEmail(tx, identifier)
		}
		return err
	})
	if err != nil {
		return LoginResult{}, err
	}
	fail := func(pid *int64, reason string) {
		audit.Record(ctx, s.Tenants, audit.Entry{PersonID: pid, Actor: identifier, Event: audit.EventLogin, IP: cl.IP,
			UserAgent: cl.UserAgent, Details: map[string]any{"reason": reason, "method": method(usePIN)}})
	}
	if p == nil {
		auth.BurnTime()
		fail(nil, "unknown account")
		if busy != nil {
			return LoginResult{}, busy
		}
		return LoginResult{}, errBadCredentials
	}
	if p.LockedUntil != nil && p.LockedUntil.After(time.Now()) {
		fail(&p.ID, "account locked")
		return LoginResult{}, errLocked
	}
	hash, secret := p.PasswordHash, req.Password
	if usePIN {
		hash, secret = p.PinHash, req.Pin
	}
	pair := key(church, cl.IP+":"+strconv.FormatInt(p.ID, 10))
	if !auth.VerifySecret(hash, secret) {
		s.noteFailure(ctx, pair)
		if busy != nil {
			// Refused, and not counted towards the account's lock-out: a busy address must
			// not be able to lock the staff out account by account either.
			fail(&p.ID, "wrong secret from a busy address")
			return LoginResult{}, busy
		}
		var locked bool
		err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
			var err error
			locked, err = s.People.Failed(tx, p.ID, lockThreshold, lockDuration)
			return err
		})
		if err != nil {
			return LoginResult{}, err
		}
		fail(&p.ID, "wrong secret")
		if locked {
			audit.Record(ctx, s.Tenants, audit.Entry{PersonID: &p.ID, Actor: identifier, Event: audit.EventLockout,
				Success: true, IP: cl.IP, UserAgent: cl.UserAgent, Details: map[string]any{"lockedForMinutes": int(lockDuration.Minutes())}})
			return LoginResult{}, errLocked
		}
		return LoginResult{}, errBadCredentials
	}
	if busy != nil {
		if failedHere, err := s.Limiter.Over(ctx, ruleLoginIPAccount, pair); err != nil || failedHere {
			fail(&p.ID, "right secret from a busy address that failed on this account")
			return LoginResult{}, busy
		}
	}
	if err := usable(p); err != nil {
		fail(&p.ID, err.Error())
		return LoginResult{}, err
	}
	// The right secret: the address's attempt is taken back, the per-address rule counts failures.
	_ = s.Limiter.Forgive(ctx, ruleLoginIP, key(church, cl.IP))
	_ = s.Limiter.Reset(ctx, ruleLoginIPAccount, pair)
	if p.TwoFactorEnabled {
		return s.challenge(ctx, p, cl)
	}
	_ = s.Limiter.Reset(ctx, ruleLoginID, key(church, strings.ToLower(identifier)))
	return s.openSession(ctx, p, cl, audit.EventLogin, map[string]any{"method": method(usePIN)})
}

func usable(p *logins.Account) error {
	if !p.IsActive {
		return errDisabled
	}
	if !p.AdminAccess {
		return errNoAdminAccess
	}
	return nil
}

func method(pin bool) string {
	if pin {
		return "mobile+pin"
	}
	return "password"
}

// challenge stores a 6-digit code and has the worker deliver it.
func (s *Service) challenge(ctx context.Context, p *logins.Account, cl Client) (LoginResult, error) {
	church := tenancy.FromContext(ctx)
	code := auth.NewCode(codeLength)
	var tokenID int64
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		if tokenID, err = accounts.InsertToken(tx, p.ID, "2fa", auth.HashToken(code), codeTTL); err != nil {
			return err
		}
		return audit.Write(tx, audit.Entry{PersonID: &p.ID, Event: audit.EventTwoFactor, Success: true, IP: cl.IP,
			UserAgent: cl.UserAgent, Details: map[string]any{"step": "challenge sent", "channel": p.TwoFactorChannel}})
	})
	if err != nil {
		return LoginResult{}, err
	}
	msg := jobs.Message{Key: fmt.Sprintf("2fa:%d:%d", church.ID, tokenID), Church: church.ShortName,
		Body: fmt.Sprintf("Your %s sign-in code is %s. It expires in 10 minutes.", church.FullName, code)}
	dest := maskEmail(p.Email)
	if p.TwoFactorChannel == "sms" && p.Mobile != "" {
		msg.To = p.Mobile
		dest = maskPhone(p.Mobile)
		err = s.Jobs.SendSMS(ctx, msg)
	} else {
		msg.To, msg.Subject = p.Email, church.FullName+" sign-in code"
		err = s.Jobs.SendEmail(ctx, msg)
	}
	if err != nil {
		return LoginResult{}, err
	}
	return LoginResult{UserID: p.ID, TwoFactorAuthentication: TwoFactor{
		IsRequired:    "true",
		MessageHeader: "Two-Factor Authentication",
		MessageBody:   "Enter the 6-character code we sent to " + dest + ".",
		MessageFooter: "The code expires in 10 minutes. Didn't get it? Go back and sign in again.",
	}}, nil
}

// VerifyTwoFactor checks a 2FA code; five wrong codes end the challenge.
func (s *Service) VerifyTwoFactor(ctx context.Context, personID int64, code string, cl Client) (LoginResult, error) {
	church := tenancy.FromContext(ctx)
	if err := s.limit(ctx, ruleTwoFactor, church, strconv.FormatInt(personID, 10)); err != nil {
		return LoginResult{}, err
	}
	code = strings.TrimSpace(code)
	if len(code) != codeLength {
		return LoginResult{}, errCodeSix
	}
	var p *logins.Account
	var outcome error
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		t, hash, err := liveChallenge(tx, personID)
		if err != nil {
			return err
		}
		if t == nil {
			outcome = errBadCode
			return nil
		}
		if hash != auth.HashToken(code) {
			dead, err := failChallenge(tx, t.ID, codeAttempts)
			if err != nil {
				return err
			}
			outcome = errBadCode
			if dead {
				outcome = errTooManyCodes
			}
			return audit.Write(tx, audit.Entry{PersonID: &personID, Event: audit.EventTwoFactor, IP: cl.IP,
				UserAgent: cl.UserAgent, Details: map[string]any{"reason": "wrong code", "challengeEnded": dead}})
		}
		if _, err := consumeToken(tx, t.ID); err != nil {
			return err
		}
		p, err = s.People.ByID(tx, personID)
		return err
	})
	if err != nil {
		return LoginResult{}, err
	}
	if outcome != nil {
		return LoginResult{}, outcome
	}
	if err := usable(p); err != nil {
		return LoginResult{}, err
	}
	return s.openSession(ctx, p, cl, audit.EventTwoFactor, map[string]any{"step": "verified"})
}

// TokenLogin signs in with a single-use /cpauth_admin token.
func (s *Service) TokenLogin(ctx context.Context, userToken string, cl Client) (LoginResult, error) {
	church := tenancy.FromContext(ctx)
	if err := s.limit(ctx, ruleTokenLoginIP, church, cl.IP); err != nil {
		return LoginResult{}, err
	}
	var p *logins.Account
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		t, err := liveToken(tx, loginTokenPrefix, auth.HashToken(strings.TrimSpace(userToken)))
		if err != nil || t == nil {
			return err
		}
		won, err := consumeToken(tx, t.ID)
		if err != nil || !won {
			return err
		}
		p, err = s.People.ByID(tx, t.PersonID)
		return err
	})
	if err != nil {
		return LoginResult{}, err
	}
	if p == nil {
		audit.Record(ctx, s.Tenants, audit.Entry{Event: audit.EventTokenLogin, IP: cl.IP, UserAgent: cl.UserAgent,
			Details: map[string]any{"reason": "invalid or used token"}})
		return LoginResult{}, errBadLoginToken
	}
	_ = s.Limiter.Forgive(ctx, ruleTokenLoginIP, key(church, cl.IP))
	if err := usable(p); err != nil {
		return LoginResult{}, err
	}
	return s.openSession(ctx, p, cl, audit.EventTokenLogin, nil)
}

func (s *Service) openSession(ctx context.Context, p *logins.Account, cl Client, event string, details map[string]any) (LoginResult, error) {
	church := tenancy.FromContext(ctx)
	sid := auth.NewToken(24)
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := createSession(tx, sid, p.ID, cl.IP, cl.UserAgent); err != nil {
			return err
		}
		if err := s.People.SignedIn(tx, p.ID); err != nil {
			return err
		}
		return audit.Write(tx, audit.Entry{PersonID: &p.ID, Event: event, Success: true, IP: cl.IP, UserAgent: cl.UserAgent, Details: details})
	})
	if err != nil {
		return LoginResult{}, err
	}
	jwt, err := s.Signer.Issue(church.ID, p.ID, sid)
	if err != nil {
		return LoginResult{}, err
	}
	return LoginResult{UserID: p.ID, JWTToken: jwt, TwoFactorAuthentication: TwoFactor{IsRequired: "false"}}, nil
}

// Logout revokes the session on the server.
func (s *Service) Logout(ctx context.Context, u *auth.User, cl Client) error {
	return s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := revokeSession(tx, u.SessionID); err != nil {
			return err
		}
		return audit.Write(tx, audit.Entry{PersonID: &u.PersonID, Event: audit.EventLogout, Success: true, IP: cl.IP, UserAgent: cl.UserAgent})
	})
}

func (s *Service) limit(ctx context.Context, rule ratelimit.Rule, church *tenancy.Church, k string) error {
	err := s.Limiter.Hit(ctx, rule, key(church, k))
	var limited *ratelimit.ErrLimited
	if errors.As(err, &limited) {
		return fault.E(fault.RateLimited, limited.Error())
	}
	return err
}

// addressBusy counts a sign-in from the address. Once the address is over ruleLoginIP it answers
// the refusal to give, unless the secret turns out right for an account the address has not
// failed on.
func (s *Service) addressBusy(ctx context.Context, church *tenancy.Church, ip string) (refusal, err error) {
	err = s.Limiter.Hit(ctx, ruleLoginIP, key(church, ip))
	var limited *ratelimit.ErrLimited
	if errors.As(err, &limited) {
		return fault.E(fault.RateLimited, limited.Error()), nil
	}
	return nil, err
}

// noteFailure remembers that an address gave a wrong secret for an account. The rule allows no
// failure, so Hit always reports it as limited: that is the record, not an error.
func (s *Service) noteFailure(ctx context.Context, pair string) {
	var limited *ratelimit.ErrLimited
	if err := s.Limiter.Hit(ctx, ruleLoginIPAccount, pair); err != nil && !errors.As(err, &limited) {
		slog.WarnContext(ctx, "record a sign-in failure", "err", err)
	}
}

func key(c *tenancy.Church, k string) string { return strconv.FormatInt(c.ID, 10) + ":" + k }

func maskEmail(e string) string {
	at := strings.Index(e, "@")
	if at < 1 {
		return "your e-mail"
	}
	return e[:1] + strings.Repeat("*", 3) + e[at:]
}

func maskPhone(m string) string {
	if len(m) < 4 {
		return "your phone"
	}
	return strings.Repeat("*", len(m)-4) + m[len(m)-4:]
}
