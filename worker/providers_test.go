package worker_test

import (
	"path/filepath"
	"strings"
	"testing"

	"congregate/internal/platform/config"
	"congregate/worker"
	"congregate/worker/email"
	"congregate/worker/outbox"
	"congregate/worker/push"
	"congregate/worker/sms"
)

func TestNewSenders(t *testing.T) {
	env := map[string]string{
		"TWILIO_ACCOUNT_SID": "AC1", "TWILIO_AUTH_TOKEN": "t", "TWILIO_FROM": "+1",
		"SMTP_HOST": "smtp.example.org", "SMTP_FROM": "no-reply@example.org",
	}
	getenv := func(k string) string { return env[k] }
	cfg := config.Config{OutboxFile: filepath.Join(t.TempDir(), "dev", "outbox.jsonl")}

	cfg.SMSProvider, cfg.EmailProvider = "outbox", "outbox"
	s, err := worker.NewSenders(cfg, getenv)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.SMS.(*outbox.Outbox); !ok || s.SMS != s.Email.(*outbox.Outbox) {
		t.Errorf("outbox senders %T %T, want one shared outbox", s.SMS, s.Email)
	}

	cfg.SMSProvider, cfg.EmailProvider = "twilio", "smtp"
	if s, err = worker.NewSenders(cfg, getenv); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.SMS.(*sms.Twilio); !ok {
		t.Errorf("SMS sender %T", s.SMS)
	}
	if _, ok := s.Email.(*email.SMTP); !ok {
		t.Errorf("e-mail sender %T", s.Email)
	}

	for _, tc := range []struct{ sms, email, want string }{
		{"carrier-pigeon", "outbox", `unknown SMS_PROVIDER "carrier-pigeon"`},
		{"outbox", "sendgrid", `unknown EMAIL_PROVIDER "sendgrid"`},
		{"twilio", "outbox", ""}, // configured above
	} {
		cfg.SMSProvider, cfg.EmailProvider = tc.sms, tc.email
		_, err := worker.NewSenders(cfg, getenv)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s/%s: %v", tc.sms, tc.email, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s/%s: err %v, want %q", tc.sms, tc.email, err, tc.want)
		}
	}

	cfg.SMSProvider, cfg.EmailProvider = "outbox", "smtp"
	if _, err := worker.NewSenders(cfg, func(string) string { return "" }); err == nil || !strings.Contains(err.Error(), "SMTP_HOST") {
		t.Errorf("smtp without settings: err %v", err)
	}
}

func TestNewSendersChannels(t *testing.T) {
	env := map[string]string{"TWILIO_ACCOUNT_SID": "AC1", "TWILIO_AUTH_TOKEN": "t", "TWILIO_FROM": "+1"}
	getenv := func(k string) string { return env[k] }
	cfg := config.Config{OutboxFile: filepath.Join(t.TempDir(), "outbox.jsonl"), SMSProvider: "outbox", EmailProvider: "outbox",
		VoiceProvider: "outbox", PushProvider: "outbox"}
	s, err := worker.NewSenders(cfg, getenv)
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range []string{"sms", "mms", "voice", "email", "push"} {
		if _, ok := s.Channels[ch].(*outbox.Outbox); !ok {
			t.Errorf("%s: %T, want the outbox", ch, s.Channels[ch])
		}
	}
	cfg.VoiceProvider, cfg.PushProvider = "twilio", "webpush"
	if s, err = worker.NewSenders(cfg, getenv); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Channels["voice"].(*sms.Twilio); !ok {
		t.Errorf("voice: %T", s.Channels["voice"])
	}
	if _, ok := s.Channels["push"].(*push.WebPush); !ok {
		t.Errorf("push: %T", s.Channels["push"])
	}
	for _, tc := range []struct{ voice, push, want string }{
		{"pigeon", "outbox", `unknown VOICE_PROVIDER "pigeon"`},
		{"outbox", "fcm", `unknown PUSH_PROVIDER "fcm"`},
	} {
		cfg.VoiceProvider, cfg.PushProvider = tc.voice, tc.push
		if _, err := worker.NewSenders(cfg, getenv); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s/%s: %v", tc.voice, tc.push, err)
		}
	}
	env = map[string]string{}
	cfg.VoiceProvider, cfg.PushProvider = "twilio", "outbox"
	if _, err := worker.NewSenders(cfg, getenv); err == nil || !strings.Contains(err.Error(), "VOICE_PROVIDER=twilio") {
		t.Errorf("voice without Twilio settings: %v", err)
	}
}
