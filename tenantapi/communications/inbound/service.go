package inbound

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/contact"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/consent"
	"congregate/tenantapi/communications/contactgroups"
	"congregate/tenantapi/communications/delivery"
	"congregate/tenantapi/communications/media/mediaurl"
	"congregate/tenantapi/communications/text"
	"congregate/tenantapi/communications/unsubscribe"
	"congregate/tenantapi/people/directory"
)

// People finds the person a number belongs to (tenantapi/people/directory).
type People interface {
	ByMobile(tx *gorm.DB, e164 string) (directory.Texter, bool, error)
}

// Service handles what the webhooks and the unsubscribe page bring, each in one transaction of the
// church's schema together with the webhook event that refuses its replay.
type Service struct {
	Tenants *db.Tenants
	People  People
	// LinkSecret signs unsubscribe tokens and media URLs (config.Config.LinkSecret).
	LinkSecret []byte
	Clock      clock.Clock
	// Keywords answers words that are not smart keywords (issue 14's text-to-give keyword answers
	// the giving page's link); nil = none.
	Keywords func(tx *gorm.DB, church *tenancy.Church, word string) (reply string, ok bool, err error)
}

// Text is an inbound text as Twilio posts it.
type Text struct {
	MessageSid, From, To, Body string
}

// Receive handles an inbound text and answers the TwiML reply.
func (s *Service) Receive(ctx context.Context, m Text) ([]byte, error) {
	church := tenancy.FromContext(ctx)
	now := s.Clock.Now()
	from := m.From
	if e, ok := contact.Phone(m.From, church.Country()); ok {
		from = e
	}
	var reply string
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		replayed, err := seen(tx, "twilio-inbound:"+m.MessageSid, "twilio-inbound", now)
		if err != nil {
			return err
		}
		if replayed {
			return errReplay
		}
		row := inboundRow{MessageSid: m.MessageSid, From: from, To: m.To, Body: m.Body, Action: "none", ReceivedAt: now}
		p, known, err := s.People.ByMobile(tx, from)
		if err != nil {
			return err
		}
		var personID int64
		if known {
			personID = p.ID
			row.PersonID = &personID
		}
		word := firstWord(m.Body)
		proof := map[string]any{"keyword": word, "messageSid": m.MessageSid, "body": clip(m.Body, 500), "receivedAt": now.UTC().Format(time.RFC3339)}
		switch {
		case optOutWords[word]:
			row.Action, reply = "opt_out", replyOptOut(church.FullName)
			err = consent.OptOut(tx, consent.Text, from, personID, consent.MethodKeyword, proof)
		case optInWords[word]:
			row.Action, reply = "opt_in", replyOptIn(church.FullName)
			err = consent.OptIn(tx, consent.Text, from, personID, consent.MethodKeyword, proof)
		case helpWords[word]:
			row.Action, reply = "help", replyHelp(church.FullName)
		case word != "":
			var k keywordRow
			var ok bool
			if k, ok, err = matchKeyword(tx, word); err == nil && ok {
				row.Action, row.KeywordID, reply = "keyword", &k.ID, k.Reply
				if k.ContactGroupID != nil {
					err = join(tx, *k.ContactGroupID, personID, p, from)
				}
			} else if err == nil && s.Keywords != nil {
				var r string
				if r, ok, err = s.Keywords(tx, church, word); err == nil && ok {
					row.Action, reply = "keyword", r
				}
			}
		}
		if err != nil {
			return err
		}
		return insertInbound(tx, row)
	})
	if err != nil {
		return nil, err
	}
	return message(reply), nil
}

// join adds the texter to a keyword's contact group: the person when the number is theirs, else the
// number itself.
func join(tx *gorm.DB, groupID, personID int64, p directory.Texter, from string) error {
	m := contactgroups.Member{PersonID: personID, Phone: from}
	if personID > 0 {
		m.Name = strings.TrimSpace(p.FirstName + " " + p.LastName)
		m.Phone = ""
	}
	err := contactgroups.AddMember(tx, groupID, m, contactgroups.SourceKeyword)
	var f *fault.Error
	if errors.As(err, &f) && f.Kind == fault.NotFound {
		return nil // the group was deleted meanwhile: the reply still goes out
	}
	return err
}

// Status is a status callback: a message's or a call's new status.
type Status struct {
	Sid, Status, ErrorCode string
}

// UpdateStatus records a status callback once; an unknown status word or reference is recorded
// as seen and ignored (Twilio reports statuses this product does not track, and callbacks of a
// message whose send result is not written yet must not be retried forever).
func (s *Service) UpdateStatus(ctx context.Context, st Status) error {
	now := s.Clock.Now()
	return s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		replayed, err := seen(tx, "twilio-status:"+st.Sid+":"+strings.ToLower(st.Status), "twilio-status", now)
		if err != nil {
			return err
		}
		if replayed {
			return errReplay
		}
		err = delivery.UpdateStatus(tx, st.Sid, st.Status, st.ErrorCode)
		if errors.Is(err, delivery.ErrUnknownStatus) || errors.Is(err, delivery.ErrUnknownRef) {
			return nil
		}
		return err
	})
}

// Call is the TwiML of a voice call: the recipient's merged words, or the recording played.
// baseURL is the church's URL as Twilio reaches it (scheme and host).
func (s *Service) Call(ctx context.Context, attemptKey, baseURL string) ([]byte, error) {
	church := tenancy.FromContext(ctx)
	var out []byte
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		c, ok, err := loadCall(tx, attemptKey)
		if err != nil {
			return err
		}
		if !ok {
			return errNoCall
		}
		if c.VoiceMode == "recording" && c.MediaID != nil {
			u := mediaurl.FileURL(baseURL, s.LinkSecret, church.ID, *c.MediaID)
			out = twiml{Play: &u}.bytes()
			return nil
		}
		var f text.Fields
		_ = json.Unmarshal(c.Merge, &f)
		if f.ChurchName == "" {
			f.ChurchName = church.FullName
		}
		out = twiml{Say: &say{Text: text.Merge(c.Body, f)}}.bytes()
		return nil
	})
	return out, err
}

// Unsubscription is what an unsubscribe token says, for the page.
type Unsubscription struct {
	Church, Channel, Address string
	CommunicationID          int64
}

// ReadToken checks an unsubscribe token of this church.
func (s *Service) ReadToken(ctx context.Context, token string) (Unsubscription, error) {
	church := tenancy.FromContext(ctx)
	ch, addr, id, err := unsubscribe.Verify(s.LinkSecret, church.ID, token)
	if err != nil || !consent.ValidChannel(ch) {
		return Unsubscription{}, fault.E(fault.Invalid, unsubscribe.ErrInvalid.Error())
	}
	return Unsubscription{Church: church.FullName, Channel: ch, Address: addr, CommunicationID: id}, nil
}

// Unsubscribe opts the token's address out of its channel, with the proof of the click. Twice is
// fine: an address already out stays out.
func (s *Service) Unsubscribe(ctx context.Context, token, ip, userAgent string, oneClick bool) (Unsubscription, error) {
	u, err := s.ReadToken(ctx, token)
	if err != nil {
		return u, err
	}
	proof := map[string]any{"communicationId": u.CommunicationID, "method": consent.MethodUnsubscribe, "ip": ip,
		"userAgent": clip(userAgent, 300), "oneClick": oneClick, "at": s.Clock.Now().UTC().Format(time.RFC3339)}
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		return consent.OptOut(tx, u.Channel, u.Address, 0, consent.MethodUnsubscribe, proof)
	})
	return u, err
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}

// fullURL is the URL Twilio called, as it signed it.
func fullURL(scheme, host string, u *url.URL) string {
	return scheme + "://" + host + u.RequestURI()
}
