package funds

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of contribution codes: the only file of the package that names tables.

const fundCols = `f.id, f.name, f.code, f.position, f.active, f.tax_deductible,
	(SELECT count(*) FROM giving_contributions c WHERE c.fund_id = f.id) AS gift_count`

func list(tx *gorm.DB, includeInactive bool) ([]Fund, error) {
	q := `SELECT ` + fundCols + ` FROM giving_funds f`
	if !includeInactive {
		q += ` WHERE f.active`
	}
	items := []Fund{}
	err := tx.Raw(q + ` ORDER BY f.position, lower(f.name), f.id`).Scan(&items).Error
	return items, err
}

func load(tx *gorm.DB, id int64) (*Fund, error) {
	return db.One[Fund](tx, fundCols, `giving_funds f`, `f.id`, id, ErrNotFound)
}

// lock locks a code and answers whether it is active.
func lock(tx *gorm.DB, id int64) (active bool, err error) {
	var rows []struct{ Active bool }
	if err := tx.Raw(`SELECT active FROM giving_funds WHERE id = ? FOR UPDATE`, id).Scan(&rows).Error; err != nil {
		return false, err
	}
	if len(rows) == 0 {
		return false, ErrNotFound
	}
	return rows[0].Active, nil
}

func insert(tx *gorm.DB, r AddRequest) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO giving_funds (name, code, tax_deductible, position)
		VALUES (?, ?, ?, (SELECT COALESCE(max(position), 0) + 1 FROM giving_funds)) RETURNING id`,
		r.Name, r.Code, r.TaxDeductible).Scan(&id).Error
	return id, err
}

func rename(tx *gorm.DB, r RenameRequest) error {
	return tx.Exec(`UPDATE giving_funds SET name = ?, code = ?, tax_deductible = ?, updated_at = now() WHERE id = ?`,
		r.Name, r.Code, r.TaxDeductible, r.ID).Error
}

func setActive(tx *gorm.DB, id int64, active bool) error {
	return tx.Exec(`UPDATE giving_funds SET active = ?, updated_at = now() WHERE id = ?`, active, id).Error
}

func allIDs(tx *gorm.DB) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT id FROM giving_funds ORDER BY id FOR UPDATE`).Scan(&ids).Error
	return ids, err
}

func reposition(tx *gorm.DB, ids []int64) error {
	return tx.Exec(`UPDATE giving_funds f SET position = o.n, updated_at = now()
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) WHERE f.id = o.id`, db.Int64Array(ids)).Error
}

func giftCount(tx *gorm.DB, id int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM giving_contributions WHERE fund_id = ?`, id).Scan(&n).Error
	return n, err
}

func hasCampaign(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM giving_campaigns WHERE fund_id = ?`, id).Scan(&n).Error
	return n > 0, err
}

func moveGifts(tx *gorm.DB, from, to int64) (int64, error) {
	res := tx.Exec(`UPDATE giving_contributions SET fund_id = ?, updated_at = now() WHERE fund_id = ?`, to, from)
	return res.RowsAffected, res.Error
}

func remove(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM giving_funds WHERE id = ?`, id).Error
}

// exists answers whether code id is active; ErrNotFound when the church has no such code.
func exists(tx *gorm.DB, id int64) (active bool, err error) {
	var rows []struct{ Active bool }
	if err := tx.Raw(`SELECT active FROM giving_funds WHERE id = ?`, id).Scan(&rows).Error; err != nil {
		return false, err
	}
	if len(rows) == 0 {
		return false, ErrNotFound
	}
	return rows[0].Active, nil
}

// States answers every code of the church and whether it is active (a batch's rows check theirs).
func States(tx *gorm.DB) (map[int64]bool, error) {
	var rows []struct {
		ID     int64
		Active bool
	}
	if err := tx.Raw(`SELECT id, active FROM giving_funds`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make(map[int64]bool, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Active
	}
	return out, nil
}
