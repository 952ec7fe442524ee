package keywords

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

const keywordCols = `k.id, k.keyword, k.reply, k.contact_group_id, coalesce(g.name, '') AS contact_group_name, k.active, k.matches`
const keywordFrom = `smart_keywords k LEFT JOIN contact_groups g ON g.id = k.contact_group_id`

func list(tx *gorm.DB, search string, limit, offset int) ([]Keyword, int64, error) {
	where, args := `true`, []any{}
	if search != "" {
		where, args = `k.keyword LIKE ? || '%'`, []any{search}
	}
	return db.Page[Keyword](tx, keywordCols, keywordFrom, where, args, `k.keyword`, limit, offset)
}

func load(tx *gorm.DB, id int64) (*Keyword, error) {
	return db.One[Keyword](tx, keywordCols, keywordFrom, `k.id`, id, errNotFound)
}

func groupExists(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM contact_groups WHERE id = ?`, id).Scan(&n).Error
	return n == 1, err
}

func insert(tx *gorm.DB, f keywordFields) (int64, error) {
	return db.Insert(tx, "smart_keywords", []db.Column{{Name: "keyword", Value: f.Keyword}, {Name: "reply", Value: f.Reply},
		{Name: "contact_group_id", Value: f.ContactGroupID}, {Name: "active", Value: *f.Active}})
}

func update(tx *gorm.DB, id int64, f keywordFields) error {
	return db.Update(tx, "smart_keywords", id, []db.Column{{Name: "keyword", Value: f.Keyword}, {Name: "reply", Value: f.Reply},
		{Name: "contact_group_id", Value: f.ContactGroupID}, {Name: "active", Value: *f.Active}, {Name: "updated_at", Value: gorm.Expr("now()")}}, errNotFound)
}

func remove(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "smart_keywords", id, errNotFound)
}
