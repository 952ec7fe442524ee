// Package otp sends and checks the one-time codes of the sign-up wizard: 6 digits by SMS (the
// worker's SMS task), stored as a hash, alive 10 minutes, dead after 5 wrong entries, and re-sent
// at most so often per number and per IP.
package otp

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"strconv"
	"time"

	"gorm.io/gorm"

	"congregate/controlplane/publicapi"
	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/ratelimit"
)

// Rules of the code (spec §9: OTP 6 digits).
const (
	Digits      = 6
	Lifetime    = 10 * time.Minute
	MaxAttempts = 5
)

// Default re-send limits.
var (
	PerPhone = ratelimit.Rule{Name: "otp-phone", Max: 5, Window: time.Hour}
	PerIP    = ratelimit.Rule{Name: "otp-ip", Max: 30, Window: time.Hour}
)

// Errors the form shows under the code field.
var (
	ErrInvalid      = errors.New("Invalid or expired OTP")
	ErrTooManyTries = errors.New("Too many wrong codes. Please request a new OTP.")
)

// Service sends and checks codes.
type Service struct {
	DB              *gorm.DB
	Jobs            jobs.Enqueuer
	Limiter         publicapi.Limiter
	PerPhone, PerIP ratelimit.Rule   // zero = the defaults
	Now             func() time.Time // nil = time.Now
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Send makes a new code for phone (E.164, already validated) and enqueues its SMS. A new code
// replaces the previous one: only the latest code of a number is ever accepted.
func (s *Service) Send(ctx context.Context, phone, ip string) error {
	perPhone, perIP := s.PerPhone, s.PerIP
	if perPhone.Name == "" {
		perPhone = PerPhone
	}
	if perIP.Name == "" {
		perIP = PerIP
	}
	if err := publicapi.Limit(ctx, s.Limiter, publicapi.Check{Rule: perIP, Key: ip},
		publicapi.Check{Rule: perPhone, Key: phone}); err != nil {
		return err
	}
	code := auth.NewCode(Digits)
	h := hash(phone, code)
	var id int64
	if err := s.DB.WithContext(ctx).Raw(`INSERT INTO control.onboarding_otps (phone, code_hash, ip, expires_at)
		VALUES (?, ?, ?, ?) RETURNING id`, phone, h, ip, s.now().Add(Lifetime)).Scan(&id).Error; err != nil {
		return fmt.Errorf("store otp: %w", err)
	}
	return s.Jobs.SendSMS(ctx, jobs.Message{
		// The row id names the message; a piece of its hash keeps the key unique even when a
		// development database is recreated while Redis still holds older task ids.
		Key:  "onboarding-otp:" + strconv.FormatInt(id, 10) + "-" + h[:12],
		To:   phone,
		Body: fmt.Sprintf("Your Congregate verification code is %s. It expires in %d minutes.", code, int(Lifetime.Minutes())),
	})
}

// Check verifies code against the latest live code of each of the phones and returns the id of the
// one it matches, without using it up (Consume does, with the work the code authorises). Every
// check spends one attempt of each live code, reserved atomically so parallel guesses cannot
// exceed MaxAttempts.
func (s *Service) Check(ctx context.Context, code string, phones ...string) (int64, error) {
	g := s.DB.WithContext(ctx)
	seen := map[string]bool{}
	live, spent := 0, 0
	var match int64
	for _, phone := range phones {
		if phone == "" || seen[phone] {
			continue
		}
		seen[phone] = true
		var rows []struct {
			ID       int64
			CodeHash string
		}
		// The latest code of the number, if it is still usable, with one attempt reserved.
		if err := g.Raw(`UPDATE control.onboarding_otps SET attempts = attempts + 1
			WHERE id = (SELECT id FROM control.onboarding_otps WHERE phone = ? ORDER BY id DESC LIMIT 1)
			  AND consumed_at IS NULL AND expires_at > ? AND attempts < ?
			RETURNING id, code_hash`, phone, s.now(), MaxAttempts).Scan(&rows).Error; err != nil {
			return 0, err
		}
		if len(rows) == 0 {
			var exhausted int64
			if err := g.Raw(`SELECT count(*) FROM control.onboarding_otps
				WHERE id = (SELECT id FROM control.onboarding_otps WHERE phone = ? ORDER BY id DESC LIMIT 1)
				  AND consumed_at IS NULL AND expires_at > ? AND attempts >= ?`, phone, s.now(), MaxAttempts).
				Scan(&exhausted).Error; err != nil {
				return 0, err
			}
			spent += int(exhausted)
			continue
		}
		live++
		if match == 0 && subtle.ConstantTimeCompare([]byte(rows[0].CodeHash), []byte(hash(phone, code))) == 1 {
			match = rows[0].ID
		}
	}
	switch {
	case match != 0:
		return match, nil
	case live == 0 && spent > 0:
		return 0, ErrTooManyTries
	default:
		return 0, ErrInvalid
	}
}

// Consume uses the code up inside tx. A code already used (a double submission) is ErrInvalid, so
// one code never authorises two sign-ups.
func Consume(tx *gorm.DB, id int64) error {
	res := tx.Exec(`UPDATE control.onboarding_otps SET consumed_at = now() WHERE id = ? AND consumed_at IS NULL`, id)
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return ErrInvalid
	}
	return nil
}

// hash binds the code to its number; a 6-digit code is protected by its attempt limit, not the hash.
func hash(phone, code string) string { return auth.HashToken(phone + ":" + code) }
