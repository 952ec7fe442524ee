package people

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// Custom fields (docs/people-api.md "Custom fields"): a church's own fields on people, shown on
// the profile and the person form, filtered on in the listing and chosen as export columns.

// Limits of custom fields' names and options (the others are in person).
const (
	maxFieldNameLen  = 60
	maxFieldOptionLn = 60
)

var errCustomFieldNotFound = notFound("Custom field not found")

func findCustomField(fields []person.CustomField, id int64) *person.CustomField {
	for i := range fields {
		if fields[i].ID == id {
			return &fields[i]
		}
	}
	return nil
}

func customFieldName(s string) (string, error) {
	return person.FoldedText(s, maxFieldNameLen, "Field name is required", "Field name must be at most 60 characters")
}

// fieldOptions checks the choices of a select field: 1 to 50, each 1 to 60 characters, no two alike.
func fieldOptions(kind string, opts []string) ([]string, error) {
	if kind != person.KindSelect {
		if len(opts) > 0 {
			return nil, invalid("Only a choice list has options")
		}
		return []string{}, nil
	}
	out := make([]string, 0, len(opts))
	seen := map[string]bool{}
	for _, o := range opts {
		o = strings.Join(strings.Fields(o), " ")
		switch {
		case o == "":
			continue
		case person.TooLong(o, maxFieldOptionLn):
			return nil, invalid("Options must be at most 60 characters each")
		case seen[strings.ToLower(o)]:
			return nil, invalid("Options must be different")
		}
		seen[strings.ToLower(o)] = true
		out = append(out, o)
	}
	switch {
	case len(out) == 0:
		return nil, invalid("A choice list needs at least one option")
	case len(out) > person.MaxFieldOptions:
		return nil, invalid("A choice list holds at most 50 options")
	}
	return out, nil
}

// customValues checks the customFields of a person's add or update against the church's fields:
// the values to set (typed JSON) and the field ids to clear (null or empty).
func customValues(tx *gorm.DB, in map[string]json.RawMessage, now time.Time) (map[string]any, []string, error) {
	set, unset := map[string]any{}, []string{}
	if len(in) == 0 {
		return set, unset, nil
	}
	fields, err := person.LoadCustomFields(tx)
	if err != nil {
		return nil, nil, err
	}
	for key, raw := range in {
		id, err := strconv.ParseInt(key, 10, 64)
		f := findCustomField(fields, id)
		if err != nil || f == nil {
			return nil, nil, invalid(fmt.Sprintf("Unknown custom field %q", key))
		}
		raw = bytes.TrimSpace(raw)
		if string(raw) == "null" {
			unset = append(unset, key)
			continue
		}
		v, empty, err := customValue(*f, raw, now)
		if err != nil {
			return nil, nil, err
		}
		if empty {
			unset = append(unset, key)
		} else {
			set[key] = v
		}
	}
	return set, unset, nil
}

// customValue reads one value of a field's kind; empty says "clear it".
func customValue(f person.CustomField, raw json.RawMessage, now time.Time) (any, bool, error) {
	var s string
	switch f.Kind {
	case person.KindCheckbox:
		var b bool
		if json.Unmarshal(raw, &b) != nil {
			return nil, false, invalid(f.Name + " must be true or false")
		}
		return b, false, nil
	case person.KindNumber:
		var n json.Number
		if json.Unmarshal(raw, &n) != nil {
			if json.Unmarshal(raw, &s) == nil && strings.TrimSpace(s) == "" {
				return nil, true, nil
			}
			return nil, false, invalid(f.Name + " must be a number")
		}
		v, err := n.Float64()
		if err != nil || len(n.String()) > 20 {
			return nil, false, invalid(f.Name + " must be a number")
		}
		return v, false, nil
	}
	if json.Unmarshal(raw, &s) != nil {
		return nil, false, invalid(f.Name + " must be text")
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, true, nil
	}
	switch f.Kind {
	case person.KindDate:
		t, err := time.Parse("2006-01-02", s)
		if err != nil || t.Year() < 1850 || t.Year() > now.Year()+100 {
			return nil, false, invalid(f.Name + " must be a date like 1990-12-31")
		}
		return t.Format("2006-01-02"), false, nil
	case person.KindSelect:
		for _, o := range f.Options {
			if strings.EqualFold(o, s) {
				return o, false, nil
			}
		}
		return nil, false, invalid(f.Name + " must be one of its choices")
	}
	if person.TooLong(s, person.MaxCustomText) {
		return nil, false, invalid(f.Name + " must be at most 500 characters")
	}
	return s, false, nil
}

// writeCustomValues applies checked values to a person in one statement.
func writeCustomValues(tx *gorm.DB, personID int64, set map[string]any, unset []string) error {
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
		return errPersonNotFound
	}
	return res.Error
}

// customFilter is the listing's "custom field = value" condition. The value comes as text (URL,
// form); it matches a stored string, and a stored number or boolean when it reads as one.
func customFilter(fieldID int64, value string) (string, []any, error) {
	value = strings.TrimSpace(value)
	if value == "" {
		return "", nil, invalid("Choose a value for the custom field")
	}
	if person.TooLong(value, person.MaxCustomText) {
		return "", nil, invalid("The custom field value is too long")
	}
	key := strconv.FormatInt(fieldID, 10)
	asText, _ := json.Marshal(map[string]any{key: value})
	typed := map[string]any{key: value}
	switch strings.ToLower(value) {
	case "true", "yes":
		typed[key] = true
	case "false", "no":
		typed[key] = false
	default:
		if n, err := strconv.ParseFloat(value, 64); err == nil {
			typed[key] = n
		}
	}
	asTyped, _ := json.Marshal(typed)
	return "(p.custom @> ?::jsonb OR p.custom @> ?::jsonb)", []any{string(asText), string(asTyped)}, nil
}

// CustomFieldsList is POST /api/people/custom-fields/list.
func (h Handler) CustomFieldsList(c *gin.Context, req httpx.ClientContext) {
	var out []person.CustomField
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		out, err = person.LoadCustomFields(tx)
		return err
	})
	respond(c, err, "Custom fields", gin.H{"items": out})
}

type customFieldAddRequest struct {
	httpx.ClientContext
	Name    string   `json:"name"`
	Kind    string   `json:"kind"`
	Options []string `json:"options"`
}

// CustomFieldsAdd is POST /api/people/custom-fields/add: the new field goes last.
func (h Handler) CustomFieldsAdd(c *gin.Context, req customFieldAddRequest) {
	name, err := customFieldName(req.Name)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	switch req.Kind {
	case person.KindText, person.KindNumber, person.KindDate, person.KindSelect, person.KindCheckbox:
	default:
		httpx.Fail(c, invalid("Type must be text, number, date, select or checkbox"))
		return
	}
	opts, err := fieldOptions(req.Kind, req.Options)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	raw, _ := json.Marshal(opts)
	var out *person.CustomField
	err = h.run(c, func(tx *gorm.DB) error {
		if err := tx.Exec(`LOCK TABLE custom_fields IN SHARE ROW EXCLUSIVE MODE`).Error; err != nil {
			return err
		}
		var n int64
		if err := tx.Raw(`SELECT count(*) FROM custom_fields`).Scan(&n).Error; err != nil {
			return err
		}
		if n >= person.MaxCustomFields {
			return conflict("A church can have at most 50 custom fields")
		}
		var id int64
		if err := tx.Raw(`INSERT INTO custom_fields (name, kind, options, position)
			VALUES (?, ?, ?::jsonb, (SELECT COALESCE(max(position), -1) + 1 FROM custom_fields)) RETURNING id`, name, req.Kind, string(raw)).Scan(&id).Error; err != nil {
			return err
		}
		fields, err := person.LoadCustomFields(tx)
		out = findCustomField(fields, id)
		return err
	})
	created(c, err, "Custom field added", out)
}

type customFieldUpdateRequest struct {
	httpx.ClientContext
	ID      int64     `json:"id"`
	Name    *string   `json:"name"`
	Options *[]string `json:"options"`
}

// CustomFieldsUpdate is POST /api/people/custom-fields/update: rename, or change a choice list's
// options. A removed option is cleared from the people who had it. The kind never changes.
func (h Handler) CustomFieldsUpdate(c *gin.Context, req customFieldUpdateRequest) {
	var out *person.CustomField
	err := h.run(c, func(tx *gorm.DB) error {
		fields, err := person.LoadCustomFields(tx)
		if err != nil {
			return err
		}
		f := findCustomField(fields, req.ID)
		if f == nil {
			return errCustomFieldNotFound
		}
		if req.Name != nil {
			name, err := customFieldName(*req.Name)
			if err != nil {
				return err
			}
			if err := tx.Exec(`UPDATE custom_fields SET name = ? WHERE id = ?`, name, f.ID).Error; err != nil {
				return err
			}
		}
		if req.Options != nil {
			opts, err := fieldOptions(f.Kind, *req.Options)
			if err != nil {
				return err
			}
			raw, _ := json.Marshal(opts)
			if err := tx.Exec(`UPDATE custom_fields SET options = ?::jsonb WHERE id = ?`, string(raw), f.ID).Error; err != nil {
				return err
			}
			// People holding a choice that is gone lose it (a renamed choice is a new one).
			key := strconv.FormatInt(f.ID, 10)
			if err := tx.Exec(`UPDATE people SET custom = custom - ?::text WHERE custom -> ?::text IS NOT NULL AND NOT (?::jsonb @> (custom -> ?::text))`,
				key, key, string(raw), key).Error; err != nil {
				return err
			}
		}
		fields, err = person.LoadCustomFields(tx)
		out = findCustomField(fields, req.ID)
		return err
	})
	respond(c, err, "Custom field updated", out)
}

// CustomFieldsDelete is POST /api/people/custom-fields/delete: the field and every value of it.
func (h Handler) CustomFieldsDelete(c *gin.Context, req idRequest) {
	h.deleteRow(c, req, "custom_fields", errCustomFieldNotFound, "Custom field deleted", func(tx *gorm.DB, id int64) error {
		key := strconv.FormatInt(id, 10)
		return tx.Exec(`UPDATE people SET custom = custom - ?::text WHERE custom -> ?::text IS NOT NULL`, key, key).Error
	})
}

type customFieldsReorderRequest struct {
	httpx.ClientContext
	IDs []int64 `json:"ids"`
}

// CustomFieldsReorder is POST /api/people/custom-fields/reorder: {ids} in their new order, every
// field once.
func (h Handler) CustomFieldsReorder(c *gin.Context, req customFieldsReorderRequest) {
	var out []person.CustomField
	err := h.run(c, func(tx *gorm.DB) error {
		fields, err := person.LoadCustomFields(tx)
		if err != nil {
			return err
		}
		seen := map[int64]bool{}
		for _, id := range req.IDs {
			if findCustomField(fields, id) == nil || seen[id] {
				return invalid("List every custom field once")
			}
			seen[id] = true
		}
		if len(seen) != len(fields) {
			return invalid("List every custom field once")
		}
		raw, _ := json.Marshal(req.IDs)
		if err := tx.Exec(`UPDATE custom_fields f SET position = o.n - 1
			FROM jsonb_array_elements_text(?::jsonb) WITH ORDINALITY AS o(id, n) WHERE f.id = o.id::bigint`, string(raw)).Error; err != nil {
			return err
		}
		out, err = person.LoadCustomFields(tx)
		return err
	})
	respond(c, err, "Custom fields reordered", gin.H{"items": out})
}
