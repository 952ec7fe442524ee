package online

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// RetryDays are the days after a recurring gift's date its failed charge is tried again; after
// the last retry fails the gift is failing and the donor is told.
var RetryDays = []int{1, 3, 5}

// TickResult counts what a recurring tick did.
type TickResult struct {
	Charged, Failed, Failing int
}

// RunRecurring is the hourly giving:recurring-tick: every church with a merchant account charges
// its due recurring gifts. One church's error does not stop the others; the errors are joined.
func (s *Service) RunRecurring(ctx context.Context) (TickResult, error) {
	churches, err := merchantChurches(s.control(ctx))
	if err != nil {
		return TickResult{}, err
	}
	var total TickResult
	var errs []error
	for i := range churches {
		r, err := s.ChargeDue(ctx, &churches[i])
		total.Charged, total.Failed, total.Failing = total.Charged+r.Charged, total.Failed+r.Failed, total.Failing+r.Failing
		if err != nil {
			errs = append(errs, fmt.Errorf("church %d: %w", churches[i].ID, err))
		}
	}
	return total, errors.Join(errs...)
}

// dueRow is a due recurring gift with what charging it needs.
type dueRow = recurringRow

// ChargeDue charges the church's recurring gifts due today (or due for a retry) off-session, each
// with the key recurring:<church>:<id>:<date> (a retry adds :<attempt>): a tick killed mid-run and
// run again gets Stripe's first answer again and records the gift once (one charge row per gift,
// date and attempt).
func (s *Service) ChargeDue(ctx context.Context, c *tenancy.Church) (TickResult, error) {
	var res TickResult
	m, err := s.merchantOf(ctx, c.ID)
	if err != nil || m == nil {
		return res, err
	}
	today := s.today()
	var due []dueRow
	err = s.runFor(ctx, c, func(tx *gorm.DB) (err error) {
		due, err = dueRecurring(tx, m.StripeAccountID, today)
		return err
	})
	if err != nil {
		return res, err
	}
	sc, err := s.stripe()
	if err != nil {
		return res, err
	}
	var errs []error
	for _, r := range due {
		outcome, err := s.chargeOne(ctx, sc, c, m.StripeAccountID, r, today)
		switch outcome {
		case "charged":
			res.Charged++
		case "failed":
			res.Failed++
		case "failing":
			res.Failing++
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("recurring %d: %w", r.ID, err))
		}
	}
	return res, errors.Join(errs...)
}

func (s *Service) chargeOne(ctx context.Context, sc *payments.Client, c *tenancy.Church, account string, r dueRow, today time.Time) (string, error) {
	date := r.ChargeOn.Format("2006-01-02")
	key := payments.Key("recurring", c.ID, r.ID, date)
	if r.Attempts > 0 {
		key = payments.Key(key, r.Attempts)
	}
	types := []string{"card"}
	if r.Method == "bank" {
		types = []string{"us_bank_account"}
	}
	p := &stripe.PaymentIntentParams{
		Amount: stripe.Int64(r.AmountMinor), Currency: stripe.String(strings.ToLower(r.Currency)),
		PaymentMethod: stripe.String(r.StripePM), PaymentMethodTypes: stripe.StringSlice(types),
		Confirm: stripe.Bool(true), OffSession: stripe.Bool(true), Description: stripe.String("Recurring gift to " + c.FullName),
	}
	if r.StripeCustomerID != "" {
		p.Customer = stripe.String(r.StripeCustomerID)
	}
	p.Params = connectParams(ctx, account, key)
	p.AddMetadata("church", c.ShortName)
	p.AddMetadata("church_id", fmt.Sprint(c.ID))
	p.AddMetadata("recurring_id", fmt.Sprint(r.ID))
	p.AddMetadata("charge_on", date)
	pi, err := sc.PaymentIntents.New(p)
	if err != nil {
		err = payments.Decline(err)
		var f *fault.Error
		if !errors.As(err, &f) || f.Kind != fault.PaymentRequired {
			return "", err // Stripe unreachable: the next tick tries again with the same key
		}
		return s.chargeFailed(ctx, c, r, today, f.Message)
	}
	recorded := false
	err = s.runFor(ctx, c, func(tx *gorm.DB) error {
		if due, err := stillDue(tx, r); err != nil || !due {
			return err // not due: another run recorded this charge already
		}
		recorded = true
		brand, last4, _ := cardOf(tx, r.PaymentMethodID) // a method removed since: the gift without its card
		id, err := recordGift(tx, giftRecord{PersonID: &r.PersonID, FundID: r.FundID, AmountMinor: r.AmountMinor, Currency: r.Currency,
			Method: r.Method, ReceivedOn: today, Source: "recurring", Status: "pending", PaymentIntentID: pi.ID,
			CardBrand: brand, CardLast4: last4})
		if err != nil {
			return err
		}
		if err := insertCharge(tx, r.ID, date, r.Attempts, &id, "pending", ""); err != nil {
			return err
		}
		next := NextCharge(r.Frequency, r.ChargeOn, r.AnchorDay)
		for !next.After(today) { // a long outage: the next date is after today, never a backlog of charges
			next = NextCharge(r.Frequency, next, r.AnchorDay)
		}
		return setCharged(tx, r.ID, next, today)
	})
	if err != nil || !recorded {
		return "", err
	}
	return "charged", nil
}

// stillDue locks r's gift and says it is as the tick read it: no other run charged or failed it since.
func stillDue(tx *gorm.DB, r dueRow) (bool, error) {
	cur, err := lockRecurring(tx, r.ID)
	if err != nil {
		return false, err
	}
	return cur.Status == "active" && cur.NextChargeOn.Equal(r.NextChargeOn) && cur.Attempts == r.Attempts, nil
}

// chargeFailed records a declined charge: a retry 1, 3 or 5 days after the gift's date, then the
// gift is failing and the donor is told (once).
func (s *Service) chargeFailed(ctx context.Context, c *tenancy.Church, r dueRow, today time.Time, msg string) (string, error) {
	date := r.ChargeOn.Format("2006-01-02")
	outcome := "failed"
	var notify bool
	err := s.runFor(ctx, c, func(tx *gorm.DB) error {
		if due, err := stillDue(tx, r); err != nil || !due {
			return err
		}
		if err := insertCharge(tx, r.ID, date, r.Attempts, nil, "failed", msg); err != nil {
			return err
		}
		if r.Attempts < len(RetryDays) {
			return setRetry(tx, r.ID, r.ChargeOn.AddDate(0, 0, RetryDays[r.Attempts]), msg)
		}
		outcome, notify = "failing", true
		return setFailing(tx, r.ID, msg)
	})
	if err != nil || !notify || s.Sender == nil {
		return outcome, err
	}
	return outcome, s.tellFailing(ctx, c, r, msg)
}

// tellFailing tells the donor their recurring gift stopped: an e-mail, else an SMS.
func (s *Service) tellFailing(ctx context.Context, c *tenancy.Church, r dueRow, msg string) error {
	var who Reach
	err := s.runFor(ctx, c, func(tx *gorm.DB) error {
		rs, err := s.People.Reach(tx, []int64{r.PersonID})
		who = rs[r.PersonID]
		return err
	})
	if err != nil || (who.Email == "" && who.Mobile == "") {
		return err
	}
	link := s.givePageURL(c)
	m := Message{PersonIDs: []int64{r.PersonID}, IdempotencyKey: fmt.Sprintf("giving-failing:%d:%s", r.ID, r.ChargeOn.Format("20060102"))}
	if who.Email != "" {
		m.Channel, m.Subject = "email", "Your recurring gift to "+c.FullName+" could not be charged"
		m.Body = "Hello,\n\nWe tried several times to charge your recurring gift and the payment did not go through (" + msg +
			").\n\nYour gift is paused until you give again with a working card or bank account on our giving page:\n\n" + link +
			"\n\nThank you for your generosity."
	} else {
		m.Channel = "sms"
		m.Body = "Your recurring gift to " + c.FullName + " could not be charged (" + msg + "). Please give again here: " + link
	}
	_, err = s.Sender.Send(tenancy.WithChurch(ctx, c), m)
	return err
}
