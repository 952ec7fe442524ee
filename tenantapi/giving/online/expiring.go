package online

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// expiringWindow is the (year*12+month) range of cards expiring this month or the next months.
func expiringWindow(now time.Time, months int) (int, int) {
	from := now.Year()*12 + int(now.Month()) - 1
	return from, from + months
}

type expiringRow struct {
	PersonID       int64
	Brand, Last4   string
	ExpMonth       int
	ExpYear        int
	RecurringGifts int
}

const expiringFrom = `FROM giving_payment_methods m
	WHERE m.kind = 'card' AND m.removed_at IS NULL AND m.exp_year > 0
	AND (m.exp_year * 12 + m.exp_month - 1) BETWEEN ? AND ?`

// ExpiringCards are the saved cards expiring this month or the next months (1–3): every member's
// for a person with the generosity key, else only the signed-in person's own.
func (s *Service) ExpiringCards(ctx context.Context, months int, paging httpx.Paging) (httpx.Page[ExpiringCard], error) {
	if months == 0 {
		months = 1
	}
	if months < 1 || months > 3 {
		return httpx.Page[ExpiringCard]{}, invalid(MsgMonths)
	}
	p, err := paging.Resolve(20)
	if err != nil {
		return httpx.Page[ExpiringCard]{}, err
	}
	all := false
	if s.CanGive != nil {
		if all, err = s.CanGive(ctx); err != nil {
			return httpx.Page[ExpiringCard]{}, err
		}
	}
	me := auth.UserFrom(ctx).PersonID
	from, to := expiringWindow(s.now(), months)
	where, args := expiringFrom, []any{from, to}
	if !all {
		where += ` AND m.person_id = ?`
		args = append(args, me)
	}
	items := []ExpiringCard{}
	var total int64
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := tx.Raw(`SELECT count(*) `+where, args...).Scan(&total).Error; err != nil {
			return err
		}
		var rows []expiringRow
		if err := tx.Raw(`SELECT m.person_id, m.brand, m.last4, m.exp_month, m.exp_year,
				(SELECT count(*) FROM giving_recurring r WHERE r.payment_method_id = m.id AND r.status IN ('active', 'failing')) AS recurring_gifts
			`+where+` ORDER BY m.exp_year, m.exp_month, m.person_id, m.id LIMIT ? OFFSET ?`,
			append(args, p.PageSize, p.Offset())...).Scan(&rows).Error; err != nil {
			return err
		}
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
	return httpx.PageOf(items, total, p), err
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
		var ids []int64
		if err := tx.Raw(`SELECT DISTINCT m.person_id `+expiringFrom+` AND m.person_id = ANY (?::bigint[])`,
			from, to, db.Int64Array(personIDs)).Scan(&ids).Error; err != nil {
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
