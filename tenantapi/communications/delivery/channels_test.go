package delivery_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"

	"congregate/tenantapi/communications/delivery"
	"congregate/tenantapi/communications/media/mediaurl"
	"congregate/tenantapi/communications/unsubscribe"
)

// capture keeps every message as rendered.
type capture struct {
	mu  sync.Mutex
	got []delivery.Outgoing
}

func (c *capture) Send(_ context.Context, m delivery.Outgoing) (delivery.Accepted, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.got = append(c.got, m)
	return delivery.Accepted{Ref: fmt.Sprint("ref-", len(c.got))}, nil
}

func (c *capture) Lookup(context.Context, string, delivery.Outgoing) (string, bool, error) {
	return "", false, nil
}

// oneMessage sends a one-recipient communication of channel and answers what the provider got.
func (e *env) oneMessage(channel, subject, body, html, address string, extra string) delivery.Outgoing {
	e.t.Helper()
	c := &capture{}
	e.svc.Providers[channel] = c
	var id int64
	e.scan(`SELECT nextval('communications_id_seq')`, &id)
	e.exec(`INSERT INTO communications (id, channel, idempotency_key, subject, body, html, status, recipients, credits)
		VALUES (?, ?, ?, ?, ?, ?, 'sending', 1, 1)`, id, channel, fmt.Sprint("one-", id), subject, body, html)
	if extra != "" {
		e.exec(extra, id)
	}
	e.exec(`INSERT INTO communication_recipients (communication_id, name, address, merge, cost, attempt_key)
		VALUES (?, 'Ann Alpha', ?, '{"firstName": "Ann", "lastName": "Alpha"}', 1, ?)`, id, address, fmt.Sprint("c", id, "-r1"))
	e.exec(`UPDATE credit_account SET reserved = reserved + 1`)
	rep, err := e.svc.Send(e.ctx, id)
	if err != nil || rep.Sent != 1 {
		e.t.Fatalf("%s: %+v %v", channel, rep, err)
	}
	if len(c.got) != 1 {
		e.t.Fatalf("%s: provider got %d", channel, len(c.got))
	}
	return c.got[0]
}

func TestChannelsRendered(t *testing.T) {
	e := newEnv(t)
	e.exec(`INSERT INTO organization_settings (section, data) VALUES
		('messaging', '{"senderId": "ALPHA", "smsSignature": "- Alpha Chapel", "replyToEmail": "office@alpha.org", "emailFromName": "Alpha Office"}'),
		('email_template', '{"subjectPrefix": "[Alpha]", "header": "Alpha Chapel News", "footer": "1 Main St", "signature": "Pastor Ann", "showLogo": false, "buttonColor": "#112233"}')`)

	sms := e.oneMessage(delivery.ChannelSMS, "", "Hi {first_name}", "", "+15550001111", "")
	if sms.Text != "Hi Ann - Alpha Chapel" || sms.From != "ALPHA" || sms.StatusCallback != "https://alpha.example.org/api/webhooks/twilio/status" {
		t.Errorf("sms %+v", sms)
	}

	mail := e.oneMessage(delivery.ChannelEmail, "Welcome {first_name}", "Dear {first_name},\n\nsee you.", "", "ann@example.org", "")
	if mail.Subject != "[Alpha] Welcome Ann" || mail.FromName != "Alpha Office" || mail.ReplyTo != "office@alpha.org" {
		t.Errorf("e-mail %q from %q reply-to %q", mail.Subject, mail.FromName, mail.ReplyTo)
	}
	for _, want := range []string{"Alpha Chapel News", "Dear Ann,", "Pastor Ann", "1 Main St", "#112233", "Unsubscribe"} {
		if !strings.Contains(mail.HTML, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
	if !strings.Contains(mail.Text, "Dear Ann,") || !strings.Contains(mail.Text, "Unsubscribe: https://alpha.example.org/api/communications/unsubscribe?t=") {
		t.Errorf("text %q", mail.Text)
	}
	link := strings.Trim(mail.Headers["List-Unsubscribe"], "<>")
	if mail.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" || !strings.HasPrefix(link, "https://alpha.example.org/api/communications/unsubscribe?t=") {
		t.Fatalf("headers %v", mail.Headers)
	}
	u, _ := url.Parse(link)
	ch, addr, comm, err := unsubscribe.Verify([]byte("secret"), e.ch.ID, u.Query().Get("t"))
	if err != nil || ch != "email" || addr != "ann@example.org" || comm != mail.CommunicationID {
		t.Errorf("unsubscribe token: %s %s %d %v", ch, addr, comm, err)
	}

	var mediaID int64
	e.scan(`INSERT INTO media_vault (name, kind, content_type, size, storage_key) VALUES ('flyer', 'image', 'image/png', 10, 'k1') RETURNING id`, &mediaID)
	mms := e.oneMessage(delivery.ChannelMMS, "", "Flyer", "", "+15550001112", fmt.Sprintf(`UPDATE communications SET media_id = %d WHERE id = ?`, mediaID))
	if len(mms.MediaURLs) != 1 || mms.MediaURLs[0] != "https://alpha.example.org"+mediaurl.FilePath([]byte("secret"), e.ch.ID, mediaID) {
		t.Errorf("mms media %v", mms.MediaURLs)
	}

	voice := e.oneMessage(delivery.ChannelVoice, "", "Hello {first_name}", "", "+15550001113", `UPDATE communications SET voice_mode = 'tts' WHERE id = ?`)
	if voice.Text != "Hello Ann" || voice.VoiceURL != "https://alpha.example.org/api/webhooks/twilio/voice?r="+url.QueryEscape(voice.AttemptKey) {
		t.Errorf("voice %q %q", voice.Text, voice.VoiceURL)
	}

	e.exec(`INSERT INTO push_keys (public_key, private_key) VALUES ('pub', 'priv')`)
	var sub int64
	e.scan(`INSERT INTO push_subscriptions (endpoint, p256dh, auth) VALUES ('https://push.example.net/abc', 'p', 'a') RETURNING id`, &sub)
	p := e.oneMessage(delivery.ChannelPush, "Hi {first_name}", "Service at 10", "", fmt.Sprint(sub), "")
	if p.Push == nil || p.Push.Endpoint != "https://push.example.net/abc" || p.Push.VAPIDPublic != "pub" || p.Push.VAPIDPrivate != "priv" ||
		p.Push.Subscriber != "office@alpha.org" || p.Subject != "Hi Ann" || p.Text != "Service at 10" {
		t.Errorf("push %+v %+v", p, p.Push)
	}
}
