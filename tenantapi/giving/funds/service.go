package funds

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/giving/ledger"
)

// Service holds the contribution codes' rules; each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

var constraints = db.Constraints{
	"giving_funds_name_key": errNameTaken,
	"giving_funds_code_key": errCodeTaken,
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	err := constraints.Map(s.Tenants.Run(ctx, fn))
	var pg *pgconn.PgError
	if errors.As(err, &pg) && pg.Code == "23503" { // another table still points at the code
		return errStillInUse
	}
	return err
}

// List is the codes in the church's order; active ones only unless includeInactive.
func (s *Service) List(ctx context.Context, includeInactive bool) (List, error) {
	var out List
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = list(tx, includeInactive)
		return err
	})
	return out, err
}

// Add adds a code at the end of the order.
func (s *Service) Add(ctx context.Context, a ledger.Actor, r AddRequest) (*Fund, error) {
	var out *Fund
	err := s.run(ctx, func(tx *gorm.DB) error {
		id, err := insert(tx, r)
		if err != nil {
			return err
		}
		if out, err = load(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventFundAdd, map[string]any{"fundId": id, "name": r.Name, "code": r.Code}))
	})
	return out, err
}

// Rename changes a code's name, code and tax deductibility.
func (s *Service) Rename(ctx context.Context, a ledger.Actor, r RenameRequest) (*Fund, error) {
	var out *Fund
	err := s.run(ctx, func(tx *gorm.DB) error {
		before, err := load(tx, r.ID)
		if err != nil {
			return err
		}
		if err := rename(tx, r); err != nil {
			return err
		}
		if out, err = load(tx, r.ID); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventFundRename, map[string]any{"fundId": r.ID, "from": before.Name + " (" + before.Code + ")",
			"to": r.Name + " (" + r.Code + ")", "taxDeductible": r.TaxDeductible}))
	})
	return out, err
}

// Reposition puts every code in the order of ids (each code once).
func (s *Service) Reposition(ctx context.Context, a ledger.Actor, ids []int64) (List, error) {
	var out List
	err := s.run(ctx, func(tx *gorm.DB) error {
		all, err := allIDs(tx)
		if err != nil {
			return err
		}
		if !sameSet(all, ids) {
			return fault.E(fault.Invalid, msgOrder)
		}
		if err := reposition(tx, ids); err != nil {
			return err
		}
		if out.Items, err = list(tx, true); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventFundReposition, map[string]any{"ids": ids}))
	})
	return out, err
}

func sameSet(all, ids []int64) bool {
	if len(all) != len(ids) {
		return false
	}
	seen := make(map[int64]bool, len(all))
	for _, id := range all {
		seen[id] = true
	}
	for _, id := range ids {
		if !seen[id] {
			return false
		}
		delete(seen, id)
	}
	return true
}

// SetActive offers a code for new gifts again, or stops offering it.
func (s *Service) SetActive(ctx context.Context, a ledger.Actor, id int64, active bool) (*Fund, error) {
	var out *Fund
	err := s.run(ctx, func(tx *gorm.DB) error {
		if _, err := lock(tx, id); err != nil {
			return err
		}
		if err := setActive(tx, id, active); err != nil {
			return err
		}
		var err error
		if out, err = load(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventFundActive, map[string]any{"fundId": id, "name": out.Name, "active": active}))
	})
	return out, err
}

// Delete deletes a code. Its gifts (void ones too) move to moveTo first; a code with gifts and no
// moveTo, or with a pledge campaign, is refused. One transaction: the move and the delete.
func (s *Service) Delete(ctx context.Context, a ledger.Actor, id int64, moveTo *int64) (Moved, error) {
	var out Moved
	err := s.run(ctx, func(tx *gorm.DB) error {
		f, err := load(tx, id)
		if err != nil {
			return err
		}
		if _, err := lock(tx, id); err != nil {
			return err
		}
		if used, err := hasCampaign(tx, id); err != nil || used {
			if err == nil {
				err = fault.E(fault.Conflict, msgCampaign)
			}
			return err
		}
		n, err := giftCount(tx, id)
		if err != nil {
			return err
		}
		details := map[string]any{"fundId": id, "name": f.Name, "code": f.Code}
		if n > 0 {
			if moveTo == nil {
				return fault.E(fault.Conflict, msgInUse)
			}
			to, err := load(tx, *moveTo)
			if err != nil {
				return err
			}
			if out.Moved, err = moveGifts(tx, id, *moveTo); err != nil {
				return err
			}
			details["movedTo"], details["moved"] = to.Name+" ("+to.Code+")", out.Moved
			if err := audit.Write(tx, a.Audit(ledger.EventFundMove, map[string]any{"fromFundId": id, "toFundId": *moveTo, "moved": out.Moved})); err != nil {
				return err
			}
		}
		if err := remove(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventFundDelete, details))
	})
	return out, err
}

// RequireActive checks a code exists and is active (a new gift's code): 404, or 409 when inactive.
func RequireActive(tx *gorm.DB, id int64) error {
	active, err := exists(tx, id)
	if err != nil {
		return err
	}
	if !active {
		return ErrInactive
	}
	return nil
}

// Require checks a code exists (active or not).
func Require(tx *gorm.DB, id int64) error {
	_, err := exists(tx, id)
	return err
}
