package online

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
)

// expiringWindow is the (year*12+month) range of cards expiring this month or the next months.
func expiringWindow(now time.Time, months int) (int, int) {
	from := now.Year()*12 + int(now.Month()) - 1
	return from, from + months
}

// ExpiringCards are the saved cards expiring this month or the next months (1–3): every member's
// for a person with the generosity key, else only the signed-in person's own.
// limit and offset are the resolved page's (onlineapi resolves httpx.Paging).
func (s *Service) ExpiringCards(ctx context.Context, months, limit, offset int) ([]ExpiringCard, int64, error) {
	if months == 0 {
		months = 1
	}
	if months < 1 || months > 3 {
		return nil, 0, invalid(MsgMonths)
	}
	all := false
	if s.CanGive != nil {
		var err error
		if all, err = s.CanGive(ctx); err != nil {
			return nil, 0, err
		}
	}
	me := auth.UserFrom(ctx).PersonID
	var only *int64 // nil: every member's
	if !all {
		only = &me
	}
	from, to := expiringWindow(s.now(), months)
	items := []ExpiringCard{}
	var total int64
	err := s.run(ctx, func(tx *gorm.DB) error {
		rows, n, err := expiringCards(tx, from, to, only, limit, offset)
		if err != nil {
			return err
		}
		total = n
		ids := make([]int64, 0, len(rows))
		for _, r := range rows {
			ids = append(ids, r.PersonID)
		}
		reach, err := s.People.Reach(tx, ids)
		if err != nil {
			return err
		}
		for _, r := range rows {
			who := reach[r.PersonID]
			items = append(items, ExpiringCard{PersonID: r.PersonID, PersonName: who.Name, Brand: r.Brand, Last4: r.Last4,
				ExpMonth: r.ExpMonth, ExpYear: r.ExpYear, RecurringGifts: r.RecurringGifts, Email: who.Email, Phone: who.Mobile})
		}
		return nil
	})
	return items, total, err
}

// Remind asks the chosen people whose cards expire within three months to update their card on
// the giving page: an e-mail, or an SMS to those without e-mail (two sends when both kinds exist;
// the answer is the e-mail's communication, else the SMS's).
func (s *Service) Remind(ctx context.Context, me int64, personIDs []int64) (Reminded, error) {
	if len(personIDs) == 0 {
		return Reminded{}, invalid(MsgChoosePeople)
	}
	if len(personIDs) > 500 {
		return Reminded{}, invalid(MsgTooManyPeople)
	}
	from, to := expiringWindow(s.now(), 3)
	var email, sms []int64
	err := s.run(ctx, func(tx *gorm.DB) error {
		ids, err := expiringAmong(tx, from, to, personIDs)
		if err != nil {
			return err
		}
		reach, err := s.People.Reach(tx, ids)
		if err != nil {
			return err
		}
		for _, id := range ids {
			switch r := reach[id]; {
			case r.Email != "":
				email = append(email, id)
			case r.Mobile != "":
				sms = append(sms, id)
			}
		}
		return nil
	})
	if err != nil {
		return Reminded{}, err
	}
	if len(email)+len(sms) == 0 {
		return Reminded{}, fault.E(fault.Conflict, MsgNobodyToRemind)
	}
	if s.Sender == nil {
		return Reminded{}, fault.E(fault.Unavailable, "Messages are not configured on this server")
	}
	link := s.givePageURL(churchOf(ctx))
	stamp := s.now().UTC().Format("20060102150405")
	out := Reminded{Recipients: len(email) + len(sms)}
	if len(sms) > 0 {
		id, err := s.Sender.Send(ctx, Message{Actor: me, PersonIDs: sms, Channel: "sms",
			Body:           "Your card saved for giving expires soon. Please update it on our giving page: " + link,
			IdempotencyKey: fmt.Sprintf("giving-remind-sms:%d:%s", me, stamp)})
		if err != nil {
			return Reminded{}, err
		}
		out.CommunicationID = id
	}
	if len(email) > 0 {
		id, err := s.Sender.Send(ctx, Message{Actor: me, PersonIDs: email, Channel: "email", Subject: "Your card for giving expires soon",
			Body: "Hello,\n\nThe card you give with expires soon. To keep your gifts going, please update it on our giving page:\n\n" +
				link + "\n\nThank you for your generosity.",
			IdempotencyKey: fmt.Sprintf("giving-remind-email:%d:%s", me, stamp)})
		if err != nil {
			return Reminded{}, err
		}
		out.CommunicationID = id
	}
	return out, nil
}
