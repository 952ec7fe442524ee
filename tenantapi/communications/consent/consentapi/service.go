package consentapi

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/communications/consent"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/person"
)

// Service serves the do-not-contact pages: each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

// Actor is the signed-in staff member and how their audit entries are built.
type Actor struct {
	PersonID int64
	Name     string
	Entry    func(event string, details map[string]any) audit.Entry
}

// List is one page of the list, newest first.
func (s *Service) List(ctx context.Context, r listRequest) (httpx.Page[consent.Block], error) {
	p, err := r.Paging.Resolve(25)
	if err != nil {
		return httpx.Page[consent.Block]{}, err
	}
	var out httpx.Page[consent.Block]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		items, total, err := consent.Blocks(tx, r.Channel, r.Search, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Add puts a person (their mobile for text and voice, their e-mail for email; by their person id
// where they have none) or a typed address on the list for the channels, with the staff member and
// the note as proof. Channels already listed answer their entry as it is.
func (s *Service) Add(ctx context.Context, a Actor, r addRequest) (consent.BlockList, error) {
	country := person.Country(ctx)
	out := consent.BlockList{Items: []consent.Block{}}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var who *directory.Reach
		if r.PersonID > 0 {
			reach, err := directory.Directory{}.Reach(tx, []int64{r.PersonID})
			if err != nil {
				return err
			}
			if p, ok := reach[r.PersonID]; ok && p.Live {
				who = &p
			} else {
				return person.ErrNotFound
			}
		}
		proof := map[string]any{"staffId": a.PersonID, "staffName": a.Name, "note": r.Note}
		addrs := map[string]string{}
		for _, ch := range r.Channels {
			addr, err := s.address(ch, r, who, country)
			if err != nil {
				return err
			}
			if err := consent.OptOut(tx, ch, addr, r.PersonID, consent.MethodStaff, proof); err != nil {
				return err
			}
			b, err := consent.BlockBy(tx, `d.channel = ? AND d.address = ?`, ch, addr)
			if err != nil {
				return err
			}
			if b == nil {
				return fault.E(fault.Internal, "do-not-contact row missing after write")
			}
			out.Items = append(out.Items, *b)
			addrs[ch] = addr
		}
		details := map[string]any{"channels": r.Channels, "addresses": addrs, "note": r.Note}
		if r.PersonID > 0 {
			details["personId"] = r.PersonID
		}
		return audit.Write(tx, a.Entry(audit.EventDoNotContactAdded, details))
	})
	return out, err
}

func (s *Service) address(ch string, r addRequest, who *directory.Reach, country string) (string, error) {
	if who == nil {
		addr, err := consent.Normalize(ch, r.Address, country)
		if err != nil && (ch == consent.Text || ch == consent.Voice) {
			return "", fault.E(fault.Invalid, "Enter a valid phone number to block calls and texts")
		}
		if err != nil && ch == consent.Email {
			return "", fault.E(fault.Invalid, "Enter a valid e-mail address to block e-mails")
		}
		return addr, err
	}
	switch {
	case (ch == consent.Text || ch == consent.Voice) && who.Mobile != "":
		return consent.Normalize(ch, who.Mobile, country)
	case ch == consent.Email && who.Email != "":
		if addr, err := consent.Normalize(ch, who.Email, country); err == nil {
			return addr, nil
		}
	}
	return consent.PersonAddress(r.PersonID), nil
}

// Remove takes an entry off the list: the staff member opts the address back in, with the note.
func (s *Service) Remove(ctx context.Context, a Actor, r removeRequest) (consent.Removed, error) {
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		b, err := consent.BlockBy(tx, `d.id = ?`, r.ID)
		if err != nil {
			return err
		}
		if b == nil {
			return errBlockNotFound
		}
		if err := consent.OptIn(tx, b.Channel, b.Address, 0, consent.MethodStaff, map[string]any{"staffId": a.PersonID, "staffName": a.Name, "note": r.Note}); err != nil {
			return err
		}
		return audit.Write(tx, a.Entry(audit.EventDoNotContactRemoved, map[string]any{"id": b.ID, "channel": b.Channel,
			"address": b.Address, "personId": b.PersonID, "note": r.Note}))
	})
	return consent.Removed{ID: r.ID}, err
}

// History is every opt-out and opt-in of an address (read as a phone and as an e-mail) or of a
// person, newest first (at most 500).
func (s *Service) History(ctx context.Context, r historyRequest) (consent.EventList, error) {
	country := person.Country(ctx)
	var addrs []string
	if r.Address != "" {
		addrs = append(addrs, r.Address)
		for _, ch := range []string{consent.Text, consent.Email} {
			if a, err := consent.Normalize(ch, r.Address, country); err == nil {
				addrs = append(addrs, a)
			}
		}
	}
	out := consent.EventList{Items: []consent.Event{}}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if r.PersonID != 0 {
			if err := person.RequireLive(tx, r.PersonID); err != nil {
				return err
			}
			addrs = append(addrs, consent.PersonAddress(r.PersonID))
		}
		items, err := consent.Events(tx, addrs, r.PersonID)
		out.Items = items
		return err
	})
	return out, err
}
