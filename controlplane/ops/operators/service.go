package operators

import (
	"context"

	"gorm.io/gorm"

	"congregate/controlplane/ops/opsaudit"
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
)

// Service changes operator accounts; every change is audited in its transaction.
type Service struct{ DB *gorm.DB }

// List is every operator.
func (s *Service) List(ctx context.Context) (OperatorList, error) {
	items, err := all(s.DB.WithContext(ctx))
	return OperatorList{Items: items}, err
}

// Add creates an operator with a temporary password; they enrol TOTP at their first sign-in.
func (s *Service) Add(ctx context.Context, who opsaudit.Entry, req addRequest) (*OperatorRow, error) {
	hash, err := auth.HashSecret(req.Password)
	if err != nil {
		return nil, err
	}
	var out *OperatorRow
	err = s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		id, err := insert(tx, req, hash)
		if err != nil {
			return err
		}
		if out, err = byID(tx, id); err != nil {
			return err
		}
		return audit(ctx, tx, who, "operator.add", out, map[string]any{"role": req.Role})
	})
	return out, err
}

// SetRole changes another operator's role (nobody changes their own).
func (s *Service) SetRole(ctx context.Context, who opsaudit.Entry, req roleRequest) (*OperatorRow, error) {
	return s.change(ctx, who, req.ID, func(tx *gorm.DB, op *OperatorRow) (string, map[string]any, error) {
		if op.ID == who.OperatorID {
			return "", nil, fault.E(fault.Invalid, msgOwnRole)
		}
		from := op.Role
		return "operator.role", map[string]any{"from": from, "to": req.Role}, setRole(tx, op.ID, req.Role)
	})
}

// SetDisabled disables (sessions end) or enables another operator (nobody disables themselves).
func (s *Service) SetDisabled(ctx context.Context, who opsaudit.Entry, req disableRequest) (*OperatorRow, error) {
	return s.change(ctx, who, req.ID, func(tx *gorm.DB, op *OperatorRow) (string, map[string]any, error) {
		if op.ID == who.OperatorID && req.Disabled {
			return "", nil, fault.E(fault.Invalid, msgDisableSelf)
		}
		if err := setDisabled(tx, op.ID, req.Disabled); err != nil {
			return "", nil, err
		}
		if !req.Disabled {
			return "operator.enable", nil, nil
		}
		return "operator.disable", nil, opsauth.EndAll(tx, op.ID)
	})
}

// ResetTOTP makes an operator enrol again at the next sign-in (sessions and recovery codes end).
func (s *Service) ResetTOTP(ctx context.Context, who opsaudit.Entry, req idRequest) (*OperatorRow, error) {
	return s.change(ctx, who, req.ID, func(tx *gorm.DB, op *OperatorRow) (string, map[string]any, error) {
		if err := resetTOTP(tx, op.ID); err != nil {
			return "", nil, err
		}
		return "operator.reset_totp", nil, opsauth.EndAll(tx, op.ID)
	})
}

// change runs fn on operator id in a transaction and audits what it did.
func (s *Service) change(ctx context.Context, who opsaudit.Entry, id int64,
	fn func(tx *gorm.DB, op *OperatorRow) (string, map[string]any, error)) (*OperatorRow, error) {
	var out *OperatorRow
	err := s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		op, err := byID(tx, id)
		if err != nil {
			return err
		}
		if op == nil {
			return errNotFound
		}
		action, detail, err := fn(tx, op)
		if err != nil {
			return err
		}
		if out, err = byID(tx, id); err != nil {
			return err
		}
		return audit(ctx, tx, who, action, out, detail)
	})
	return out, err
}

func audit(ctx context.Context, tx *gorm.DB, who opsaudit.Entry, action string, op *OperatorRow, detail map[string]any) error {
	e := who
	e.Action, e.Outcome, e.Target, e.Detail = action, opsaudit.OK, op.Email, detail
	return opsaudit.Record(ctx, tx, e)
}
