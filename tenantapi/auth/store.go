package auth

import (
	"congregate/tenantapi/people/logins"
	"time"

	"gorm.io/gorm"
)

func createSession(tx *gorm.DB, id string, personID int64, ip, ua string) error {
	if len(ua) > 400 {
		ua = ua[:400]
	}
	return tx.Exec(`INSERT INTO sessions (id, person_id, ip, user_agent) VALUES (?, ?, ?, ?)`, id, personID, ip, ua).Error
}

func revokeSession(tx *gorm.DB, id string) error {
	return tx.Exec(`UPDATE sessions SET revoked_at = now() WHERE id = ? AND revoked_at IS NULL`, id).Error
}

// touchSession checks and extends a session in one statement, outside a transaction, with the
// church's tables schema-qualified: it answers the signed-in person when the session is live (not
// revoked, not idle past the limit) and the person may use the console (console, people's query:
// People.ConsoleSQL), else nil. The session is touched only for such a person, and its row is
// written only when its last touch is older than a sixtieth of the limit (30 s of 30 min), so a
// burst of requests reads it without a write, a row lock or a WAL flush each.
func touchSession(g *gorm.DB, schema, console, sessionID string, personID int64, idle time.Duration) (*logins.ConsoleUser, error) {
	var rows []logins.ConsoleUser
	err := g.Raw(`WITH console AS (`+console+`),
		live AS (
			SELECT s.id, s.last_seen_at FROM `+schema+`.sessions s JOIN console c ON c.id = s.person_id
			WHERE s.id = ? AND s.revoked_at IS NULL AND s.last_seen_at > now() - make_interval(secs => ?)),
		touched AS (
			UPDATE `+schema+`.sessions s SET last_seen_at = now() FROM live
			WHERE s.id = live.id AND live.last_seen_at < now() - make_interval(secs => ?))
		SELECT c.* FROM console c, live`,
		personID, sessionID, idle.Seconds(), touchEvery(idle).Seconds()).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// touchEvery is how stale a session's last touch may get before a request writes it again.
func touchEvery(idle time.Duration) time.Duration {
	return min(idle/60, 30*time.Second)
}

// sessionTimedOut tells an idle session from a revoked or unknown one, and revokes it.
func sessionTimedOut(tx *gorm.DB, sessionID string, idle time.Duration) (bool, error) {
	res := tx.Exec(`UPDATE sessions SET revoked_at = now() WHERE id = ? AND revoked_at IS NULL
		AND last_seen_at <= now() - make_interval(secs => ?)`, sessionID, idle.Seconds())
	return res.RowsAffected > 0, res.Error
}

type token struct {
	ID        int64
	PersonID  int64
	Attempts  int
	ExpiresAt time.Time
}

// liveToken finds an unused, unexpired token by its hash.
func liveToken(tx *gorm.DB, kind, hash string) (*token, error) {
	var t []token
	err := tx.Raw(`SELECT id, person_id, attempts, expires_at FROM auth_tokens
		WHERE kind = ? AND token_hash = ? AND used_at IS NULL AND expires_at > now()`, kind, hash).Scan(&t).Error
	if err != nil || len(t) == 0 {
		return nil, err
	}
	return &t[0], nil
}

// consumeToken marks a token used; only one caller can win, which makes tokens single-use even
// under concurrent requests.
func consumeToken(tx *gorm.DB, id int64) (bool, error) {
	res := tx.Exec(`UPDATE auth_tokens SET used_at = now() WHERE id = ? AND used_at IS NULL AND expires_at > now()`, id)
	return res.RowsAffected == 1, res.Error
}

// liveChallenge is the person's current 2FA challenge, locked for the attempt count update.
func liveChallenge(tx *gorm.DB, personID int64) (*token, string, error) {
	var rows []struct {
		ID        int64
		PersonID  int64
		Attempts  int
		ExpiresAt time.Time
		TokenHash string
	}
	err := tx.Raw(`SELECT id, person_id, attempts, expires_at, token_hash FROM auth_tokens
		WHERE kind = '2fa' AND person_id = ? AND used_at IS NULL AND expires_at > now()
		ORDER BY id DESC LIMIT 1 FOR UPDATE`, personID).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return nil, "", err
	}
	r := rows[0]
	return &token{ID: r.ID, PersonID: r.PersonID, Attempts: r.Attempts, ExpiresAt: r.ExpiresAt}, r.TokenHash, nil
}

// failChallenge counts a wrong code; the fifth kills the challenge.
func failChallenge(tx *gorm.DB, id int64, maxAttempts int) (bool, error) {
	var attempts int
	err := tx.Raw(`UPDATE auth_tokens SET attempts = attempts + 1,
		used_at = CASE WHEN attempts + 1 >= ? THEN now() ELSE used_at END
		WHERE id = ? RETURNING attempts`, maxAttempts, id).Scan(&attempts).Error
	return attempts >= maxAttempts, err
}
