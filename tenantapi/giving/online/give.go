package online

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/giving/money"
)

// GivePage is the public give page of the Host's church.
func (s *Service) GivePage(ctx context.Context) (GivePage, error) {
	c := tenancy.FromContext(ctx)
	m, err := s.merchantOf(ctx, c.ID)
	if err != nil {
		return GivePage{}, err
	}
	out := GivePage{ChurchName: c.FullName, Frequencies: Frequencies, Methods: Methods, TestMode: s.testMode(),
		PublishableKey: s.publishableKey(), TestCards: []TestCard{}, Connected: m != nil}
	if m != nil {
		out.StripeAccount = m.StripeAccountID
	}
	if out.TestMode {
		for _, tc := range payments.TestCards(s.now()) {
			out.TestCards = append(out.TestCards, TestCard{PaymentMethod: tc.PaymentMethod, Label: tc.Label})
		}
	}
	if s.Logo != nil {
		out.LogoURL = s.Logo(ctx)
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		st, err := readSettings(tx)
		if err != nil {
			return err
		}
		out.Currency, out.Message, out.DefaultFundID = st.Currency, st.GivePageMessage, st.DefaultFundID
		if !st.OnlineGivingEnabled {
			out.Connected = false
		}
		out.Funds, err = activeFunds(tx)
		return err
	})
	return out, err
}

// GiftInput is the give/submit request as sent.
type GiftInput struct {
	RequestKey, Amount, Frequency, FirstName, LastName, Email, Phone, Method string
	FundID                                                                   int64
	PaymentMethodID, RoutingNumber, AccountNumber, AccountHolderName         string
	IP, UserAgent                                                            string
}

// read checks everything a gift needs that does not need the database (the amount is read with
// the church's currency later); the routing number is checked here, before any Stripe call.
func (in GiftInput) read(country string) (Gift, error) {
	g := Gift{RequestKey: strings.ToLower(strings.TrimSpace(in.RequestKey)), FundID: in.FundID,
		Frequency: strings.TrimSpace(in.Frequency), Method: strings.TrimSpace(in.Method), IP: in.IP, UserAgent: in.UserAgent}
	if !reUUID.MatchString(g.RequestKey) {
		return g, invalid(MsgRequestKey)
	}
	if g.Frequency == "" {
		g.Frequency = "once"
	}
	if !contains(Frequencies, g.Frequency) {
		return g, invalid(MsgFrequency)
	}
	if !contains(Methods, g.Method) {
		return g, invalid(MsgMethod)
	}
	if g.FundID <= 0 {
		return g, fault.E(fault.NotFound, MsgFundNotFound)
	}
	var err error
	if g.FirstName, err = name(in.FirstName, MsgFirstName); err != nil {
		return g, err
	}
	if g.LastName, err = name(in.LastName, MsgLastName); err != nil {
		return g, err
	}
	if e := strings.TrimSpace(in.Email); e != "" {
		if g.Email, err = checkEmail(e); err != nil {
			return g, err
		}
	}
	if p := strings.TrimSpace(in.Phone); p != "" {
		e164, ok := contact.Phone(p, country)
		if !ok {
			return g, invalid(MsgPhone)
		}
		g.Phone = e164
	}
	if g.Email == "" && g.Phone == "" {
		return g, invalid(MsgEmailOrPhone)
	}
	switch g.Method {
	case "card":
		g.PaymentMethodID = strings.TrimSpace(in.PaymentMethodID)
		if !rePaymentMethod.MatchString(g.PaymentMethodID) {
			return g, invalid(MsgCard)
		}
	case "bank":
		g.RoutingNumber = strings.TrimSpace(in.RoutingNumber)
		if !RoutingNumberValid(g.RoutingNumber) {
			return g, invalid(MsgRoutingNumber)
		}
		g.AccountNumber = strings.TrimSpace(in.AccountNumber)
		if !reAccountNumber.MatchString(g.AccountNumber) {
			return g, invalid(MsgAccountNumber)
		}
		holder := strings.TrimSpace(in.AccountHolderName)
		if holder == "" {
			holder = g.FirstName + " " + g.LastName
		}
		if g.AccountHolderName, err = name(holder, MsgAccountHolder); err != nil {
			return g, err
		}
		if pm := strings.TrimSpace(in.PaymentMethodID); pm != "" {
			if !rePaymentMethod.MatchString(pm) {
				return g, invalid(MsgCard)
			}
			g.PaymentMethodID = pm
		}
	}
	return g, nil
}

func checkEmail(e string) (string, error) {
	v, ok := contact.Email(e)
	if !ok {
		return "", invalid(MsgEmail)
	}
	return strings.ToLower(v), nil
}

// Submit takes a gift from the give page: everything is checked first, the routing number before
// any Stripe call; the PaymentIntent is made on the church's connected account with the key
// give:<church>:<requestKey>; then, in one transaction, the donor is matched (e-mail, then
// mobile) or created, the gift written pending (counted when payment_intent.succeeded arrives)
// and, for a recurring gift, its schedule. A decline answers 402 with Stripe's message and writes
// nothing at all: no donor, no gift row, no request (a declined attempt is never a gift). The same
// requestKey again answers the first result and charges nothing again.
func (s *Service) Submit(ctx context.Context, in GiftInput) (Submitted, error) {
	c := tenancy.FromContext(ctx)
	g, err := in.read(contact.Country(""))
	if err != nil {
		return Submitted{}, err
	}
	m, err := s.merchantOf(ctx, c.ID)
	if err != nil {
		return Submitted{}, err
	}
	if m == nil {
		return Submitted{}, fault.E(fault.Conflict, MsgNotTaking)
	}
	var st settingsRow
	var done *giveRequest
	err = s.run(ctx, func(tx *gorm.DB) error {
		var err error
		if done, err = requestByKey(tx, g.RequestKey); err != nil || done != nil {
			return err
		}
		if st, err = readSettings(tx); err != nil {
			return err
		}
		if !st.OnlineGivingEnabled {
			return fault.E(fault.Conflict, MsgGivingOff)
		}
		f, err := fundByID(tx, g.FundID)
		if err != nil {
			return err
		}
		if f == nil {
			return fault.E(fault.NotFound, MsgFundNotFound)
		}
		if !f.Active {
			return fault.E(fault.Conflict, MsgFundInactive)
		}
		return nil
	})
	if err != nil {
		return Submitted{}, err
	}
	if done != nil {
		return submitted(*done), nil
	}
	if g.AmountMinor, err = money.ParseAmount(in.Amount, st.Currency); err != nil {
		return Submitted{}, err
	}
	sc, err := s.stripe()
	if err != nil {
		return Submitted{}, err
	}
	ch, err := s.charge(ctx, sc, c, m.StripeAccountID, g, st.Currency)
	if err != nil {
		return Submitted{}, err
	}
	return s.record(ctx, c, m.StripeAccountID, g, st.Currency, ch)
}

func submitted(r giveRequest) Submitted {
	out := Submitted{GiftID: r.ContributionID, RecurringID: r.RecurringID, Status: r.Status, ClientSecret: r.ClientSecret,
		Message: MsgGiftThanks}
	if r.RecurringID != nil {
		out.Message = MsgRecurringThanks
	}
	if r.Status == "requires_action" {
		out.Message = MsgRequiresAction
	}
	return out
}

// charged is what Stripe answered for a gift.
type charged struct {
	Intent   *stripe.PaymentIntent
	PM       string
	Customer string
	Kind     string
	Brand    string
	Last4    string
	ExpMonth int
	ExpYear  int
}

// charge makes the gift's PaymentIntent on the connected account. Test mode (no publishable key)
// confirms it here with the test payment method (a bank account: a PaymentMethod made from the
// routing and account numbers); live mode confirms a card's Elements payment method here too and
// leaves a bank account without one to Stripe.js (the clientSecret).
func (s *Service) charge(ctx context.Context, sc *payments.Client, c *tenancy.Church, account string, g Gift, currency string) (*charged, error) {
	key := payments.Key("give", c.ID, g.RequestKey)
	out := &charged{Kind: g.Method, PM: g.PaymentMethodID}
	if g.Method == "bank" && out.PM == "" && s.testMode() {
		p := &stripe.PaymentMethodParams{
			Type: stripe.String("us_bank_account"),
			USBankAccount: &stripe.PaymentMethodUSBankAccountParams{
				AccountHolderType: stripe.String("individual"), AccountType: stripe.String("checking"),
				RoutingNumber: stripe.String(g.RoutingNumber), AccountNumber: stripe.String(g.AccountNumber)},
			BillingDetails: &stripe.PaymentMethodBillingDetailsParams{Name: stripe.String(g.AccountHolderName),
				Email: optional(g.Email)},
		}
		p.Params = connectParams(ctx, account, key+":pm")
		pm, err := sc.PaymentMethods.New(p)
		if err != nil {
			return nil, payments.Decline(err)
		}
		out.PM = pm.ID
		out.Last4 = last4(g.AccountNumber)
	}
	recurring := g.Frequency != "once"
	if recurring {
		cp := &stripe.CustomerParams{Name: stripe.String(g.FirstName + " " + g.LastName), Email: optional(g.Email), Phone: optional(g.Phone)}
		cp.Params = connectParams(ctx, account, key+":customer")
		cus, err := sc.Customers.New(cp)
		if err != nil {
			return nil, payments.Decline(err)
		}
		out.Customer = cus.ID
	}
	types := []string{"card"}
	if g.Method == "bank" {
		types = []string{"us_bank_account"}
	}
	p := &stripe.PaymentIntentParams{
		Amount:             stripe.Int64(g.AmountMinor),
		Currency:           stripe.String(strings.ToLower(currency)),
		PaymentMethodTypes: stripe.StringSlice(types),
		Description:        stripe.String("Gift to " + c.FullName),
		ReceiptEmail:       optional(g.Email),
	}
	if out.Customer != "" {
		p.Customer = stripe.String(out.Customer)
		p.SetupFutureUsage = stripe.String(string(stripe.PaymentIntentSetupFutureUsageOffSession))
	}
	if out.PM != "" {
		p.PaymentMethod = stripe.String(out.PM)
		p.Confirm = stripe.Bool(true)
		if g.Method == "bank" {
			p.MandateData = &stripe.PaymentIntentMandateDataParams{CustomerAcceptance: &stripe.PaymentIntentMandateDataCustomerAcceptanceParams{
				Type: stripe.String("online"), Online: &stripe.PaymentIntentMandateDataCustomerAcceptanceOnlineParams{
					IPAddress: stripe.String(orDefault(g.IP, "127.0.0.1")), UserAgent: stripe.String(orDefault(g.UserAgent, "congregate"))}}}
		}
	}
	p.Params = connectParams(ctx, account, key)
	p.AddMetadata("church", c.ShortName)
	p.AddMetadata("church_id", fmt.Sprint(c.ID))
	p.AddMetadata("request_key", g.RequestKey)
	p.AddMetadata("fund_id", fmt.Sprint(g.FundID))
	p.AddMetadata("frequency", g.Frequency)
	pi, err := sc.PaymentIntents.New(p)
	if err != nil {
		return nil, payments.Decline(err)
	}
	out.Intent = pi
	if g.Method == "card" && out.PM != "" {
		gp := &stripe.PaymentMethodParams{}
		gp.Params = connectParams(ctx, account, "")
		if pm, err := sc.PaymentMethods.Get(out.PM, gp); err == nil && pm.Card != nil {
			out.Brand, out.Last4 = string(pm.Card.Brand), pm.Card.Last4
			out.ExpMonth, out.ExpYear = int(pm.Card.ExpMonth), int(pm.Card.ExpYear)
		}
	}
	return out, nil
}

// record writes the donor, the pending gift, the schedule of a recurring gift and the request, in
// one transaction.
func (s *Service) record(ctx context.Context, c *tenancy.Church, account string, g Gift, currency string, ch *charged) (Submitted, error) {
	today := s.today()
	var res giveRequest
	err := s.run(ctx, func(tx *gorm.DB) error {
		if done, err := requestByKey(tx, g.RequestKey); err != nil || done != nil {
			if done != nil {
				res = *done
			}
			return err
		}
		donor, err := s.donor(tx, g)
		if err != nil {
			return err
		}
		source := "online"
		if g.Frequency != "once" {
			source = "recurring"
		}
		id, err := recordGift(tx, giftRecord{PersonID: &donor, FundID: g.FundID, AmountMinor: g.AmountMinor, Currency: currency,
			Method: g.Method, ReceivedOn: today, Source: source, Status: "pending", PaymentIntentID: ch.Intent.ID,
			CardBrand: ch.Brand, CardLast4: ch.Last4})
		if err != nil {
			return err
		}
		res = giveRequest{ContributionID: &id, Status: "pending"}
		if ch.Intent.Status == stripe.PaymentIntentStatusRequiresAction || (ch.PM == "" && ch.Intent.ClientSecret != "") {
			res.Status, res.ClientSecret = "requires_action", ch.Intent.ClientSecret
		}
		if g.Frequency != "once" && ch.PM != "" {
			if ch.Customer != "" {
				if err := saveDonorCustomer(tx, donor, account, ch.Customer); err != nil {
					return err
				}
			}
			pmID, err := saveMethod(tx, savedMethod{PersonID: donor, StripePaymentMethodID: ch.PM, Kind: ch.Kind, Brand: ch.Brand,
				Last4: ch.Last4, ExpMonth: ch.ExpMonth, ExpYear: ch.ExpYear})
			if err != nil {
				return err
			}
			rid, err := insertRecurring(tx, recurringRow{PersonID: donor, FundID: g.FundID, AmountMinor: g.AmountMinor,
				Currency: currency, Method: g.Method, Frequency: g.Frequency, AnchorDay: today.Day(), PaymentMethodID: pmID,
				NextChargeOn: NextCharge(g.Frequency, today, today.Day()), LastChargedOn: &today})
			if err != nil {
				return err
			}
			if err := insertCharge(tx, rid, today.Format("2006-01-02"), 0, &id, "pending", ""); err != nil {
				return err
			}
			res.RecurringID = &rid
		}
		return saveRequest(tx, g.RequestKey, res, ch.Intent.ID)
	})
	if err != nil {
		return Submitted{}, err
	}
	return submitted(res), nil
}

// donor matches the giver by e-mail, then mobile, else creates them.
func (s *Service) donor(tx *gorm.DB, g Gift) (int64, error) {
	if g.Email != "" {
		d, err := s.People.ByEmail(tx, g.Email)
		if err != nil || d != nil {
			if d != nil {
				return d.ID, nil
			}
			return 0, err
		}
	}
	if g.Phone != "" {
		d, err := s.People.ByMobile(tx, g.Phone)
		if err != nil || d != nil {
			if d != nil {
				return d.ID, nil
			}
			return 0, err
		}
	}
	return s.People.Create(tx, Donor{FirstName: g.FirstName, LastName: g.LastName, Email: g.Email, Mobile: g.Phone})
}

// NextCharge is the date after from of a recurring gift: a week, two weeks, or a month later on
// its anchor day (the 31st is the month's last day in shorter months).
func NextCharge(frequency string, from time.Time, anchor int) time.Time {
	switch frequency {
	case Weekly:
		return from.AddDate(0, 0, 7)
	case Fortnightly:
		return from.AddDate(0, 0, 14)
	}
	y, m, _ := from.Date()
	first := time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC)
	last := first.AddDate(0, 1, -1).Day()
	d := anchor
	if d > last {
		d = last
	}
	return time.Date(first.Year(), first.Month(), d, 0, 0, 0, 0, time.UTC)
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return stripe.String(s)
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func last4(s string) string {
	if len(s) <= 4 {
		return s
	}
	return s[len(s)-4:]
}
