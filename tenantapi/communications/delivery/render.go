package delivery

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/media/mediaurl"
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

// SMSText is the text an SMS recipient gets: the merged body and the church's SMS signature on a
// line of its own. h-messages counts segments on the same text.
func SMSText(body string, f text.Fields, signature string) string {
	s := text.Merge(body, f)
	if sig := strings.TrimSpace(signature); sig != "" {
		s += "\n" + sig
	}
	return s
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
		m.Subject, m.Text, m.HTML = RenderEmail(j.ch, j.msg, j.comm.Subject, j.comm.Body, j.comm.HTML, f, link)
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
		m.Push.Subscriber = "mailto:" + j.msg.ReplyToEmail
		if j.msg.ReplyToEmail == "" {
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

// RenderEmail renders a church e-mail: the subject with the template's prefix, the text part and
// the HTML part in the church's template (logo, header, body, signature, footer, the button colour
// for links, the unsubscribe link). body is the text with merge fields; htmlBody, when given, is
// the HTML body (merged with escaped values), else the text's paragraphs are escaped into HTML.
func RenderEmail(ch *tenancy.Church, m messaging.Messaging, subject, body, htmlBody string, f text.Fields, unsubscribeLink string) (subj, plain, htm string) {
	t := m.EmailTemplate
	subj = strings.TrimSpace(text.Merge(subject, f))
	if p := strings.TrimSpace(t.SubjectPrefix); p != "" {
		subj = p + " " + subj
	}
	merged := text.Merge(body, f)

	var pt strings.Builder
	if t.Header != "" {
		pt.WriteString(t.Header + "\n\n")
	}
	pt.WriteString(merged)
	if t.Signature != "" {
		pt.WriteString("\n\n" + t.Signature)
	}
	if t.Footer != "" {
		pt.WriteString("\n\n--\n" + t.Footer)
	}
	if unsubscribeLink != "" {
		pt.WriteString("\n\nUnsubscribe: " + unsubscribeLink)
	}
	plain = pt.String() + "\n"

	colour := t.ButtonColor
	if colour == "" {
		colour = messaging.LightPrimary(ch)
	}
	content := ""
	if strings.TrimSpace(htmlBody) != "" {
		content = text.MergeHTML(htmlBody, f)
	} else {
		content = paragraphs(merged)
	}
	var h strings.Builder
	h.WriteString(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`)
	h.WriteString(`<title>` + html.EscapeString(subj) + `</title></head>`)
	h.WriteString(`<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">`)
	h.WriteString(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">`)
	h.WriteString(`<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">`)
	h.WriteString(`<tr><td style="padding:24px;border-bottom:4px solid ` + html.EscapeString(colour) + `">`)
	if t.ShowLogo && ch.LogoURL != "" && strings.HasPrefix(ch.LogoURL, "https://") {
		h.WriteString(`<img src="` + html.EscapeString(ch.LogoURL) + `" alt="` + html.EscapeString(ch.FullName) + `" height="48" style="display:block;margin-bottom:12px">`)
	}
	if t.Header != "" {
		h.WriteString(`<h1 style="margin:0;font-size:20px">` + html.EscapeString(t.Header) + `</h1>`)
	}
	h.WriteString(`</td></tr><tr><td style="padding:24px;font-size:16px;line-height:1.5">` + content)
	if t.Signature != "" {
		h.WriteString(`<p style="margin-top:24px">` + lines(t.Signature) + `</p>`)
	}
	h.WriteString(`</td></tr><tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">`)
	if t.Footer != "" {
		h.WriteString(`<p>` + lines(t.Footer) + `</p>`)
	}
	if unsubscribeLink != "" {
		h.WriteString(`<p><a href="` + html.EscapeString(unsubscribeLink) + `" style="color:` + html.EscapeString(colour) + `">Unsubscribe</a> from e-mails of ` + html.EscapeString(ch.FullName) + `</p>`)
	}
	h.WriteString(`</td></tr></table></td></tr></table></body></html>`)
	return subj, plain, h.String()
}

// paragraphs escapes a text into HTML paragraphs (blank lines) and line breaks.
func paragraphs(s string) string {
	var b strings.Builder
	for _, p := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
		if strings.TrimSpace(p) == "" {
			continue
		}
		b.WriteString("<p>" + lines(p) + "</p>")
	}
	return b.String()
}

func lines(s string) string {
	return strings.ReplaceAll(html.EscapeString(strings.TrimSpace(s)), "\n", "<br>")
}
