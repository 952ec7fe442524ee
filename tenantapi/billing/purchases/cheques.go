package purchases

import (
	"context"
	"errors"
	"fmt"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
)

// Cheques wait, pending, until an operator says the cheque arrived (bin/ops credits cheque
// confirm: the credits are granted once, ledger key cheque:<id>) or did not (reject: cancelled).

// ErrAlreadyDecided is answered (with the purchase) when the cheque was confirmed or rejected before.
var ErrAlreadyDecided = errors.New("the cheque was already decided")

// ConfirmCheque grants a pending cheque purchase's credits and marks it succeeded, by operator.
// A purchase confirmed before answers ErrAlreadyDecided and changes nothing.
func (s *Service) ConfirmCheque(ctx context.Context, church *tenancy.Church, id int64, operator string) (Purchase, error) {
	return s.decide(ctx, church, id, func(tx *gorm.DB, p *purchaseRow) error {
		if p.Status == StatusSucceeded {
			return ErrAlreadyDecided
		}
		if p.Status != StatusPending {
			return fault.E(fault.Conflict, fmt.Sprintf("Purchase %d was %s; it cannot be confirmed", p.ID, p.Status))
		}
		return s.settle(tx, p, "", operator, nil)
	})
}

// RejectCheque cancels a pending cheque purchase (no credits), by operator.
func (s *Service) RejectCheque(ctx context.Context, church *tenancy.Church, id int64, operator string) (Purchase, error) {
	return s.decide(ctx, church, id, func(tx *gorm.DB, p *purchaseRow) error {
		if p.Status == StatusCancelled {
			return ErrAlreadyDecided
		}
		if p.Status != StatusPending {
			return fault.E(fault.Conflict, fmt.Sprintf("Purchase %d was %s; it cannot be rejected", p.ID, p.Status))
		}
		if err := markFailed(tx, p.ID, StatusCancelled, MsgChequeRejected, nil, nil); err != nil {
			return err
		}
		return markOperator(tx, p.ID, operator)
	})
}

// decide runs fn on the locked cheque purchase id and answers the purchase as it then is.
func (s *Service) decide(ctx context.Context, church *tenancy.Church, id int64, fn func(tx *gorm.DB, p *purchaseRow) error) (Purchase, error) {
	var out Purchase
	var decided error
	var indexed *ChequeIndexRow
	err := s.Tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		p, err := lockPurchase(tx, id)
		if err != nil {
			return err
		}
		if p == nil || p.Method != MethodCheque {
			return fault.E(fault.NotFound, fmt.Sprintf("No cheque purchase %d", id))
		}
		if err := fn(tx, p); errors.Is(err, ErrAlreadyDecided) {
			decided = err
		} else if err != nil {
			return err
		}
		now, err := one(tx, purchaseSelect+` WHERE id = ?`, id)
		if err != nil {
			return err
		}
		if indexed, err = chequeRow(tx, id); err != nil {
			return err
		}
		items, err := s.views(tx, []purchaseRow{*now})
		if len(items) == 1 {
			out = items[0]
		}
		return err
	})
	if err != nil {
		return out, err
	}
	// After the commit, decided now or before: the operators' index follows the church's row.
	if err := s.index(ctx, church, indexed); err != nil {
		return out, err
	}
	return out, decided
}
