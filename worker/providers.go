package worker

import (
	"fmt"

	"congregate/internal/platform/config"
	"congregate/tenantapi/communications/delivery"
	"congregate/worker/email"
	"congregate/worker/outbox"
	"congregate/worker/push"
	"congregate/worker/sms"
)

// NewSenders builds the providers named by cfg.SMSProvider ("outbox" | "twilio", SMS and MMS),
// cfg.EmailProvider ("outbox" | "smtp"), cfg.VoiceProvider ("outbox" | "twilio") and
// cfg.PushProvider ("outbox" | "webpush"); provider settings come from getenv. A misnamed or
// misconfigured provider is an error at start-up, not at the first message.
func NewSenders(cfg config.Config, getenv func(string) string) (Senders, error) {
	var s Senders
	var box *outbox.Outbox
	if cfg.SMSProvider == "outbox" || cfg.EmailProvider == "outbox" || cfg.VoiceProvider != "twilio" || cfg.PushProvider != "webpush" {
		var err error
		if box, err = outbox.New(cfg.OutboxFile); err != nil {
			return s, err
		}
	}

	s.Channels = delivery.Providers{}
	var twilio *sms.Twilio
	switch cfg.SMSProvider {
	case "outbox":
		s.SMS = box
		s.Channels[delivery.ChannelSMS], s.Channels[delivery.ChannelMMS] = box, box
	case "twilio":
		t, err := sms.TwilioFromEnv(getenv)
		if err != nil {
			return s, err
		}
		s.SMS, twilio = t, t
		s.Channels[delivery.ChannelSMS], s.Channels[delivery.ChannelMMS] = t, t
	default:
		return s, fmt.Errorf("unknown SMS_PROVIDER %q (want outbox or twilio)", cfg.SMSProvider)
	}

	switch cfg.EmailProvider {
	case "outbox":
		s.Email = box
		s.Channels[delivery.ChannelEmail] = box
	case "smtp":
		m, err := email.NewSMTP(email.SMTPConfigFromEnv(getenv))
		if err != nil {
			return s, err
		}
		s.Email = m
		s.Channels[delivery.ChannelEmail] = m
	default:
		return s, fmt.Errorf("unknown EMAIL_PROVIDER %q (want outbox or smtp)", cfg.EmailProvider)
	}
	switch cfg.VoiceProvider {
	case "", "outbox":
		s.Channels[delivery.ChannelVoice] = box
	case "twilio":
		if twilio == nil {
			t, err := sms.TwilioFromEnv(getenv)
			if err != nil {
				return s, fmt.Errorf("VOICE_PROVIDER=twilio: %w", err)
			}
			twilio = t
		}
		s.Channels[delivery.ChannelVoice] = twilio
	default:
		return s, fmt.Errorf("unknown VOICE_PROVIDER %q (want outbox or twilio)", cfg.VoiceProvider)
	}
	switch cfg.PushProvider {
	case "", "outbox":
		s.Channels[delivery.ChannelPush] = box
	case "webpush":
		s.Channels[delivery.ChannelPush] = push.New()
	default:
		return s, fmt.Errorf("unknown PUSH_PROVIDER %q (want outbox or webpush)", cfg.PushProvider)
	}
	return s, nil
}
