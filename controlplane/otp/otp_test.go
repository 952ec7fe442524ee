package otp_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"congregate/controlplane/otp"
	"congregate/internal/jobs"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/testutil"
)

// outbox records enqueued messages (the HTTP tests read the real asynq queue instead).
type outbox struct{ sms []jobs.Message }

func (o *outbox) SendSMS(_ context.Context, m jobs.Message) error {
	o.sms = append(o.sms, m)
	return nil
}
func (o *outbox) SendEmail(_ context.Context, m jobs.Message) error { return nil }

func (o *outbox) last(t *testing.T) string {
	t.Helper()
	body := o.sms[len(o.sms)-1].Body
	i := strings.Index(body, "code is ")
	return body[i+8 : i+14]
}

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func setup(t *testing.T) (*otp.Service, *outbox, *clock) {
	d := testutil.NewDatabase(t)
	rdb, prefix := testutil.Redis(t)
	ob, clk := &outbox{}, &clock{t: time.Now()}
	return &otp.Service{DB: d.Gorm, Jobs: ob, Limiter: ratelimit.New(rdb, prefix), Now: clk.now}, ob, clk
}

const phone = "+15555550100"

func TestCodeIsSixDigitsStoredHashedAndSingleUse(t *testing.T) {
	s, ob, _ := setup(t)
	ctx := context.Background()
	if err := s.Send(ctx, phone, "192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	code := ob.last(t)
	if len(code) != 6 || strings.Trim(code, "0123456789") != "" || ob.sms[0].To != phone || ob.sms[0].Key == "" {
		t.Fatalf("sms = %+v", ob.sms[0])
	}
	var stored []string
	s.DB.Raw(`SELECT code_hash FROM control.onboarding_otps`).Scan(&stored)
	if len(stored) != 1 || strings.Contains(stored[0], code) {
		t.Fatalf("stored %v (must be a hash)", stored)
	}
	id, err := s.Check(ctx, code, "+15555559999", phone)
	if err != nil || id == 0 {
		t.Fatalf("check: %v", err)
	}
	if err := otp.Consume(s.DB, id); err != nil {
		t.Fatal(err)
	}
	if err := otp.Consume(s.DB, id); !errors.Is(err, otp.ErrInvalid) {
		t.Fatalf("second consume: %v", err)
	}
	if _, err := s.Check(ctx, code, phone); !errors.Is(err, otp.ErrInvalid) {
		t.Fatalf("used code accepted: %v", err)
	}
}

func TestCodeExpiresAfterTenMinutes(t *testing.T) {
	s, ob, clk := setup(t)
	ctx := context.Background()
	if err := s.Send(ctx, phone, "192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	clk.t = clk.t.Add(otp.Lifetime - time.Second)
	if _, err := s.Check(ctx, ob.last(t), phone); err != nil {
		t.Fatalf("just before expiry: %v", err)
	}
	clk.t = clk.t.Add(2 * time.Second)
	if _, err := s.Check(ctx, ob.last(t), phone); !errors.Is(err, otp.ErrInvalid) {
		t.Fatalf("after expiry: %v", err)
	}
}

func TestFiveAttemptsThenDead(t *testing.T) {
	s, ob, _ := setup(t)
	ctx := context.Background()
	if err := s.Send(ctx, phone, "192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	code := ob.last(t)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	for i := 1; i <= otp.MaxAttempts-1; i++ {
		if _, err := s.Check(ctx, wrong, phone); !errors.Is(err, otp.ErrInvalid) {
			t.Fatalf("attempt %d: %v", i, err)
		}
	}
	// The 5th attempt may still be right; after 5 wrong ones even the right code is refused.
	if _, err := s.Check(ctx, wrong, phone); !errors.Is(err, otp.ErrInvalid) {
		t.Fatalf("attempt 5: %v", err)
	}
	if _, err := s.Check(ctx, code, phone); !errors.Is(err, otp.ErrTooManyTries) {
		t.Fatalf("right code after 5 wrong: %v", err)
	}
	// A new code starts afresh and replaces the old one.
	if err := s.Send(ctx, phone, "192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	if fresh := ob.last(t); fresh != code {
		if _, err := s.Check(ctx, code, phone); !errors.Is(err, otp.ErrInvalid) {
			t.Fatalf("replaced code: %v", err)
		}
	}
	if _, err := s.Check(ctx, ob.last(t), phone); err != nil {
		t.Fatalf("new code: %v", err)
	}
}

func TestParallelGuessesCannotExceedTheLimit(t *testing.T) {
	s, _, _ := setup(t)
	ctx := context.Background()
	if err := s.Send(ctx, phone, "192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 20)
	for range 20 {
		go func() { _, err := s.Check(ctx, "999999", phone); errs <- err }()
	}
	for range 20 {
		<-errs
	}
	var attempts int
	s.DB.Raw(`SELECT attempts FROM control.onboarding_otps`).Scan(&attempts)
	if attempts != otp.MaxAttempts {
		t.Fatalf("attempts = %d, want %d", attempts, otp.MaxAttempts)
	}
}

func TestResendIsLimitedPerNumberAndPerIP(t *testing.T) {
	s, ob, _ := setup(t)
	s.PerPhone = ratelimit.Rule{Name: "t-otp-phone", Max: 2, Window: time.Hour}
	s.PerIP = ratelimit.Rule{Name: "t-otp-ip", Max: 3, Window: time.Hour}
	ctx := context.Background()
	var limited *ratelimit.ErrLimited
	for i := range 2 {
		if err := s.Send(ctx, phone, "192.0.2.1"); err != nil {
			t.Fatalf("send %d: %v", i, err)
		}
	}
	if err := s.Send(ctx, phone, "192.0.2.2"); !errors.As(err, &limited) {
		t.Fatalf("third send to one number: %v", err)
	}
	// Another number from the first IP: the IP's third send passes, its fourth does not.
	if err := s.Send(ctx, "+15555550101", "192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	if err := s.Send(ctx, "+15555550102", "192.0.2.1"); !errors.As(err, &limited) {
		t.Fatalf("fourth send from one IP: %v", err)
	}
	if len(ob.sms) != 3 {
		t.Fatalf("sent %d SMS, want 3", len(ob.sms))
	}
}
