package delivery

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/media/mediaurl"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/communications/text"
	"congregate/tenantapi/communications/unsubscribe"
	"congregate/tenantapi/organization/settings/messaging"
)

// job is one run's communication with what every message of it needs.
type job struct {
	ch        *tenancy.Church
	comm      commRow
	provider  Provider
	msg       messaging.Messaging
	senderID  string // "" = the provider's own number
	churchURL string
	secret    []byte
	mediaURL  string
	vapidPub  string
	vapidPriv string

	mu   sync.Mutex
	subs map[int64]pushSubscription

	beat atomic.Int64
}

// prepare loads what the run's messages need: the provider, the church's messaging settings, the
// media URL, the push keys.
func (s *Service) prepare(ctx context.Context, ch *tenancy.Church, c commRow) (*job, error) {
	p := s.Providers[c.Channel]
	if p == nil {
		return nil, fmt.Errorf("delivery: no provider for channel %q", c.Channel)
	}
	j := &job{ch: ch, comm: c, provider: p, secret: s.Secret, subs: map[int64]pushSubscription{}}
	if s.ChurchURL != nil {
		j.churchURL = strings.TrimRight(s.ChurchURL(ch.ShortName), "/")
	}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		f, t, stored, err := messaging.Load(tx, ch, false)
		if err != nil {
			return err
		}
		j.msg = messaging.Of(f, t)
		if stored && f.SenderID != "" {
			j.senderID = f.SenderID
		}
		if c.Channel == ChannelPush {
			// The pair exists: a browser subscribed with its public key (push.Keys made it).
			j.vapidPub, j.vapidPriv, err = pushKeys(tx)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	if c.MediaID != nil && (c.Channel == ChannelMMS || c.Channel == ChannelVoice && c.VoiceMode == "recording" || c.Channel == ChannelEmail) {
		j.mediaURL = mediaurl.FileURL(j.churchURL, s.Secret, ch.ID, *c.MediaID)
	}
	return j, nil
}

// preload reads the push subscriptions of rows (push recipients' addresses are subscription ids).
func (s *Service) preload(ctx context.Context, j *job, rows []recipientRow) error {
	if j.comm.Channel != ChannelPush {
		return nil
	}
	var ids []int64
	for _, r := range rows {
		if id, err := strconv.ParseInt(r.Address, 10, 64); err == nil {
			ids = append(ids, id)
		}
	}
	return s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		subs, err := pushSubscriptions(tx, ids)
		if err != nil {
			return err
		}
		j.mu.Lock()
		for k, v := range subs {
			j.subs[k] = v
		}
		j.mu.Unlock()
		return nil
	})
}

// fields are a recipient's merge values.
func (j *job) fields(r recipientRow) text.Fields {
	var f text.Fields
	if len(r.Merge) > 0 {
		_ = json.Unmarshal(r.Merge, &f)
	}
	if f.FirstName == "" && f.LastName == "" {
		f = text.Stranger(j.ch.FullName)
	}
	if f.ChurchName == "" {
		f.ChurchName = j.ch.FullName
	}
	return f
}

// SMSText is the text an SMS recipient gets: the merged body and the church's SMS signature after
// a space, as messages counts its segments.
func SMSText(body string, f text.Fields, signature string) string {
	t := text.Merge(body, f)
	if sig := strings.TrimSpace(signature); sig != "" {
		if strings.TrimSpace(t) == "" {
			return sig
		}
		t += " " + sig
	}
	return t
}

// outgoing renders the row's message.
func (j *job) outgoing(r recipientRow) (Outgoing, error) {
	m := Outgoing{
		Channel: j.comm.Channel, AttemptKey: r.AttemptKey, Church: j.ch.ShortName, CommunicationID: j.comm.ID,
		RecipientID: r.ID, To: r.Address, Name: r.Name, From: j.senderID,
	}
	if r.AttemptStartedAt != nil {
		m.Since = *r.AttemptStartedAt
	}
	if j.churchURL != "" && (m.Channel == ChannelSMS || m.Channel == ChannelMMS || m.Channel == ChannelVoice) {
		m.StatusCallback = j.churchURL + "/api/webhooks/twilio/status"
	}
	f := j.fields(r)
	switch j.comm.Channel {
	case ChannelSMS:
		m.Text = SMSText(j.comm.Body, f, j.msg.SMSSignature)
	case ChannelMMS:
		m.Text = SMSText(j.comm.Body, f, j.msg.SMSSignature)
		if j.mediaURL != "" {
			m.MediaURLs = []string{j.mediaURL}
		}
	case ChannelVoice:
		if j.comm.VoiceMode == "recording" {
			m.RecordingURL = j.mediaURL
		} else {
			m.Text = text.Merge(j.comm.Body, f)
		}
		if j.churchURL != "" {
			m.VoiceURL = j.churchURL + "/api/webhooks/twilio/voice?" + url.Values{"r": {r.AttemptKey}}.Encode()
		}
	case ChannelEmail:
		link := j.unsubscribeLink(r.Address)
		t := j.msg.EmailTemplate
		e := messages.RenderEmail(messages.EmailTemplate{SubjectPrefix: t.SubjectPrefix, Header: t.Header, Footer: t.Footer,
			Signature: t.Signature, ShowLogo: t.ShowLogo, ButtonColor: t.ButtonColor, LogoURL: j.ch.LogoURL},
			j.comm.Subject, j.comm.Body, j.comm.HTML, f, link)
		m.Subject, m.Text, m.HTML = e.Subject, e.Text, e.HTML
		m.FromName, m.ReplyTo = j.msg.EmailFromName, j.msg.ReplyToEmail
		if link != "" {
			m.Headers = map[string]string{
				"List-Unsubscribe":      "<" + link + ">",
				"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
			}
		}
	case ChannelPush:
		id, _ := strconv.ParseInt(r.Address, 10, 64)
		j.mu.Lock()
		sub, ok := j.subs[id]
		j.mu.Unlock()
		if !ok {
			return m, Permanent(fmt.Errorf("the browser's push subscription is gone"))
		}
		m.To = sub.Endpoint
		m.Subject = text.Merge(j.comm.Subject, f)
		m.Text = text.Merge(j.comm.Body, f)
		m.Push = &PushTarget{Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth,
			VAPIDPublic: j.vapidPub, VAPIDPrivate: j.vapidPriv, URL: j.churchURL}
		m.Push.Subscriber = j.msg.ReplyToEmail
		if m.Push.Subscriber == "" {
			m.Push.Subscriber = j.churchURL
		}
	default:
		return m, Permanent(fmt.Errorf("unknown channel %q", j.comm.Channel))
	}
	return m, nil
}

// unsubscribeLink is the one-click unsubscribe link of an e-mail recipient.
func (j *job) unsubscribeLink(address string) string {
	if j.churchURL == "" || len(j.secret) == 0 {
		return ""
	}
	t := unsubscribe.Sign(j.secret, j.ch.ID, "email", address, j.comm.ID)
	return j.churchURL + "/api/communications/unsubscribe?t=" + url.QueryEscape(t)
}
