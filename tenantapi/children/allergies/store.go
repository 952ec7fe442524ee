package allergies

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of allergy types: the only file of the package that names tables.

const cols = `t.id, t.name, t.position, (SELECT count(*) FROM children_allergies a WHERE a.allergy_type_id = t.id) AS child_count`

func list(tx *gorm.DB) ([]AllergyType, error) {
	items := []AllergyType{}
	err := tx.Raw(`SELECT ` + cols + ` FROM children_allergy_types t ORDER BY t.position, lower(t.name), t.id`).Scan(&items).Error
	return items, err
}

func load(tx *gorm.DB, id int64) (*AllergyType, error) {
	return db.One[AllergyType](tx, cols, `children_allergy_types t`, `t.id`, id, ErrNotFound)
}

func lock(tx *gorm.DB, id int64) error {
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM (SELECT 1 FROM children_allergy_types WHERE id = ? FOR UPDATE) x`, id).Scan(&n).Error; err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

func insert(tx *gorm.DB, name string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO children_allergy_types (name, position)
		VALUES (?, (SELECT COALESCE(max(position), 0) + 1 FROM children_allergy_types)) RETURNING id`, name).Scan(&id).Error
	return id, err
}

func rename(tx *gorm.DB, id int64, name string) error {
	return tx.Exec(`UPDATE children_allergy_types SET name = ? WHERE id = ?`, name, id).Error
}

func allIDs(tx *gorm.DB) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT id FROM children_allergy_types ORDER BY id FOR UPDATE`).Scan(&ids).Error
	return ids, err
}

func reposition(tx *gorm.DB, ids []int64) error {
	return tx.Exec(`UPDATE children_allergy_types t SET position = o.n
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) WHERE t.id = o.id`, db.Int64Array(ids)).Error
}

func remove(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM children_allergy_types WHERE id = ?`, id).Error
}
