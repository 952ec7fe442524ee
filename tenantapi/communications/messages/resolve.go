package messages

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/consent"
	"congregate/tenantapi/communications/contactgroups"
	"congregate/tenantapi/communications/text"
)

// Person is someone of the church's directory a message can go to.
type Person struct {
	PersonID  int64
	FirstName string
	LastName  string
	Mobile    string
	Email     string
}

// PeopleQuery names the people of an audience (tenantapi/people/directory answers it).
type PeopleQuery struct {
	PersonIDs, HouseholdIDs, GroupIDs, ServiceUnitIDs, FellowshipIDs, SavedListIDs []int64
	// MemberIDs are the people of contact groups: counted while live, never "not found".
	MemberIDs []int64
}

// People is how messages reads the directory: the live people an audience names, each once, in
// one set-based read; an id naming nothing of the church is a 404 with what it should have named.
type People interface {
	Audience(tx *gorm.DB, q PeopleQuery, now time.Time) ([]Person, error)
}

// Namer is a People that also names people by id (the history's "sent by"); without it the
// history answers the sender's id alone.
type Namer interface {
	Names(tx *gorm.DB, ids []int64) (map[int64]string, error)
}

// names answers the full names of ids, none when People cannot name them.
func (s *Service) names(tx *gorm.DB, ids []int64) (map[int64]string, error) {
	n, ok := s.People.(Namer)
	if !ok || len(ids) == 0 {
		return map[int64]string{}, nil
	}
	return n.Names(tx, ids)
}

// Messaging is what of the church's messaging settings a message carries.
type Messaging struct {
	SMSSignature string
	Template     EmailTemplate
}

// Settings reads the church's messaging settings (organization/settings answers it) in the
// caller's transaction.
type Settings interface {
	Messaging(tx *gorm.DB, ch *tenancy.Church) (Messaging, error)
}

// RecipientMerge is a recipient's merge values as stored (communication_recipients.merge): the
// names and the church, and for SMS, MMS, voice and push the text as it goes out (merged, the SMS
// signature added), so the worker sends what was costed.
type RecipientMerge struct {
	text.Fields
	Text string `json:"text,omitempty"`
}

// target is one recipient being resolved.
type target struct {
	personID int64
	name     string
	address  string
	fields   text.Fields
	text     string
	cost     int64
}

// plan is a compose resolved: who receives it, what each costs, and the figures of the quote.
type plan struct {
	targets        []target
	duplicates     int
	optedOut       int
	withoutAddress int
	segments       int
	encoding       string
	characters     int
	unit           int64
	credits        int64
	messaging      Messaging
	media          *mediaRow
}

func (p *plan) rows() []recipientRow {
	out := make([]recipientRow, len(p.targets))
	for i, t := range p.targets {
		m, _ := json.Marshal(RecipientMerge{Fields: t.fields, Text: t.text})
		out[i] = recipientRow{Name: t.name, Address: t.address, Merge: m, Cost: t.cost}
		if t.personID != 0 {
			id := t.personID
			out[i].PersonID = &id
		}
	}
	return out
}

var channelNames = map[string]string{text.SMS: "text messages", text.MMS: "text messages", text.Voice: "voice calls", text.Email: "e-mails", text.Push: "push notifications"}

// resolve turns a checked compose into its recipients and costs, reading the directory, the
// contact groups, the consent list and the church's settings in tx. Nothing is written.
func (s *Service) resolve(ctx context.Context, tx *gorm.DB, ch *tenancy.Church, c *Compose, now time.Time, up *Upload) (*plan, error) {
	p := &plan{}
	var err error
	if s.Settings != nil {
		if p.messaging, err = s.Settings.Messaging(tx, ch); err != nil {
			return nil, err
		}
	}
	minutes := 0
	switch {
	case up != nil:
		if err := up.fit(c); err != nil {
			return nil, err
		}
		minutes = up.minutes
	case c.MediaID != 0:
		if p.media, err = loadMedia(tx, c.MediaID); err != nil {
			return nil, err
		}
		if minutes, err = s.checkMedia(ctx, c, p.media); err != nil {
			return nil, err
		}
	}
	a := c.Audience
	// Contact groups: their people join the directory's read; typed-in members come after them.
	var typed []contactgroups.Member
	var memberIDs []int64
	if len(a.ContactGroupIDs) > 0 {
		ok, err := contactGroupsExist(tx, a.ContactGroupIDs)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, errContactGroup
		}
		ms, err := contactgroups.Members(tx, a.ContactGroupIDs)
		if err != nil {
			return nil, err
		}
		for _, m := range ms {
			if m.PersonID != 0 {
				memberIDs = append(memberIDs, m.PersonID)
			} else {
				typed = append(typed, m)
			}
		}
	}
	q := PeopleQuery{PersonIDs: a.PersonIDs, HouseholdIDs: a.HouseholdIDs, GroupIDs: a.GroupIDs, ServiceUnitIDs: a.ServiceUnitIDs,
		FellowshipIDs: a.FellowshipIDs, SavedListIDs: a.SavedListIDs, MemberIDs: memberIDs}
	var people []Person
	if len(q.PersonIDs)+len(q.HouseholdIDs)+len(q.GroupIDs)+len(q.ServiceUnitIDs)+len(q.FellowshipIDs)+len(q.SavedListIDs)+len(q.MemberIDs) > 0 {
		if people, err = s.People.Audience(tx, q, now); err != nil {
			return nil, err
		}
	}

	// Candidates in order: the directory's people, contact groups' typed-in members, typed-in
	// numbers and e-mails. The first of an address wins.
	var cands []target
	churchName := ch.FullName
	phoneChannel := c.Channel == text.SMS || c.Channel == text.MMS || c.Channel == text.Voice
	switch c.Channel {
	case text.Push:
		ids := make([]int64, len(people))
		byID := map[int64]Person{}
		for i, pp := range people {
			ids[i], byID[pp.PersonID] = pp.PersonID, pp
		}
		subs, err := pushSubscriptions(tx, ids)
		if err != nil {
			return nil, err
		}
		has := map[int64]bool{}
		for _, sub := range subs {
			pp := byID[sub.PersonID]
			has[sub.PersonID] = true
			cands = append(cands, target{personID: pp.PersonID, name: fullName(pp), address: fmt.Sprintf("push:%d", sub.ID),
				fields: text.Fields{FirstName: pp.FirstName, LastName: pp.LastName, ChurchName: churchName}})
		}
		p.withoutAddress = len(people) - len(has)
	default:
		for _, pp := range people {
			addr := pp.Email
			if phoneChannel {
				addr = pp.Mobile
			}
			if addr == "" {
				p.withoutAddress++
				continue
			}
			cands = append(cands, target{personID: pp.PersonID, name: fullName(pp), address: addr,
				fields: text.Fields{FirstName: pp.FirstName, LastName: pp.LastName, ChurchName: churchName}})
		}
		for _, m := range typed {
			addr := m.Email
			if phoneChannel {
				addr = m.Phone
			}
			if addr == "" {
				p.withoutAddress++
				continue
			}
			cands = append(cands, target{name: strings.TrimSpace(m.Name), address: addr, fields: typedFields(m.Name, churchName)})
		}
		if phoneChannel {
			for _, n := range a.Numbers {
				e164, ok := contact.Phone(n, ch.Country())
				if !ok || e164 == "" {
					return nil, invalid("Not a valid phone number: " + short(n))
				}
				cands = append(cands, target{address: e164, fields: text.Stranger(churchName)})
			}
		}
		if c.Channel == text.Email {
			for _, e := range a.Emails {
				addr, ok := contact.Email(e)
				if !ok || addr == "" {
					return nil, invalid("Not a valid e-mail address: " + short(e))
				}
				cands = append(cands, target{address: addr, fields: text.Stranger(churchName)})
			}
		}
	}
	seen := make(map[string]bool, len(cands))
	unique := cands[:0]
	for _, t := range cands {
		if seen[t.address] {
			p.duplicates++
			continue
		}
		seen[t.address] = true
		unique = append(unique, t)
	}
	// The do-not-contact list, on the channel's consent channel (text for SMS and MMS).
	if len(unique) > 0 {
		ts := make([]consent.Target, len(unique))
		for i, t := range unique {
			ts[i] = consent.Target{PersonID: t.personID, Address: t.address}
		}
		_, removed, err := consent.Filter(tx, text.ConsentChannel(c.Channel), ts)
		if err != nil {
			return nil, err
		}
		if len(removed) > 0 {
			out := map[string]bool{}
			for _, r := range removed {
				out[r.Address] = true
			}
			kept := unique[:0]
			for _, t := range unique {
				if out[t.address] {
					p.optedOut++
					continue
				}
				kept = append(kept, t)
			}
			unique = kept
		}
	}
	p.targets = unique
	if len(p.targets) == 0 {
		return nil, p.nobody(c.Channel, len(people)+len(typed)+len(a.Numbers)+len(a.Emails))
	}
	return p, p.cost(c, minutes)
}

// nobody is the 400 of an audience that resolved to no one, saying why.
func (p *plan) nobody(channel string, chosen int) error {
	switch {
	case p.optedOut > 0 && p.withoutAddress == 0:
		return invalid("Everyone chosen has opted out of " + channelNames[channel])
	case p.optedOut > 0:
		return invalid("No one can receive this message: the people chosen have opted out of " + channelNames[channel] + " or have no " + addressName(channel))
	case p.withoutAddress > 0:
		if channel == text.Push {
			return invalid("None of the people chosen has a device subscribed to push notifications")
		}
		return invalid("None of the people chosen has " + addressName(channel))
	case chosen == 0:
		return invalid("The lists chosen have no one in them")
	}
	return invalid("No one chosen can receive " + channelNames[channel])
}

func addressName(channel string) string {
	switch channel {
	case text.Email:
		return "an e-mail address"
	case text.Push:
		return "a device subscribed to push notifications"
	}
	return "a mobile number"
}

func fullName(p Person) string { return strings.TrimSpace(p.FirstName + " " + p.LastName) }

// typedFields are the merge values of a typed-in contact: its name when it has one, else "friend".
func typedFields(name, church string) text.Fields {
	parts := strings.Fields(name)
	if len(parts) == 0 {
		return text.Stranger(church)
	}
	return text.Fields{FirstName: parts[0], LastName: strings.Join(parts[1:], " "), ChurchName: church}
}

// smsText is what an SMS or MMS says to one recipient: the merged body and the church's signature.
func smsText(body, signature string, f text.Fields) string {
	t := text.Merge(body, f)
	if sig := strings.TrimSpace(signature); sig != "" {
		if strings.TrimSpace(t) == "" {
			return sig
		}
		t += " " + sig
	}
	return t
}

// cost merges each recipient's text and counts what it costs; an SMS longer than the limit once
// merged is refused.
func (p *plan) cost(c *Compose, minutes int) error {
	perRecipient := text.HasMerge(c.Body)
	var last string
	var lastSeg text.Segments
	p.encoding = ""
	for i := range p.targets {
		t := &p.targets[i]
		switch c.Channel {
		case text.SMS, text.MMS:
			t.text = smsText(c.Body, p.messaging.SMSSignature, t.fields)
			seg := lastSeg
			if i == 0 || perRecipient && t.text != last {
				seg = text.Count(t.text)
				last, lastSeg = t.text, seg
			}
			if seg.Characters > text.MaxSMS {
				return invalid("The message is over 1,600 characters once merged with the signature and the names")
			}
			if c.Channel == text.SMS {
				t.cost = text.UnitCost(text.SMS, seg.Segments, 0)
			} else {
				t.cost = text.UnitCost(text.MMS, 0, 0)
			}
			if seg.Segments > p.segments || (seg.Segments == p.segments && seg.Characters > p.characters) {
				p.segments, p.characters = seg.Segments, seg.Characters
			}
			if p.encoding != text.UCS2 {
				p.encoding = seg.Encoding
			}
		case text.Voice:
			t.text = text.Merge(c.Body, t.fields)
			m := minutes
			if c.VoiceMode == VoiceTTS {
				m = text.VoiceMinutes(t.text)
			}
			t.cost = text.UnitCost(text.Voice, 0, m)
		case text.Push:
			t.text = text.Merge(c.Body, t.fields)
			t.cost = text.UnitCost(text.Push, 0, 0)
		case text.Email:
			t.cost = text.UnitCost(text.Email, 0, 0)
		}
		if t.cost > p.unit {
			p.unit = t.cost
		}
		p.credits += t.cost
	}
	return nil
}
