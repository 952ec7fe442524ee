package billing

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// Lock-down (spec §6): a failed payment of an invoice still owed makes the church past due from
// that moment; once its grace (church_billing.grace_days, else the platform's) has passed, the
// church is locked down (control.churches.billing_lockdown), with no grace at once. An invoice
// paid with nothing else failing clears past due and lifts the lock-down at once.

// settle brings the church's past-due state and lock-down in line with its invoices (read in tx,
// the church's schema). paid says an invoice was just paid: then a billing lock-down is lifted
// even when an operator had set it without a failed payment. It answers whether the church was
// unlocked.
func (s *Service) settle(ctx context.Context, tx *gorm.DB, church *tenancy.Church, paid bool) (bool, error) {
	failed, err := firstFailedOwed(tx)
	if err != nil {
		return false, err
	}
	unlocked := false
	err = s.control(ctx).Transaction(func(ctl *gorm.DB) error {
		acct, err := lockAccount(ctl, church.ID)
		if err != nil {
			return err
		}
		locked, err := billingLocked(ctl, church.ID)
		if err != nil {
			return err
		}
		if failed == nil {
			if acct.PastDueSince == nil && !(paid && locked) {
				return nil
			}
			if err := setPastDue(ctl, church.ID, nil); err != nil {
				return err
			}
			if locked {
				unlocked = true
				return setLockdown(ctl, church.ID, false)
			}
			return nil
		}
		since := failed
		if acct.PastDueSince != nil {
			since = acct.PastDueSince
		} else if err := setPastDue(ctl, church.ID, failed); err != nil {
			return err
		}
		if !locked && !s.now().Before(graceEnd(*since, s.graceOf(acct))) {
			return setLockdown(ctl, church.ID, true)
		}
		return nil
	})
	if err == nil {
		s.changed()
	}
	return unlocked, err
}

func (s *Service) graceOf(a *Account) int {
	if a.GraceDays != nil {
		return *a.GraceDays
	}
	return s.grace()
}

func graceEnd(since time.Time, days int) time.Time { return since.AddDate(0, 0, days) }

// LockOverdue locks down every church past due beyond its grace (the hourly billing:lockdown-tick)
// and answers the short names it locked.
func (s *Service) LockOverdue(ctx context.Context) ([]string, error) {
	names, err := lockOverdue(s.control(ctx), s.grace(), s.now())
	if err == nil && len(names) > 0 {
		s.changed()
	}
	return names, err
}

// SetGrace sets a church's grace in days (nil: the platform's default again); the lock-down rule
// applies at once with the new grace.
func (s *Service) SetGrace(ctx context.Context, church *tenancy.Church, days *int) error {
	if err := s.control(ctx).Transaction(func(ctl *gorm.DB) error {
		if _, err := lockAccount(ctl, church.ID); err != nil {
			return err
		}
		return setGrace(ctl, church.ID, days)
	}); err != nil {
		return err
	}
	_, err := s.LockOverdue(ctx)
	return err
}

// SetDefaultGrace sets the grace of every church that has none of its own to days, by giving
// them all this grace explicitly (bin/ops billing grace --days N without --church).
func (s *Service) SetDefaultGrace(ctx context.Context, days int) (int64, error) {
	n, err := setGraceAll(s.control(ctx), days)
	if err != nil {
		return 0, err
	}
	_, err = s.LockOverdue(ctx)
	return n, err
}
