package greetingsapi

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/communications/greetings"
)

func loadTemplate(tx *gorm.DB, id int64) (*greetings.Template, error) {
	return db.One[greetings.Template](tx, `id, kind, channel, subject, body, enabled, send_hour`, `celebration_templates`, `id`, id, errNotFound)
}

func updateTemplate(tx *gorm.DB, t greetings.Template) error {
	return tx.Exec(`UPDATE celebration_templates SET subject = ?, body = ?, enabled = ?, send_hour = ?, updated_at = now() WHERE id = ?`,
		t.Subject, t.Body, t.Enabled, t.SendHour, t.ID).Error
}

type sentRow struct {
	PersonID        int64
	Kind            string
	Year            int
	Channel         string
	CommunicationID *int64
	SentAt          time.Time
}

func history(tx *gorm.DB, limit, offset int) ([]sentRow, int64, error) {
	return db.Page[sentRow](tx, `person_id, kind, year, channel, communication_id, sent_at`, `greetings_sent`, `true`, nil,
		`sent_at DESC, id DESC`, limit, offset)
}
