package greetings

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

const templateCols = `id, kind, channel, subject, body, enabled, send_hour`

// Templates are the church's templates, birthday first, SMS before e-mail.
func Templates(tx *gorm.DB) ([]Template, error) {
	var out []Template
	err := tx.Raw(`SELECT ` + templateCols + ` FROM celebration_templates ORDER BY kind, channel DESC`).Scan(&out).Error
	return out, err
}

func dueTemplates(tx *gorm.DB, hour int) ([]Template, error) {
	var out []Template
	err := tx.Raw(`SELECT `+templateCols+` FROM celebration_templates WHERE enabled AND send_hour <= ? ORDER BY kind, channel DESC`, hour).Scan(&out).Error
	return out, err
}

// greeted are the people of ids already greeted this year for kind on channel.
func greeted(tx *gorm.DB, kind, channel string, year int, ids []int64) (map[int64]bool, error) {
	var got []int64
	err := tx.Raw(`SELECT person_id FROM greetings_sent WHERE kind = ? AND channel = ? AND year = ? AND person_id = ANY (?::bigint[])`,
		kind, channel, year, db.Int64Array(ids)).Scan(&got).Error
	out := map[int64]bool{}
	for _, id := range got {
		out[id] = true
	}
	return out, err
}

// markGreeted records the greeting of every person the communication reaches.
func markGreeted(tx *gorm.DB, kind, channel string, year int, communicationID int64) (int64, error) {
	res := tx.Exec(`INSERT INTO greetings_sent (person_id, kind, year, channel, communication_id)
		SELECT DISTINCT person_id, ?::text, ?::integer, ?::text, ?::bigint FROM communication_recipients WHERE communication_id = ? AND person_id IS NOT NULL
		ON CONFLICT (person_id, kind, year, channel) DO NOTHING`, kind, year, channel, communicationID, communicationID)
	return res.RowsAffected, res.Error
}
