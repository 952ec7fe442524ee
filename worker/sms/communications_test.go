package sms_test

import (
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"congregate/internal/faketwilio"
	"congregate/tenantapi/communications/delivery"
	"congregate/worker/sms"
)

func fakeTwilio(t *testing.T) (*sms.Twilio, *faketwilio.Server, string) {
	t.Helper()
	fake := faketwilio.New("AC123", "secret-token")
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	env := map[string]string{"TWILIO_ACCOUNT_SID": "AC123", "TWILIO_AUTH_TOKEN": "secret-token", "TWILIO_FROM": "+15005550006", "TWILIO_API_BASE": srv.URL}
	tw, err := sms.TwilioFromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	return tw, fake, srv.URL
}

func TestTwilioCommunications(t *testing.T) {
	tw, fake, _ := fakeTwilio(t)
	ctx := t.Context()
	start := time.Now()
	cb := "https://grace.example.org/api/webhooks/twilio/status"

	acc, err := tw.Send(ctx, delivery.Outgoing{Channel: delivery.ChannelSMS, To: "+15551230001", From: "GRACE", Text: "Hello Ann\nGrace Church", StatusCallback: cb})
	if err != nil || !strings.HasPrefix(acc.Ref, "SM") || acc.Delivered {
		t.Fatalf("sms: %+v %v", acc, err)
	}
	if _, err := tw.Send(ctx, delivery.Outgoing{Channel: delivery.ChannelMMS, To: "+15551230002", Text: "Look",
		MediaURLs: []string{"https://grace.example.org/api/communications/media/file/3/tok"}}); err != nil {
		t.Fatal(err)
	}
	msgs := fake.Messages()
	if len(msgs) != 2 {
		t.Fatalf("%d messages", len(msgs))
	}
	if m := msgs[0]; m.From != "GRACE" || m.Body != "Hello Ann\nGrace Church" || m.StatusCallback != cb || m.SID != acc.Ref {
		t.Errorf("sms stored %+v", m)
	}
	if m := msgs[1]; m.From != "+15005550006" || len(m.MediaURLs) != 1 || m.NumMedia != "1" {
		t.Errorf("mms stored %+v (no sender ID: TWILIO_FROM)", m)
	}

	// Voice: the words inline, or the church's TwiML URL when they are too long.
	if _, err := tw.Send(ctx, delivery.Outgoing{Channel: delivery.ChannelVoice, To: "+15551230003", From: "GRACE", Text: "Service at 10 & bring a friend",
		VoiceURL: "https://grace.example.org/api/webhooks/twilio/voice?r=k"}); err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("word ", 1000)
	if _, err := tw.Send(ctx, delivery.Outgoing{Channel: delivery.ChannelVoice, To: "+15551230004", Text: long,
		VoiceURL: "https://grace.example.org/api/webhooks/twilio/voice?r=k2"}); err != nil {
		t.Fatal(err)
	}
	calls := fake.Calls()
	if len(calls) != 2 || calls[0].Twiml != "<Response><Say>Service at 10 &amp; bring a friend</Say></Response>" || calls[0].From != "+15005550006" {
		t.Fatalf("calls %+v", calls)
	}
	if calls[1].Twiml != "" || calls[1].URL != "https://grace.example.org/api/webhooks/twilio/voice?r=k2" {
		t.Errorf("long call %+v", calls[1])
	}

	// Lookup: the same To, From and body since the attempt started; not another body, not an
	// older message.
	o := delivery.Outgoing{Channel: delivery.ChannelSMS, To: "+15551230001", From: "GRACE", Text: "Hello Ann\nGrace Church", Since: start}
	if ref, ok, err := tw.Lookup(ctx, "k", o); err != nil || !ok || ref != acc.Ref {
		t.Fatalf("lookup: %q %v %v", ref, ok, err)
	}
	other := o
	other.Text = "Hello Ann"
	if _, ok, _ := tw.Lookup(ctx, "k", other); ok {
		t.Error("found a message with another body")
	}
	later := o
	later.Since = time.Now().Add(time.Hour)
	if _, ok, _ := tw.Lookup(ctx, "k", later); ok {
		t.Error("found a message created before the attempt")
	}
	if ref, ok, err := tw.Lookup(ctx, "k", delivery.Outgoing{Channel: delivery.ChannelVoice, To: "+15551230003", Since: start}); err != nil || !ok || ref != calls[0].SID {
		t.Errorf("call lookup: %q %v %v", ref, ok, err)
	}
}

func TestTwilioCommunicationOutcomes(t *testing.T) {
	tw, fake, _ := fakeTwilio(t)
	ctx := t.Context()
	_, err := tw.Send(ctx, delivery.Outgoing{Channel: delivery.ChannelSMS, To: "555-1234", Text: "x"})
	if !errors.Is(err, delivery.ErrPermanent) || !strings.Contains(err.Error(), "21211") {
		t.Errorf("bad number: %v", err)
	}
	// Accepted, but the answer is a 500: the outcome is unknown, and the lookup finds it.
	fake.FailEvery = 1
	start := time.Now()
	o := delivery.Outgoing{Channel: delivery.ChannelSMS, To: "+15551230009", Text: "lost answer", Since: start}
	_, err = tw.Send(ctx, o)
	if err == nil || errors.Is(err, delivery.ErrPermanent) || errors.Is(err, delivery.ErrTemporary) {
		t.Fatalf("500: %v, want an unknown outcome", err)
	}
	if _, ok, _ := tw.Lookup(ctx, "k", o); !ok {
		t.Error("the accepted message is not found")
	}

	srv := httptest.NewServer(fake)
	defer srv.Close()
	wrong, _ := sms.TwilioFromEnv(func(k string) string {
		return map[string]string{"TWILIO_ACCOUNT_SID": "AC123", "TWILIO_AUTH_TOKEN": "wrong", "TWILIO_FROM": "+15005550006", "TWILIO_API_BASE": srv.URL}[k]
	})
	if _, err := wrong.Send(ctx, o); !errors.Is(err, delivery.ErrPermanent) || !strings.Contains(err.Error(), "20003") {
		t.Errorf("bad credentials: %v", err)
	}

	// Nothing listens: certainly not sent, try again later.
	gone := httptest.NewServer(fake)
	base := gone.URL
	gone.Close()
	down, _ := sms.TwilioFromEnv(func(k string) string {
		return map[string]string{"TWILIO_ACCOUNT_SID": "AC123", "TWILIO_AUTH_TOKEN": "secret-token", "TWILIO_FROM": "+15005550006", "TWILIO_API_BASE": base}[k]
	})
	if _, err := down.Send(ctx, o); !errors.Is(err, delivery.ErrTemporary) {
		t.Errorf("refused connection: %v", err)
	}
}
