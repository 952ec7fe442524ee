package media

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

type row struct {
	ID          int64
	Name        string
	Kind        string
	ContentType string
	Size        int64
	Width       *int
	Height      *int
	StorageKey  string
	CreatedAt   time.Time
}

const cols = `id, name, kind, content_type, size, width, height, storage_key, created_at`

func list(tx *gorm.DB, kind string, limit, offset int) ([]row, int64, error) {
	where, args := `true`, []any{}
	if kind != "" {
		where, args = `kind = ?`, []any{kind}
	}
	return db.Page[row](tx, cols, `media_vault`, where, args, `created_at DESC, id DESC`, limit, offset)
}

func load(tx *gorm.DB, id int64, lock bool) (*row, error) {
	q := `SELECT ` + cols + ` FROM media_vault WHERE id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []row
	if err := tx.Raw(q, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errNotFound
	}
	return &rows[0], nil
}

func insert(tx *gorm.DB, name string, s sniffed, size int64, key string, by int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO media_vault (name, kind, content_type, size, storage_key, width, height, created_by)
		VALUES (?, ?, ?, ?, ?, ?, ?, NULLIF(?, 0)) RETURNING id`, name, s.kind, s.contentType, size, key, s.width, s.height, by).Scan(&id).Error
	return id, err
}

// usedByScheduled says a scheduled communication still carries the file.
func usedByScheduled(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM communications WHERE media_id = ? AND status = 'scheduled'`, id).Scan(&n).Error
	return n > 0, err
}

func remove(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM media_vault WHERE id = ?`, id).Error
}
