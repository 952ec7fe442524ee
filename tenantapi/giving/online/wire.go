package online

import (
	"context"

	"gorm.io/gorm"

	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/logins"
)

// PeopleDirectory finds and creates donors through the people domain's logins and directory (the
// people table is theirs: no SQL on it here).
type PeopleDirectory struct{}

func donorOf(a *logins.Account) *Donor {
	if a == nil {
		return nil
	}
	return &Donor{ID: a.ID, FirstName: a.FirstName, LastName: a.LastName, Email: a.Email, Mobile: a.Mobile}
}

// ByEmail finds a person by e-mail.
func (PeopleDirectory) ByEmail(tx *gorm.DB, email string) (*Donor, error) {
	a, err := logins.Logins{}.ByEmail(tx, email)
	return donorOf(a), err
}

// ByMobile finds a person by mobile (E.164).
func (PeopleDirectory) ByMobile(tx *gorm.DB, mobile string) (*Donor, error) {
	a, err := logins.Logins{}.ByMobile(tx, mobile)
	return donorOf(a), err
}

// Create adds the donor as a person (no console access).
func (PeopleDirectory) Create(tx *gorm.DB, d Donor) (int64, error) {
	return logins.Logins{}.Create(tx, logins.NewAccount{FirstName: d.FirstName, LastName: d.LastName, Email: d.Email, Mobile: d.Mobile})
}

// Reach answers how people are reached.
func (PeopleDirectory) Reach(tx *gorm.DB, ids []int64) (map[int64]Reach, error) {
	rs, err := directory.Directory{}.Reach(tx, ids)
	out := make(map[int64]Reach, len(rs))
	for id, r := range rs {
		out[id] = Reach{Name: r.Name, Email: r.Email, Mobile: r.Mobile}
	}
	return out, err
}

// MessagesSender sends giving's messages through communications' messages.Service with origin
// staff (a staff member's reminder; a failing recurring gift's notice is sent by the church,
// actor 0): communications' origins are a CHECK of its table, and a new one is the lead's call.
type MessagesSender struct{ S *messages.Service }

// Send sends m and answers the communication's id.
func (g *MessagesSender) Send(ctx context.Context, m Message) (int64, error) {
	c, err := g.S.Send(ctx, m.Actor, messages.OriginStaff, messages.Compose{Channel: m.Channel, Subject: m.Subject, Body: m.Body,
		Audience: messages.Audience{PersonIDs: m.PersonIDs}, IdempotencyKey: m.IdempotencyKey})
	return c.ID, err
}
