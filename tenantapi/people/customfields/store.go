package customfields

import (
	"encoding/json"
	"strconv"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
)

// The SQL of custom fields: the only file of the package that names tables. The definitions are
// read by person.LoadCustomFields (the import reads them too, without HTTP); the values are the
// people.custom column, an object by field id.

// load is one field, or errNotFound.
func load(tx *gorm.DB, id int64) (*person.CustomField, error) {
	fields, err := person.LoadCustomFields(tx)
	if err != nil {
		return nil, err
	}
	if f := Find(fields, id); f != nil {
		return f, nil
	}
	return nil, errNotFound
}

// lockCount counts the fields, holding off other adds until the transaction ends (the limit).
func lockCount(tx *gorm.DB) (int64, error) {
	if err := tx.Exec(`LOCK TABLE custom_fields IN SHARE ROW EXCLUSIVE MODE`).Error; err != nil {
		return 0, err
	}
	var n int64
	err := tx.Raw(`SELECT count(*) FROM custom_fields`).Scan(&n).Error
	return n, err
}

// insert adds a field after the others.
func insert(tx *gorm.DB, name, kind string, opts []string) (int64, error) {
	raw, err := json.Marshal(opts)
	if err != nil {
		return 0, err
	}
	var id int64
	err = tx.Raw(`INSERT INTO custom_fields (name, kind, options, position)
		VALUES (?, ?, ?::jsonb, (SELECT COALESCE(max(position), -1) + 1 FROM custom_fields)) RETURNING id`, name, kind, string(raw)).Scan(&id).Error
	return id, err
}

func rename(tx *gorm.DB, id int64, name string) error {
	return tx.Exec(`UPDATE custom_fields SET name = ? WHERE id = ?`, name, id).Error
}

func setOptions(tx *gorm.DB, id int64, opts []string) error {
	raw, err := json.Marshal(opts)
	if err != nil {
		return err
	}
	return tx.Exec(`UPDATE custom_fields SET options = ?::jsonb WHERE id = ?`, string(raw), id).Error
}

func remove(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "custom_fields", id, errNotFound)
}

// reorder numbers the fields 0, 1, ... in the order of ids.
func reorder(tx *gorm.DB, ids []int64) error {
	return tx.Exec(`UPDATE custom_fields f SET position = o.n - 1
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) WHERE f.id = o.id`, db.Int64Array(ids)).Error
}

// clearValues removes every person's value of a field.
func clearValues(tx *gorm.DB, id int64) error {
	key := strconv.FormatInt(id, 10)
	return tx.Exec(`UPDATE people SET custom = custom - ?::text WHERE custom -> ?::text IS NOT NULL`, key, key).Error
}

// clearValuesNotIn removes a choice field's values that are not among opts.
func clearValuesNotIn(tx *gorm.DB, id int64, opts []string) error {
	raw, err := json.Marshal(opts)
	if err != nil {
		return err
	}
	key := strconv.FormatInt(id, 10)
	return tx.Exec(`UPDATE people SET custom = custom - ?::text WHERE custom -> ?::text IS NOT NULL AND NOT (?::jsonb @> (custom -> ?::text))`,
		key, key, string(raw), key).Error
}

// Write applies checked values (Values) to a live person in one statement: person.ErrNotFound
// when there is none.
func Write(tx *gorm.DB, personID int64, set map[string]any, unset []string) error {
	if len(set) == 0 && len(unset) == 0 {
		return nil
	}
	s, err := json.Marshal(set)
	if err != nil {
		return err
	}
	u, err := json.Marshal(unset)
	if err != nil {
		return err
	}
	res := tx.Exec(`UPDATE people SET custom = (custom - ARRAY(SELECT jsonb_array_elements_text(?::jsonb))) || ?::jsonb, updated_at = now()
		WHERE id = ? AND merged_into_id IS NULL`, string(u), string(s), personID)
	if res.Error == nil && res.RowsAffected == 0 {
		return person.ErrNotFound
	}
	return res.Error
}

// Filter is the people list's "custom field = value" condition over people p: query.CustomField,
// kept here for the callers that name it after custom fields.
func Filter(fieldID int64, value string) (string, []any, error) {
	return query.CustomField(fieldID, value)
}
