package person

import (
	"encoding/json"

	"gorm.io/gorm"
)

// Custom field kinds.
const (
	KindText     = "text"
	KindNumber   = "number"
	KindDate     = "date"
	KindSelect   = "select"
	KindCheckbox = "checkbox"
)

// Limits of custom fields.
const (
	MaxCustomFields = 50
	MaxFieldOptions = 50
	MaxCustomText   = 500
)

// CustomField is a church's own field on people.
type CustomField struct {
	ID       int64    `json:"id"`
	Name     string   `json:"name"`
	Kind     string   `json:"kind" enum:"text,number,date,select,checkbox"`
	Options  []string `json:"options"`
	Position int      `json:"position"`
}

// LoadCustomFields reads the church's custom fields in their order.
func LoadCustomFields(tx *gorm.DB) ([]CustomField, error) {
	var rows []struct {
		ID       int64
		Name     string
		Kind     string
		Options  []byte
		Position int
	}
	if err := tx.Raw(`SELECT id, name, kind, options, position FROM custom_fields ORDER BY position, id`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]CustomField, 0, len(rows))
	for _, r := range rows {
		f := CustomField{ID: r.ID, Name: r.Name, Kind: r.Kind, Position: r.Position, Options: []string{}}
		if err := json.Unmarshal(r.Options, &f.Options); err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}
