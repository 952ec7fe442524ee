package worker

import (
	"fmt"

	"congregate/internal/platform/config"
	"congregate/worker/email"
	"congregate/worker/outbox"
	"congregate/worker/sms"
)

// NewSenders builds the providers named by cfg.SMSProvider ("outbox" | "twilio") and
// cfg.EmailProvider ("outbox" | "smtp"); provider settings come from getenv. A misnamed or
// misconfigured provider is an error at start-up, not at the first message.
func NewSenders(cfg config.Config, getenv func(string) string) (Senders, error) {
	var s Senders
	var box *outbox.Outbox
	if cfg.SMSProvider == "outbox" || cfg.EmailProvider == "outbox" {
		var err error
		if box, err = outbox.New(cfg.OutboxFile); err != nil {
			return s, err
		}
	}

	switch cfg.SMSProvider {
	case "outbox":
		s.SMS = box
	case "twilio":
		t, err := sms.TwilioFromEnv(getenv)
		if err != nil {
			return s, err
		}
		s.SMS = t
	default:
		return s, fmt.Errorf("unknown SMS_PROVIDER %q (want outbox or twilio)", cfg.SMSProvider)
	}

	switch cfg.EmailProvider {
	case "outbox":
		s.Email = box
	case "smtp":
		m, err := email.NewSMTP(email.SMTPConfigFromEnv(getenv))
		if err != nil {
			return s, err
		}
		s.Email = m
	default:
		return s, fmt.Errorf("unknown EMAIL_PROVIDER %q (want outbox or smtp)", cfg.EmailProvider)
	}
	return s, nil
}
