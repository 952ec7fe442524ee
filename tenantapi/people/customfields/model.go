// Package customfields is a church's own fields on people (docs/people-api.md "Custom fields"):
// their definitions (a name, a kind, a choice list's options, an order), shown on the profile and
// the person form, filtered on in the people list and chosen as export columns. A definition is a
// person.CustomField (the import reads them too); a person's values live in people.custom by field
// id, checked here (Values) and written here (Write) inside the person form's own transaction.
package customfields

import (
	"fmt"
	"strconv"
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// Limits of a field's name and of each option (the others are in person).
const (
	MaxNameLength   = 60
	MaxOptionLength = 60
)

var (
	errNotFound  = fault.E(fault.NotFound, "Custom field not found")
	errTooMany   = fault.E(fault.Conflict, "A church can have at most 50 custom fields")
	errEveryOnce = fault.E(fault.Invalid, "List every custom field once")
	errKind      = fault.E(fault.Invalid, "Type must be text, number, date, select or checkbox")
)

// List answers custom-fields/list and reorder: the church's fields in their order.
type List struct {
	Items []person.CustomField `json:"items"`
}

// Deleted names the deleted field.
type Deleted struct {
	ID int64 `json:"id"`
}

// Find is the field with the id among fields, or nil.
func Find(fields []person.CustomField, id int64) *person.CustomField {
	for i := range fields {
		if fields[i].ID == id {
			return &fields[i]
		}
	}
	return nil
}

// Format writes a stored value as people read it (the export's cells): checkboxes as Yes/No,
// numbers without a trailing ".0", nothing for no value.
func Format(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case bool:
		if v {
			return "Yes"
		}
		return "No"
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	default:
		return fmt.Sprint(v)
	}
}

// Requests. Flat structs (only ClientContext embedded): the console reads "Field id must be a
// number", not a Go type name.

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type addRequest struct {
	httpx.ClientContext
	Name    string   `json:"name"`
	Kind    string   `json:"kind" enum:"text,number,date,select,checkbox"`
	Options []string `json:"options"`
}

func (r *addRequest) Validate() (err error) {
	if r.Name, err = fieldName(r.Name); err != nil {
		return err
	}
	switch r.Kind {
	case person.KindText, person.KindNumber, person.KindDate, person.KindSelect, person.KindCheckbox:
	default:
		return errKind
	}
	r.Options, err = fieldOptions(r.Kind, r.Options)
	return err
}

// updateRequest renames a field or changes a choice list's options; null or absent leaves either
// as it is. Both are checked against the stored field (its kind), so a missing field answers 404
// before a bad name.
type updateRequest struct {
	httpx.ClientContext
	ID      int64     `json:"id"`
	Name    *string   `json:"name"`
	Options *[]string `json:"options"`
}

type reorderRequest struct {
	httpx.ClientContext
	IDs []int64 `json:"ids"`
}

func fieldName(s string) (string, error) {
	return person.FoldedText(s, MaxNameLength, "Field name is required", "Field name must be at most 60 characters")
}

// fieldOptions checks the choices of a select field: 1 to 50, each 1 to 60 characters, no two
// alike; blank ones are dropped. Other kinds have none.
func fieldOptions(kind string, opts []string) ([]string, error) {
	if kind != person.KindSelect {
		if len(opts) > 0 {
			return nil, fault.E(fault.Invalid, "Only a choice list has options")
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
		case person.TooLong(o, MaxOptionLength):
			return nil, fault.E(fault.Invalid, "Options must be at most 60 characters each")
		case seen[strings.ToLower(o)]:
			return nil, fault.E(fault.Invalid, "Options must be different")
		}
		seen[strings.ToLower(o)] = true
		out = append(out, o)
	}
	switch {
	case len(out) == 0:
		return nil, fault.E(fault.Invalid, "A choice list needs at least one option")
	case len(out) > person.MaxFieldOptions:
		return nil, fault.E(fault.Invalid, "A choice list holds at most 50 options")
	}
	return out, nil
}
