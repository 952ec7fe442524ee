package photos

import "gorm.io/gorm"

// The SQL of photos: the only file of the package that names tables.

// savePhoto stores a person's photo, replacing the one they had.
func savePhoto(tx *gorm.DB, personID int64, contentType string, data []byte) error {
	return tx.Exec(`INSERT INTO person_photos (person_id, content_type, data, updated_at) VALUES (?, ?, ?, clock_timestamp())
		ON CONFLICT (person_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
		personID, contentType, data).Error
}

// loadPhoto reads a person's photo; nil when they have none.
func loadPhoto(tx *gorm.DB, personID int64) (*Photo, error) {
	var rows []Photo
	if err := tx.Raw(`SELECT content_type, data FROM person_photos WHERE person_id = ?`, personID).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return &rows[0], nil
}

func deletePhoto(tx *gorm.DB, personID int64) error {
	return tx.Exec(`DELETE FROM person_photos WHERE person_id = ?`, personID).Error
}
