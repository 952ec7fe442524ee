package customfields

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/person"
)

// Service holds the rules of the field definitions: at most 50 fields, names unique, a kind that
// never changes, an order that lists every field once. Every call is one transaction in the
// church's schema.
type Service struct {
	Tenants *db.Tenants
}

var constraints = db.Constraints{
	"custom_fields_name_key": fault.E(fault.Conflict, "A field with this name already exists"),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// List is the church's fields in their order.
func (s *Service) List(ctx context.Context) (List, error) {
	var out List
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = person.LoadCustomFields(tx)
		return err
	})
	return out, err
}

// Add makes a field (its request checked); it goes last.
func (s *Service) Add(ctx context.Context, r addRequest) (out *person.CustomField, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		n, err := lockCount(tx)
		if err != nil {
			return err
		}
		if n >= person.MaxCustomFields {
			return errTooMany
		}
		id, err := insert(tx, r.Name, r.Kind, r.Options)
		if err != nil {
			return err
		}
		out, err = load(tx, id)
		return err
	})
	return out, err
}

// Update renames a field or changes a choice list's options. A choice no longer offered is cleared
// from the people who held it (a renamed choice is a new one).
func (s *Service) Update(ctx context.Context, r updateRequest) (out *person.CustomField, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		f, err := load(tx, r.ID)
		if err != nil {
			return err
		}
		if r.Name != nil {
			name, err := fieldName(*r.Name)
			if err != nil {
				return err
			}
			if err := rename(tx, f.ID, name); err != nil {
				return err
			}
		}
		if r.Options != nil {
			opts, err := fieldOptions(f.Kind, *r.Options)
			if err != nil {
				return err
			}
			if err := setOptions(tx, f.ID, opts); err != nil {
				return err
			}
			// Only a choice list's values are choices: another kind's values stay.
			if f.Kind == person.KindSelect {
				if err := clearValuesNotIn(tx, f.ID, opts); err != nil {
					return err
				}
			}
		}
		out, err = load(tx, r.ID)
		return err
	})
	return out, err
}

// Delete deletes a field and every person's value of it.
func (s *Service) Delete(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		if err := remove(tx, id); err != nil {
			return err
		}
		return clearValues(tx, id)
	})
}

// Reorder puts the fields in the order of ids, which names every field once.
func (s *Service) Reorder(ctx context.Context, ids []int64) (out List, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		fields, err := person.LoadCustomFields(tx)
		if err != nil {
			return err
		}
		seen := map[int64]bool{}
		for _, id := range ids {
			if Find(fields, id) == nil || seen[id] {
				return errEveryOnce
			}
			seen[id] = true
		}
		if len(seen) != len(fields) {
			return errEveryOnce
		}
		if err := reorder(tx, ids); err != nil {
			return err
		}
		out.Items, err = person.LoadCustomFields(tx)
		return err
	})
	return out, err
}

// Values checks the customFields of a person's add or update against the church's fields: the
// values to set (typed JSON) and the field ids to clear (null or empty). The person form calls it
// inside its own transaction and passes the result to Write.
func Values(tx *gorm.DB, in map[string]json.RawMessage, now time.Time) (set map[string]any, unset []string, err error) {
	set, unset = map[string]any{}, []string{}
	if len(in) == 0 {
		return set, unset, nil
	}
	fields, err := person.LoadCustomFields(tx)
	if err != nil {
		return nil, nil, err
	}
	for key, raw := range in {
		id, err := strconv.ParseInt(key, 10, 64)
		f := Find(fields, id)
		if err != nil || f == nil {
			return nil, nil, fault.E(fault.Invalid, fmt.Sprintf("Unknown custom field %q", key))
		}
		raw = bytes.TrimSpace(raw)
		if string(raw) == "null" {
			unset = append(unset, key)
			continue
		}
		v, empty, err := value(*f, raw, now)
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

// value reads one value of a field's kind; empty says "clear it".
func value(f person.CustomField, raw json.RawMessage, now time.Time) (any, bool, error) {
	bad := func(rule string) error { return fault.E(fault.Invalid, f.Name+" must be "+rule) }
	var s string
	switch f.Kind {
	case person.KindCheckbox:
		var b bool
		if json.Unmarshal(raw, &b) != nil {
			return nil, false, bad("true or false")
		}
		return b, false, nil
	case person.KindNumber:
		var n json.Number
		if json.Unmarshal(raw, &n) != nil {
			if json.Unmarshal(raw, &s) == nil && strings.TrimSpace(s) == "" {
				return nil, true, nil
			}
			return nil, false, bad("a number")
		}
		v, err := n.Float64()
		if err != nil || len(n.String()) > 20 {
			return nil, false, bad("a number")
		}
		return v, false, nil
	}
	if json.Unmarshal(raw, &s) != nil {
		return nil, false, bad("text")
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, true, nil
	}
	switch f.Kind {
	case person.KindDate:
		t, err := time.Parse("2006-01-02", s)
		if err != nil || t.Year() < 1850 || t.Year() > now.Year()+100 {
			return nil, false, bad("a date like 1990-12-31")
		}
		return t.Format("2006-01-02"), false, nil
	case person.KindSelect:
		for _, o := range f.Options {
			if strings.EqualFold(o, s) {
				return o, false, nil
			}
		}
		return nil, false, bad("one of its choices")
	}
	if person.TooLong(s, person.MaxCustomText) {
		return nil, false, bad("at most 500 characters")
	}
	return s, false, nil
}
