package inbound

import (
	"time"

	"gorm.io/gorm"
)

// seen records a webhook event; false when its key was recorded before (a replay). The row is
// written in the caller's transaction, so an event whose effect rolled back was not seen.
func seen(tx *gorm.DB, key, kind string, at time.Time) (bool, error) {
	res := tx.Exec(`INSERT INTO webhook_events (key, kind, received_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING`, key, kind, at)
	return res.RowsAffected == 0, res.Error
}

type inboundRow struct {
	MessageSid string
	From       string
	To         string
	Body       string
	PersonID   *int64
	Action     string
	KeywordID  *int64
	ReceivedAt time.Time
}

func insertInbound(tx *gorm.DB, r inboundRow) error {
	return tx.Exec(`INSERT INTO inbound_messages (message_sid, from_number, to_number, body, person_id, action, keyword_id, received_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, r.MessageSid, r.From, r.To, r.Body, r.PersonID, r.Action, r.KeywordID, r.ReceivedAt).Error
}

type keywordRow struct {
	ID             int64
	Reply          string
	ContactGroupID *int64
}

// matchKeyword finds an active smart keyword and counts the match.
func matchKeyword(tx *gorm.DB, word string) (keywordRow, bool, error) {
	var rows []keywordRow
	err := tx.Raw(`UPDATE smart_keywords SET matches = matches + 1 WHERE keyword = ? AND active
		RETURNING id, reply, contact_group_id`, word).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return keywordRow{}, false, err
	}
	return rows[0], true, nil
}

// callRow is what a voice call says or plays: its recipient's communication.
type callRow struct {
	Body      string
	VoiceMode string
	MediaID   *int64
	Merge     []byte
}

func loadCall(tx *gorm.DB, attemptKey string) (callRow, bool, error) {
	var rows []callRow
	err := tx.Raw(`SELECT c.body, c.voice_mode, c.media_id, r.merge::text AS merge
		FROM communication_recipients r JOIN communications c ON c.id = r.communication_id
		WHERE r.attempt_key = ? AND c.channel = 'voice'`, attemptKey).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return callRow{}, false, err
	}
	return rows[0], true, nil
}
