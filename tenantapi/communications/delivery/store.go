package delivery

import (
	"encoding/json"
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/communications/credits"
)

// The SQL of delivery: the only file of the package that names tables.

type statusRow struct {
	ID     int64
	Status string
}

// recipientStatusByRef locks the recipient whose message has the provider reference ref.
func recipientStatusByRef(tx *gorm.DB, ref string) (statusRow, error) {
	var rows []statusRow
	if err := tx.Raw(`SELECT id, status FROM communication_recipients WHERE provider_ref = ? AND provider_ref <> ''
		ORDER BY id LIMIT 1 FOR UPDATE`, ref).Scan(&rows).Error; err != nil {
		return statusRow{}, err
	}
	if len(rows) == 0 {
		return statusRow{}, gorm.ErrRecordNotFound
	}
	return rows[0], nil
}

func setRecipientStatus(tx *gorm.DB, id int64, status, errText string) error {
	return tx.Exec(`UPDATE communication_recipients SET status = ?, error = CASE WHEN ? <> '' THEN ? ELSE error END,
		updated_at = now() WHERE id = ?`, status, errText, errText, id).Error
}

// commRow is a communication as delivery reads it.
type commRow struct {
	ID          int64
	Channel     string
	Subject     string
	Body        string
	HTML        string `gorm:"column:html"`
	MediaID     *int64
	VoiceMode   string
	Status      string
	ScheduledAt *time.Time
	Credits     int64
}

// recipientRow is a recipient as delivery reads it.
type recipientRow struct {
	ID               int64
	PersonID         *int64
	Name             string
	Address          string
	Merge            []byte
	Cost             int
	AttemptKey       string
	AttemptStartedAt *time.Time
	Attempts         int
}

func (r recipientRow) personID() int64 {
	if r.PersonID == nil {
		return 0
	}
	return *r.PersonID
}

const recipientCols = `id, person_id, name, address, merge, cost, attempt_key, attempt_started_at, attempts`

type startState int

const (
	stateRun    startState = iota
	stateGone              // no such communication (its transaction failed)
	stateClosed            // sent, cancelled or failed already
	stateNotDue            // scheduled for later
)

// start locks the communication and moves a due scheduled one to sending (an edit of the
// scheduled communication racing the start waits for the lock, then finds it sending).
func start(tx *gorm.DB, id int64) (commRow, startState, error) {
	var rows []commRow
	if err := tx.Raw(`SELECT id, channel, subject, body, html, media_id, voice_mode, status, scheduled_at, credits
		FROM communications WHERE id = ? FOR UPDATE`, id).Scan(&rows).Error; err != nil {
		return commRow{}, stateGone, err
	}
	if len(rows) == 0 {
		return commRow{}, stateGone, nil
	}
	c := rows[0]
	switch c.Status {
	case "sending":
		return c, stateRun, nil
	case "scheduled":
		var due bool
		if err := tx.Raw(`SELECT scheduled_at IS NULL OR scheduled_at <= now() FROM communications WHERE id = ?`, id).Row().Scan(&due); err != nil {
			return c, stateGone, err
		}
		if !due {
			return c, stateNotDue, nil
		}
		c.Status = "sending"
		return c, stateRun, tx.Exec(`UPDATE communications SET status = 'sending', updated_at = now() WHERE id = ?`, id).Error
	}
	return c, stateClosed, nil
}

// claim moves up to n queued recipients to sending, recording the attempt.
func claim(tx *gorm.DB, commID int64, n int) ([]recipientRow, error) {
	var rows []recipientRow
	err := tx.Raw(`UPDATE communication_recipients r
		SET status = 'sending', attempts = r.attempts + 1, attempt_started_at = now(), updated_at = now()
		FROM (SELECT id FROM communication_recipients WHERE communication_id = ? AND status = 'queued'
		      ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED) c
		WHERE r.id = c.id
		RETURNING r.id, r.person_id, r.name, r.address, r.merge, r.cost, r.attempt_key, r.attempt_started_at, r.attempts`,
		commID, n).Scan(&rows).Error
	return rows, err
}

// reattempt records a new attempt of rows still in sending.
func reattempt(tx *gorm.DB, rows []recipientRow) ([]recipientRow, error) {
	if len(rows) == 0 {
		return nil, nil
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	var out []recipientRow
	err := tx.Raw(`UPDATE communication_recipients SET attempts = attempts + 1, attempt_started_at = now(), updated_at = now()
		WHERE id = ANY(?::bigint[]) AND status = 'sending'
		RETURNING `+recipientCols, db.Int64Array(ids)).Scan(&out).Error
	return out, err
}

// inStatus reads up to n recipients of a status after id.
func inStatus(tx *gorm.DB, commID int64, status string, after int64, n int) ([]recipientRow, error) {
	var rows []recipientRow
	err := tx.Raw(`SELECT `+recipientCols+` FROM communication_recipients
		WHERE communication_id = ? AND status = ? AND id > ? ORDER BY id LIMIT ?`, commID, status, after, n).Scan(&rows).Error
	return rows, err
}

func countStatus(tx *gorm.DB, commID int64, status string) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM communication_recipients WHERE communication_id = ? AND status = ?`, commID, status).Row().Scan(&n)
	return n, err
}

// rowUpdate is one recipient's new status.
type rowUpdate struct {
	ID     int64  `json:"id"`
	Status string `json:"status"`
	Ref    string `json:"ref"`
	Error  string `json:"error"`
}

// updateRows writes a batch of results in one statement; only rows still in sending change.
func updateRows(tx *gorm.DB, ups []rowUpdate) error {
	if len(ups) == 0 {
		return nil
	}
	raw, err := json.Marshal(ups)
	if err != nil {
		return err
	}
	return tx.Exec(`UPDATE communication_recipients r
		SET status = v.status, provider_ref = CASE WHEN v.ref <> '' THEN v.ref ELSE r.provider_ref END,
		    error = v.error, updated_at = now()
		FROM jsonb_to_recordset(?::jsonb) AS v(id bigint, status text, ref text, error text)
		WHERE r.id = v.id AND r.status = 'sending'`, string(raw)).Error
}

// finish marks the communication sent when no recipient is left queued or sending, and releases
// what its reservation holds beyond its recipients' costs. It answers whether it is finished.
func finish(tx *gorm.DB, c commRow) (bool, error) {
	var open, costs int64
	if err := tx.Raw(`SELECT count(*) FILTER (WHERE status IN ('queued', 'sending')), COALESCE(sum(cost), 0)
		FROM communication_recipients WHERE communication_id = ?`, c.ID).Row().Scan(&open, &costs); err != nil {
		return false, err
	}
	if open > 0 {
		return false, nil
	}
	var status string
	if err := tx.Raw(`SELECT status FROM communications WHERE id = ? FOR UPDATE`, c.ID).Row().Scan(&status); err != nil {
		return false, err
	}
	if status != "sending" {
		return true, nil
	}
	if rest := c.Credits - costs; rest > 0 {
		if err := credits.Release(tx, fmt.Sprintf("release:%d:rest", c.ID), rest, c.ID); err != nil {
			return false, err
		}
	}
	return true, tx.Exec(`UPDATE communications SET status = 'sent', finished_at = now(), updated_at = now() WHERE id = ?`, c.ID).Error
}

// setDispatchState moves a dispatch row; a row done stays done.
func setDispatchState(control *gorm.DB, churchID, id int64, state string) error {
	return control.Exec(`UPDATE control.communication_dispatch SET state = ?, updated_at = now()
		WHERE church_id = ? AND communication_id = ? AND state <> 'done'`, state, churchID, id).Error
}

// messagingLoad and the other reads of a run's context.

// pushSubscription is a browser's subscription.
type pushSubscription struct {
	ID       int64
	Endpoint string
	P256dh   string
	Auth     string
}

func pushSubscriptions(tx *gorm.DB, ids []int64) (map[int64]pushSubscription, error) {
	var rows []pushSubscription
	if err := tx.Raw(`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = ANY(?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := map[int64]pushSubscription{}
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, nil
}

// statuses reads the status of each communication of ids that exists.
func statuses(tx *gorm.DB, ids []int64) (map[int64]string, error) {
	var rows []struct {
		ID     int64
		Status string
	}
	if err := tx.Raw(`SELECT id, status FROM communications WHERE id = ANY(?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make(map[int64]string, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Status
	}
	return out, nil
}

// setDispatchDue moves a dispatch row's due time to the communication's schedule (an edit moved
// it later).
func setDispatchDue(control *gorm.DB, churchID, id int64, due time.Time) error {
	return control.Exec(`UPDATE control.communication_dispatch SET due_at = ?, state = 'waiting', updated_at = now()
		WHERE church_id = ? AND communication_id = ? AND state <> 'done'`, due, churchID, id).Error
}

// pushKeys reads the church's VAPID pair.
func pushKeys(tx *gorm.DB) (public, private string, err error) {
	var rows []struct{ PublicKey, PrivateKey string }
	if err := tx.Raw(`SELECT public_key, private_key FROM push_keys WHERE id = 1`).Scan(&rows).Error; err != nil {
		return "", "", err
	}
	if len(rows) == 0 {
		return "", "", fmt.Errorf("delivery: the church has no push keys")
	}
	return rows[0].PublicKey, rows[0].PrivateKey, nil
}
