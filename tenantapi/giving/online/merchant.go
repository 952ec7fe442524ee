package online

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

func (s *Service) merchantOf(ctx context.Context, churchID int64) (*merchantRow, error) {
	return merchantAccount(s.control(ctx), churchID)
}

func (s *Service) merchantView(c *tenancy.Church, m *merchantRow) MerchantAccount {
	out := MerchantAccount{TestMode: s.testMode(), GivePageURL: s.givePageURL(c)}
	if m != nil {
		at := m.ConnectedAt.UTC().Format(time.RFC3339)
		out.Connected, out.AccountID, out.ChargesEnabled, out.ConnectedAt = true, m.StripeAccountID, m.ChargesEnabled, &at
	}
	return out
}

// Merchant is the church's connected Stripe account.
func (s *Service) Merchant(ctx context.Context) (MerchantAccount, error) {
	c := tenancy.FromContext(ctx)
	m, err := s.merchantOf(ctx, c.ID)
	if err != nil {
		return MerchantAccount{}, err
	}
	return s.merchantView(c, m), nil
}

// Connect connects the church's Stripe account: Stripe must know it, and no other church may have
// it (409). Connecting another account replaces the church's.
func (s *Service) Connect(ctx context.Context, me int64, accountID, ip, agent string) (MerchantAccount, error) {
	accountID = strings.TrimSpace(accountID)
	if !ValidAccountID(accountID) {
		return MerchantAccount{}, invalid(MsgAccountID)
	}
	c := tenancy.FromContext(ctx)
	other, err := accountHolder(s.control(ctx), accountID)
	if err != nil {
		return MerchantAccount{}, err
	}
	if other != 0 && other != c.ID {
		return MerchantAccount{}, fault.E(fault.Conflict, MsgAccountTaken)
	}
	sc, err := s.stripe()
	if err != nil {
		return MerchantAccount{}, err
	}
	params := &stripe.AccountParams{}
	params.Context = ctx
	acct, err := sc.Accounts.GetByID(accountID, params)
	if err != nil {
		var se *stripe.Error
		if errors.As(err, &se) && (se.HTTPStatusCode == http.StatusNotFound || se.Code == stripe.ErrorCodeResourceMissing ||
			se.HTTPStatusCode == http.StatusForbidden) {
			return MerchantAccount{}, fault.E(fault.NotFound, MsgUnknownAccount)
		}
		return MerchantAccount{}, payments.Decline(err)
	}
	if err := constraints.Map(connectMerchant(s.control(ctx), c.ID, accountID, acct.ChargesEnabled, me)); err != nil {
		return MerchantAccount{}, err
	}
	audit.Record(ctx, s.Tenants, audit.Entry{PersonID: &me, Event: "giving.merchant.connect", Success: true, IP: ip, UserAgent: agent,
		Details: map[string]any{"accountId": accountID, "chargesEnabled": acct.ChargesEnabled}})
	return s.Merchant(ctx)
}

// Disconnect forgets the church's Stripe account: online gifts stop until one is connected again.
func (s *Service) Disconnect(ctx context.Context, me int64, ip, agent string) (MerchantAccount, error) {
	c := tenancy.FromContext(ctx)
	m, err := s.merchantOf(ctx, c.ID)
	if err != nil {
		return MerchantAccount{}, err
	}
	if m != nil {
		if err := disconnectMerchant(s.control(ctx), c.ID); err != nil {
			return MerchantAccount{}, err
		}
		audit.Record(ctx, s.Tenants, audit.Entry{PersonID: &me, Event: "giving.merchant.disconnect", Success: true, IP: ip, UserAgent: agent,
			Details: map[string]any{"accountId": m.StripeAccountID}})
	}
	return s.merchantView(c, nil), nil
}

// connectParams binds a Stripe call to the church's connected account with its idempotency key.
func connectParams(ctx context.Context, account, key string) stripe.Params {
	p := stripe.Params{Context: ctx}
	if key != "" {
		p = payments.ParamsCtx(ctx, key)
	}
	p.SetStripeAccount(account)
	return p
}
