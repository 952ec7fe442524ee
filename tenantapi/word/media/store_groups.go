package media

import "gorm.io/gorm"

// The SQL of media groups and series (word_media_groups, word_media_series): one shape, the
// series' artwork aside.

type collection struct {
	table, column string // word_media_groups / group_id
	notFound      error
}

var (
	groups = collection{"word_media_groups", "group_id", errGroupNotFound}
	series = collection{"word_media_series", "series_id", errSeriesNotFound}
)

type seriesRow struct {
	Series
	ArtworkToken *string
	ArtworkExt   *string
}

func (c collection) list(tx *gorm.DB, id *int64) ([]seriesRow, error) {
	art := `NULL::bigint AS artwork_media_id, NULL AS artwork_token, NULL AS artwork_ext`
	join := ``
	if c.table == series.table {
		art = `t.artwork_media_id, a.token AS artwork_token, a.extension AS artwork_ext`
		join = ` LEFT JOIN word_media a ON a.id = t.artwork_media_id`
	}
	q := `SELECT t.id, t.name, t.description, t.position, ` + art + `,
		(SELECT count(*) FROM word_media m WHERE m.` + c.column + ` = t.id) AS media_count
		FROM ` + c.table + ` t` + join
	args := []any{}
	if id != nil {
		q, args = q+` WHERE t.id = ?`, append(args, *id)
	}
	var rows []seriesRow
	err := tx.Raw(q+` ORDER BY t.position, lower(t.name), t.id`, args...).Scan(&rows).Error
	return rows, err
}

func (c collection) exists(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM `+c.table+` WHERE id = ?`, id).Scan(&n).Error
	return n > 0, err
}

func (c collection) insert(tx *gorm.DB, name, description string, artwork *int64) (int64, error) {
	var id int64
	cols, vals, args := `name, description, position`, `?, ?, (SELECT coalesce(max(position), 0) + 1 FROM `+c.table+`)`, []any{name, description}
	if c.table == series.table {
		cols, vals, args = cols+`, artwork_media_id`, vals+`, ?`, append(args, artwork)
	}
	err := tx.Raw(`INSERT INTO `+c.table+` (`+cols+`) VALUES (`+vals+`) RETURNING id`, args...).Scan(&id).Error
	return id, err
}

func (c collection) update(tx *gorm.DB, id int64, name, description string, artwork *int64) (int64, error) {
	set, args := `name = ?, description = ?`, []any{name, description}
	if c.table == series.table {
		set, args = set+`, artwork_media_id = ?`, append(args, artwork)
	}
	r := tx.Exec(`UPDATE `+c.table+` SET `+set+` WHERE id = ?`, append(args, id)...)
	return r.RowsAffected, r.Error
}

func (c collection) delete(tx *gorm.DB, id int64) (int64, error) {
	r := tx.Exec(`DELETE FROM `+c.table+` WHERE id = ?`, id)
	return r.RowsAffected, r.Error
}

func (c collection) ids(tx *gorm.DB) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM ` + c.table + ` ORDER BY position, id FOR UPDATE`).Scan(&ids).Error
	return ids, err
}

func (c collection) setPositions(tx *gorm.DB, ids []int64) error {
	for i, id := range ids {
		if err := tx.Exec(`UPDATE `+c.table+` SET position = ? WHERE id = ?`, i+1, id).Error; err != nil {
			return err
		}
	}
	return nil
}
