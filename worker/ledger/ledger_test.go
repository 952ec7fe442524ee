package ledger_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/testutil"
	"congregate/worker/ledger"
)

type row struct {
	Status      string
	Channel     string
	Church      string
	Recipient   string
	ProviderRef string
	Attempts    int
	LastError   string
	SentAt      *time.Time
}

func ledgerRow(t *testing.T, g *gorm.DB, key string) row {
	t.Helper()
	var r row
	if err := g.Raw(`SELECT status, channel, church, recipient, provider_ref, attempts, last_error, sent_at
		FROM control.send_ledger WHERE key = ?`, key).Scan(&r).Error; err != nil {
		t.Fatal(err)
	}
	return r
}

func smsTask(t *testing.T, m jobs.Message) *asynq.Task {
	t.Helper()
	task, err := jobs.NewSMSTask(m)
	if err != nil {
		t.Fatal(err)
	}
	return task
}

func TestSameTaskTwiceSendsOnce(t *testing.T) {
	t.Parallel()
	d := testutil.NewDatabase(t)
	l := ledger.New(d.Gorm)
	task := smsTask(t, jobs.Message{Key: "otp:1", Church: "grace", To: "+15550001", Body: "code 123456"})

	var calls atomic.Int32
	send := func(ctx context.Context, m jobs.Message) (string, error) {
		calls.Add(1)
		if e, ok := ledger.EntryFrom(ctx); !ok || e.Key != "otp:1" || e.Church != "grace" {
			t.Errorf("provider context carries %+v, %v", e, ok)
		}
		return "SM1", nil
	}
	for range 2 {
		if err := l.Deliver(t.Context(), ledger.ChannelSMS, task, send); err != nil {
			t.Fatal(err)
		}
	}
	if n := calls.Load(); n != 1 {
		t.Fatalf("sent %d times, want 1", n)
	}
	r := ledgerRow(t, d.Gorm, "otp:1")
	if r.Status != "sent" || r.ProviderRef != "SM1" || r.Attempts != 2 || r.SentAt == nil ||
		r.Channel != "sms" || r.Church != "grace" || r.Recipient != "+15550001" {
		t.Fatalf("ledger row %+v", r)
	}
}

func TestConcurrentDeliveriesSendOnce(t *testing.T) {
	t.Parallel()
	d := testutil.NewDatabase(t)
	l := ledger.New(d.Gorm)
	e := ledger.Entry{Key: "reset:42", Channel: ledger.ChannelEmail, Recipient: "a@example.org"}

	var calls atomic.Int32
	// A slow provider keeps the first delivery inside its send while the others arrive: without the
	// row lock they would all see 'pending' and send too.
	send := func(ctx context.Context) (string, error) {
		calls.Add(1)
		time.Sleep(300 * time.Millisecond)
		return "msg-1", nil
	}
	var wg sync.WaitGroup
	start := make(chan struct{})
	sentCount := atomic.Int32{}
	for range 4 {
		wg.Go(func() {
			<-start
			sent, err := l.Once(t.Context(), e, send)
			if err != nil {
				t.Error(err)
			}
			if sent {
				sentCount.Add(1)
			}
		})
	}
	close(start)
	wg.Wait()
	if n := calls.Load(); n != 1 {
		t.Fatalf("provider called %d times, want 1", n)
	}
	if n := sentCount.Load(); n != 1 {
		t.Fatalf("%d deliveries report sent, want 1", n)
	}
	if r := ledgerRow(t, d.Gorm, "reset:42"); r.Status != "sent" || r.Attempts != 4 {
		t.Fatalf("ledger row %+v", r)
	}
}

func TestFailedSendThenRetrySendsOnce(t *testing.T) {
	t.Parallel()
	d := testutil.NewDatabase(t)
	l := ledger.New(d.Gorm)
	e := ledger.Entry{Key: "welcome:7", Channel: ledger.ChannelEmail, Church: "grace", Recipient: "p@example.org"}

	providerDown := errors.New("provider unavailable")
	sent, err := l.Once(t.Context(), e, func(context.Context) (string, error) { return "", providerDown })
	if sent || !errors.Is(err, providerDown) {
		t.Fatalf("failed send: sent=%v err=%v", sent, err)
	}
	if r := ledgerRow(t, d.Gorm, e.Key); r.Status != "failed" || r.LastError != "provider unavailable" || r.Attempts != 1 || r.SentAt != nil {
		t.Fatalf("after failure: %+v", r)
	}

	var calls int
	for range 2 { // the retry, then a late duplicate
		if _, err := l.Once(t.Context(), e, func(context.Context) (string, error) { calls++; return "<id@example.org>", nil }); err != nil {
			t.Fatal(err)
		}
	}
	if calls != 1 {
		t.Fatalf("retries sent %d times, want 1", calls)
	}
	if r := ledgerRow(t, d.Gorm, e.Key); r.Status != "sent" || r.ProviderRef != "<id@example.org>" || r.Attempts != 3 || r.SentAt == nil {
		t.Fatalf("after retry: %+v", r)
	}
}

func TestKeyReusedOnAnotherChannelIsRefused(t *testing.T) {
	t.Parallel()
	d := testutil.NewDatabase(t)
	l := ledger.New(d.Gorm)
	ok := func(context.Context) (string, error) { return "ref", nil }
	if _, err := l.Once(t.Context(), ledger.Entry{Key: "k", Channel: ledger.ChannelSMS}, ok); err != nil {
		t.Fatal(err)
	}
	sent, err := l.Once(t.Context(), ledger.Entry{Key: "k", Channel: ledger.ChannelEmail}, ok)
	if sent || !errors.Is(err, asynq.SkipRetry) {
		t.Fatalf("sent=%v err=%v, want a permanent error", sent, err)
	}
}

func TestBadPayloadsSkipRetry(t *testing.T) {
	t.Parallel()
	d := testutil.NewDatabase(t)
	l := ledger.New(d.Gorm)
	invalid, _ := json.Marshal(jobs.Message{Key: "k", Body: "no recipient"})
	for name, payload := range map[string][]byte{"not json": []byte("{"), "invalid": invalid} {
		t.Run(name, func(t *testing.T) {
			err := l.Deliver(t.Context(), ledger.ChannelSMS, asynq.NewTask(jobs.TypeSMS, payload),
				func(context.Context, jobs.Message) (string, error) {
					t.Error("bad payload reached the provider")
					return "", nil
				})
			if !errors.Is(err, asynq.SkipRetry) {
				t.Fatalf("err = %v, want asynq.SkipRetry", err)
			}
		})
	}
}
