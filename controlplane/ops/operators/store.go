package operators

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
)

var errEmailTaken = fault.E(fault.Conflict, msgEmailTaken)

// constraints names the refusals of the operators' table.
var constraints = db.Constraints{"operators_email_key": errEmailTaken}

// The SQL of operator management.

type operatorRow struct {
	ID           int64
	Email        string
	Name         string
	Role         string
	Enrolled     bool
	Disabled     bool
	LastSignInAt *time.Time
}

func (r operatorRow) row() OperatorRow {
	out := OperatorRow{ID: r.ID, Email: r.Email, Name: r.Name, Role: r.Role, Enrolled: r.Enrolled, Disabled: r.Disabled}
	if r.LastSignInAt != nil {
		at := r.LastSignInAt.UTC().Format(time.RFC3339)
		out.LastSignInAt = &at
	}
	return out
}

const selectOperators = `SELECT id, email, name, role, totp_secret <> '' AS enrolled, disabled_at IS NOT NULL AS disabled, last_sign_in_at
	FROM control.operators`

func all(tx *gorm.DB) ([]OperatorRow, error) {
	var rows []operatorRow
	if err := tx.Raw(selectOperators + ` ORDER BY lower(name), id`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]OperatorRow, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.row())
	}
	return out, nil
}

// byID reads an operator, locked for the change to come; nil when there is none.
func byID(tx *gorm.DB, id int64) (*OperatorRow, error) {
	var r operatorRow
	if err := tx.Raw(selectOperators+` WHERE id = ? FOR UPDATE`, id).Scan(&r).Error; err != nil {
		return nil, err
	}
	if r.ID == 0 {
		return nil, nil
	}
	row := r.row()
	return &row, nil
}

// insert adds an operator; 409 when the e-mail is another operator's (any case).
func insert(tx *gorm.DB, req addRequest, hash string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO control.operators (email, name, password_hash, role) VALUES (?, ?, ?, ?) RETURNING id`,
		req.Email, req.Name, hash, req.Role).Scan(&id).Error
	return id, constraints.Map(err)
}

func setRole(tx *gorm.DB, id int64, role string) error {
	return tx.Exec(`UPDATE control.operators SET role = ?, updated_at = now() WHERE id = ?`, role, id).Error
}

func setDisabled(tx *gorm.DB, id int64, disabled bool) error {
	return tx.Exec(`UPDATE control.operators SET disabled_at = CASE WHEN ? THEN COALESCE(disabled_at, now()) END,
		failed_attempts = 0, locked_until = NULL, updated_at = now() WHERE id = ?`, disabled, id).Error
}

// resetTOTP forgets the secret, the recovery codes and the open challenges: the next sign-in enrols.
func resetTOTP(tx *gorm.DB, id int64) error {
	for _, q := range []string{
		`UPDATE control.operators SET totp_secret = '', updated_at = now() WHERE id = ?`,
		`DELETE FROM control.operator_recovery_codes WHERE operator_id = ?`,
		`DELETE FROM control.operator_challenges WHERE operator_id = ?`,
	} {
		if err := tx.Exec(q, id).Error; err != nil {
			return err
		}
	}
	return nil
}
