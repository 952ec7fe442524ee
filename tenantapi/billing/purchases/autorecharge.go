package purchases

import (
	"context"
	"fmt"
	"log/slog"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/communications/credits"
)

// AutoRecharge reads the church's auto-recharge settings and the card they charge.
func (s *Service) AutoRecharge(ctx context.Context) (AutoRecharge, error) {
	var out AutoRecharge
	err := s.run(ctx, func(tx *gorm.DB) (err error) { out, err = s.settings(tx); return err })
	return out, err
}

func (s *Service) settings(tx *gorm.DB) (AutoRecharge, error) {
	st, err := readSettings(tx)
	if err != nil {
		return AutoRecharge{}, err
	}
	out := AutoRecharge{Enabled: st.Enabled, ThresholdCredits: st.ThresholdCredits, RechargeCredits: st.RechargeCredits}
	c, err := cards.Default(tx, s.Clock.Now())
	if c != nil {
		out.Card = &c.Card
	}
	return out, err
}

// UpdateAutoRecharge changes the settings; turning auto-recharge on needs a default card. When the
// church is already below the new threshold, a recharge starts now.
func (s *Service) UpdateAutoRecharge(ctx context.Context, me int64, r Settings) (AutoRecharge, error) {
	if err := r.Validate(); err != nil {
		return AutoRecharge{}, err
	}
	var out AutoRecharge
	var start *jobs.AutoRecharge
	church := tenancy.FromContext(ctx)
	err := s.run(ctx, func(tx *gorm.DB) error {
		st, err := lockSettings(tx)
		if err != nil {
			return err
		}
		if r.Enabled {
			c, err := cards.Default(tx, s.Clock.Now())
			if err != nil {
				return err
			}
			if c == nil {
				return fault.E(fault.Conflict, MsgNeedsCard)
			}
		}
		if err := writeSettings(tx, r.Enabled, r.ThresholdCredits, r.RechargeCredits, me); err != nil {
			return err
		}
		a, err := credits.Balance(tx)
		if err != nil {
			return err
		}
		if r.Enabled && a.Available < r.ThresholdCredits {
			start = &jobs.AutoRecharge{Tenant: jobs.In(church.ID), Generation: st.Generation}
		}
		out, err = s.settings(tx)
		return err
	})
	if err == nil && start != nil && s.Jobs != nil {
		if qerr := s.Jobs.EnqueueAutoRecharge(ctx, *start); qerr != nil {
			slog.Warn("auto-recharge: enqueue", "church", church.ShortName, "err", qerr)
		}
	}
	return out, err
}

// Hook is the credits ledger's AfterSpend hook (credits.AfterSpend = purchases.Hook(enq)): when a
// spend leaves fewer credits available than the church's threshold, it enqueues a recharge for the
// settings' generation; the task's id is that generation's, so the sends crossing together queue
// one. It reads in the spend's transaction and never fails the spend.
func Hook(enq jobs.AutoRechargeEnqueuer) func(tx *gorm.DB, a credits.Account) {
	return func(tx *gorm.DB, a credits.Account) {
		if enq == nil {
			return
		}
		ctx := tx.Statement.Context
		church, ok := tenancy.Lookup(ctx)
		if !ok {
			return
		}
		st, err := readSettings(tx)
		if err != nil || !st.Enabled || a.Available >= st.ThresholdCredits {
			return
		}
		if err := enq.EnqueueAutoRecharge(context.WithoutCancel(ctx), jobs.AutoRecharge{Tenant: jobs.In(church.ID), Generation: st.Generation}); err != nil {
			slog.Warn("auto-recharge: enqueue", "church", church.ShortName, "err", err)
		}
	}
}

// RunAutoRecharge is the billing:auto-recharge task (church in ctx): it locks the settings,
// re-checks them (still on, still this generation, still below the threshold, a default card)
// and starts one purchase of the recharge amount, moving the generation on in the same
// transaction; then charges the default card off session with the key
// auto-recharge:<church>:<generation>:<the purchase's creation in µs> (the last part keeps keys
// apart between databases sharing a Stripe account: test binaries, dev machines) and settles. A
// retry of the task resumes the generation's purchase with the same key, so Stripe charges once.
func (s *Service) RunAutoRecharge(ctx context.Context, p jobs.AutoRecharge) error {
	church := tenancy.FromContext(ctx)
	key := fmt.Sprintf("auto-recharge:%d:%d", church.ID, p.Generation)
	// The currency comes from the control schema: read before the transaction, which must not wait
	// for a second connection while it holds the settings' lock (runs waiting on that lock hold
	// the pool's other connections).
	cur, err := s.currency(ctx, church)
	if err != nil {
		return err
	}
	var pr *purchaseRow
	var pm string
	err = s.Tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		st, err := lockSettings(tx)
		if err != nil {
			return err
		}
		if pr, err = purchaseByKey(tx, key); err != nil || pr != nil {
			if pr != nil && pr.CardID != nil {
				c, err := cards.ByID(tx, *pr.CardID, s.Clock.Now())
				if c != nil {
					pm = c.PaymentMethodID
				}
				return err
			}
			return err
		}
		if !st.Enabled || st.Generation != p.Generation {
			return nil
		}
		a, err := credits.Balance(tx)
		if err != nil || a.Available >= st.ThresholdCredits {
			return err
		}
		c, err := cards.Default(tx, s.Clock.Now())
		if err != nil || c == nil {
			return err
		}
		id, err := insertPurchase(tx, newPurchase{RequestKey: key, Credits: st.RechargeCredits, AmountMinor: st.RechargeCredits * s.price(),
			Currency: cur, Method: MethodAutoRecharge, CardID: c.ID})
		if err != nil {
			return err
		}
		if err := nextGeneration(tx, s.Clock.Now()); err != nil {
			return err
		}
		pm = c.PaymentMethodID
		pr, err = lockPurchase(tx, id)
		return err
	})
	if err != nil || pr == nil || pr.Status != StatusPending || pm == "" {
		return err
	}
	customer, err := s.Customer(ctx, church)
	if err != nil {
		return err
	}
	pi, err := s.charge(ctx, church, customer, pm, pr, payments.Key(key, pr.CreatedAt.UnixMicro()))
	err = s.outcome(ctx, church, pr.ID, pi, err)
	if payments.IsDecline(err) {
		slog.Info("auto-recharge declined", "church", church.ShortName, "purchase", pr.ID, "err", err)
		return nil // recorded: the purchase failed and auto-recharge is off
	}
	return err
}
