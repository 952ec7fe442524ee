package kit

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of the ordered name lists (ordered.go); the table and its uses come from the owning
// package's store.go.

func (o Ordered) cols() string {
	return `t.id, t.name, t.position, ` + o.Uses + ` AS ` + o.UsesAs
}

func orderedList[T any](tx *gorm.DB, o Ordered) ([]T, error) {
	items := []T{}
	err := tx.Raw(`SELECT ` + o.cols() + ` FROM ` + o.Table + ` t ORDER BY t.position, lower(t.name), t.id`).Scan(&items).Error
	return items, err
}

func orderedLoad[T any](tx *gorm.DB, o Ordered, id int64) (*T, error) {
	return db.One[T](tx, o.cols(), o.Table+` t`, `t.id`, id, o.NotFound)
}

func orderedName(tx *gorm.DB, o Ordered, id int64) (string, error) {
	var names []string
	if err := tx.Raw(`SELECT name FROM `+o.Table+` WHERE id = ?`, id).Scan(&names).Error; err != nil {
		return "", err
	}
	if len(names) == 0 {
		return "", o.NotFound
	}
	return names[0], nil
}

// orderedLock locks an entry and answers its name and how many things use it.
func orderedLock(tx *gorm.DB, o Ordered, id int64) (string, int64, error) {
	var rows []struct {
		Name string
		Uses int64
	}
	if err := tx.Raw(`SELECT t.name, `+o.Uses+` AS uses FROM (SELECT * FROM `+o.Table+` WHERE id = ? FOR UPDATE) t`, id).Scan(&rows).Error; err != nil {
		return "", 0, err
	}
	if len(rows) == 0 {
		return "", 0, o.NotFound
	}
	return rows[0].Name, rows[0].Uses, nil
}

func orderedInsert(tx *gorm.DB, o Ordered, name string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO `+o.Table+` (name, position)
		VALUES (?, (SELECT COALESCE(max(position), 0) + 1 FROM `+o.Table+`)) RETURNING id`, name).Scan(&id).Error
	return id, err
}

func orderedRename(tx *gorm.DB, o Ordered, id int64, name string) error {
	return tx.Exec(`UPDATE `+o.Table+` SET name = ? WHERE id = ?`, name, id).Error
}

func orderedIDs(tx *gorm.DB, o Ordered) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT id FROM ` + o.Table + ` ORDER BY id FOR UPDATE`).Scan(&ids).Error
	return ids, err
}

func orderedReposition(tx *gorm.DB, o Ordered, ids []int64) error {
	return tx.Exec(`UPDATE `+o.Table+` t SET position = o.n
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) WHERE t.id = o.id`, db.Int64Array(ids)).Error
}

func orderedRemove(tx *gorm.DB, o Ordered, id int64) error {
	return tx.Exec(`DELETE FROM `+o.Table+` WHERE id = ?`, id).Error
}
