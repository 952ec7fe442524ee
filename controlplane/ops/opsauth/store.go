package opsauth

import (
	"time"

	"gorm.io/gorm"
)

// The SQL of the sign-in: operators, challenges and recovery codes.

type operatorRow struct {
	ID             int64
	Email          string
	Name           string
	Role           string
	PasswordHash   string
	TotpSecret     string
	TotpLastStep   int64
	FailedAttempts int
	LockedUntil    *time.Time
	DisabledAt     *time.Time
	PendingSecret  string // a challenge's enrolment secret (liveChallenge)
}

func (r operatorRow) operator() Operator {
	return Operator{ID: r.ID, Email: r.Email, Name: r.Name, Role: r.Role}
}

func (r operatorRow) locked(now time.Time) bool {
	return r.LockedUntil != nil && r.LockedUntil.After(now)
}

const operatorColumns = `o.id, o.email, o.name, o.role, o.password_hash, o.totp_secret, o.totp_last_step,
	o.failed_attempts, o.locked_until, o.disabled_at`

// operatorByEmail finds an operator by e-mail (any case); ID 0 when there is none.
func operatorByEmail(tx *gorm.DB, email string) (operatorRow, error) {
	var r operatorRow
	err := tx.Raw(`SELECT `+operatorColumns+` FROM control.operators o WHERE lower(o.email) = lower(?)`, email).Scan(&r).Error
	return r, err
}

// challengeRow is a challenge's operator and its pending secret.
type challengeRow = operatorRow

// liveChallenge finds an unexpired challenge and its operator (locked FOR UPDATE in tx).
func liveChallenge(tx *gorm.DB, token string, now time.Time) (challengeRow, error) {
	var r challengeRow
	err := tx.Raw(`SELECT `+operatorColumns+`, c.pending_secret FROM control.operator_challenges c
		JOIN control.operators o ON o.id = c.operator_id
		WHERE c.token_hash = ? AND c.expires_at > ? FOR UPDATE OF o`, HashToken(token), now).Scan(&r).Error
	return r, err
}

func insertChallenge(tx *gorm.DB, token string, operatorID int64, pendingSecret string, now time.Time) error {
	// Challenges that ended are swept as new ones are made.
	if err := tx.Exec(`DELETE FROM control.operator_challenges WHERE expires_at <= ?`, now).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO control.operator_challenges (token_hash, operator_id, pending_secret, expires_at, created_at)
		VALUES (?, ?, ?, ?, ?)`, HashToken(token), operatorID, pendingSecret, now.Add(ChallengeTTL), now).Error
}

func deleteChallenge(tx *gorm.DB, token string) error {
	return tx.Exec(`DELETE FROM control.operator_challenges WHERE token_hash = ?`, HashToken(token)).Error
}

// addFailure counts a failed password or code; the MaxFailures-th locks the operator until
// lockUntil and starts the count again. It answers whether this failure locked.
func addFailure(tx *gorm.DB, operatorID int64, lockUntil time.Time) (bool, error) {
	var locked bool
	err := tx.Raw(`UPDATE control.operators SET
			failed_attempts = CASE WHEN failed_attempts + 1 >= ? THEN 0 ELSE failed_attempts + 1 END,
			locked_until    = CASE WHEN failed_attempts + 1 >= ? THEN ?::timestamptz ELSE locked_until END
		WHERE id = ? RETURNING failed_attempts = 0`, MaxFailures, MaxFailures, lockUntil, operatorID).Scan(&locked).Error
	return locked, err
}

func countChallengeAttempt(tx *gorm.DB, token string) error {
	return tx.Exec(`UPDATE control.operator_challenges SET attempts = attempts + 1 WHERE token_hash = ?`, HashToken(token)).Error
}

// signedIn records a sign-in: the failure count and lock cleared, the time, and the TOTP step
// used (step 0: a recovery code, the last step stays) and the secret to store (sealed: one
// enrolled, or a legacy clear one sealed; "" keeps the stored one).
func signedIn(tx *gorm.DB, operatorID int64, step int64, secret string, now time.Time) (bool, error) {
	q := tx.Exec(`UPDATE control.operators SET failed_attempts = 0, locked_until = NULL, last_sign_in_at = ?, updated_at = ?,
			totp_last_step = GREATEST(totp_last_step, ?), totp_secret = CASE WHEN ? <> '' THEN ? ELSE totp_secret END
		WHERE id = ? AND (? = 0 OR totp_last_step < ?)`, now, now, step, secret, secret, operatorID, step, step)
	return q.RowsAffected == 1, q.Error
}

// replaceRecoveryCodes stores the hashes of codes as the operator's only recovery codes.
func replaceRecoveryCodes(tx *gorm.DB, operatorID int64, codes []string, now time.Time) error {
	if err := tx.Exec(`DELETE FROM control.operator_recovery_codes WHERE operator_id = ?`, operatorID).Error; err != nil {
		return err
	}
	for _, c := range codes {
		if err := tx.Exec(`INSERT INTO control.operator_recovery_codes (operator_id, code_hash, created_at) VALUES (?, ?, ?)`,
			operatorID, HashToken(normaliseRecoveryCode(c)), now).Error; err != nil {
			return err
		}
	}
	return nil
}

// useRecoveryCode marks an unused code of the operator used; false when there is none.
func useRecoveryCode(tx *gorm.DB, operatorID int64, code string, now time.Time) (bool, error) {
	q := tx.Exec(`UPDATE control.operator_recovery_codes SET used_at = ?
		WHERE id = (SELECT id FROM control.operator_recovery_codes WHERE operator_id = ? AND code_hash = ? AND used_at IS NULL LIMIT 1)`,
		now, operatorID, HashToken(normaliseRecoveryCode(code)))
	return q.RowsAffected == 1, q.Error
}

func unusedRecoveryCodes(tx *gorm.DB, operatorID int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM control.operator_recovery_codes WHERE operator_id = ? AND used_at IS NULL`, operatorID).Scan(&n).Error
	return n, err
}

// insertSession stores a new session.
func insertSession(db *gorm.DB, tokenHash string, operatorID int64, ip, userAgent string, now, expires time.Time) error {
	return db.Exec(`INSERT INTO control.operator_sessions (token_hash, operator_id, ip, user_agent, created_at, last_seen_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, tokenHash, operatorID, ip, userAgent, now, now, expires).Error
}

// deleteSession ends one session.
func deleteSession(db *gorm.DB, tokenHash string) error {
	return db.Exec(`DELETE FROM control.operator_sessions WHERE token_hash = ?`, tokenHash).Error
}

// deleteSessionsOf ends every session of an operator.
func deleteSessionsOf(db *gorm.DB, operatorID int64) error {
	return db.Exec(`DELETE FROM control.operator_sessions WHERE operator_id = ?`, operatorID).Error
}

// touchSession restarts a live session's idle clock and reads its enabled operator into op
// (op.ID stays 0 when the session is unknown, expired, idle since before idleSince, or the
// operator disabled).
func touchSession(db *gorm.DB, tokenHash string, now, idleSince time.Time, op *Operator) *gorm.DB {
	return db.Raw(`UPDATE control.operator_sessions s SET last_seen_at = ?
		FROM control.operators o
		WHERE s.token_hash = ? AND o.id = s.operator_id AND o.disabled_at IS NULL
		  AND s.expires_at > ? AND s.last_seen_at > ?
		RETURNING o.id, o.email, o.name, o.role`, now, tokenHash, now, idleSince).Scan(op)
}
