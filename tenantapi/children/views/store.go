package views

import (
	"time"

	"gorm.io/gorm"
)

// The SQL of the sensitive-view log: the only file of the package that names the table.

type viewRow struct {
	ChildID  int64
	ViewerID *int64
	Page     string
	ViewedAt time.Time
	Total    int64
}

func list(tx *gorm.DB, childID int64, limit, offset int) ([]viewRow, int64, error) {
	q, args := `SELECT child_id, viewer_id, page, viewed_at, count(*) OVER () AS total FROM children_sensitive_views`, []any{}
	if childID != 0 {
		q, args = q+` WHERE child_id = ?`, append(args, childID)
	}
	var rows []viewRow
	if err := tx.Raw(q+` ORDER BY viewed_at DESC, id DESC LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	var total int64
	if len(rows) > 0 {
		total = rows[0].Total
	} else if offset > 0 {
		cq := `SELECT count(*) FROM children_sensitive_views`
		if childID != 0 {
			cq += ` WHERE child_id = ?`
		}
		if err := tx.Raw(cq, args...).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return rows, total, nil
}

func childExists(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM children_profiles WHERE person_id = ?`, id).Scan(&n).Error
	return n > 0, err
}
