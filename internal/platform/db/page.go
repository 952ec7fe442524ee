package db

import "gorm.io/gorm"

// Page reads one page of `SELECT cols FROM from WHERE where ORDER BY order` and the total of
// matching rows: two statements whatever the page size, and none for the rows when the page
// starts past the end.
func Page[T any](tx *gorm.DB, cols, from, where string, args []any, order string, limit, offset int) ([]T, int64, error) {
	var total int64
	if err := tx.Raw(`SELECT count(*) FROM `+from+` WHERE `+where, args...).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	var items []T
	if total > int64(offset) {
		if err := tx.Raw(`SELECT `+cols+` FROM `+from+` WHERE `+where+` ORDER BY `+order+` LIMIT ? OFFSET ?`,
			append(append([]any{}, args...), limit, offset)...).Scan(&items).Error; err != nil {
			return nil, 0, err
		}
	}
	return items, total, nil
}
