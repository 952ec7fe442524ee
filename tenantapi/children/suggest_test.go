package children_test

import (
	"context"
	"testing"

	"gorm.io/gorm"

	"congregate/tenantapi/children/classrooms"
	pt "congregate/tenantapi/tenanttest"
)

// Suggest (check-in's classroom for a child): by age in months on the day, a grade's room before an
// age-only room, inactive rooms and rooms without a range never.
func TestSuggest(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	add := func(body map[string]any) int64 {
		return id(t, e.Post(e.Alpha, "/api/children/classrooms/add", ann, body))
	}
	add(map[string]any{"name": "Anyone"})
	lambs := add(map[string]any{"name": "Lambs", "minAgeMonths": 0, "maxAgeMonths": 23})
	cubs := add(map[string]any{"name": "Cubs", "minAgeMonths": 24, "maxAgeMonths": 71})
	first := add(map[string]any{"name": "First", "minGrade": 1, "maxGrade": 1})
	closed := add(map[string]any{"name": "Closed", "minAgeMonths": 72, "maxAgeMonths": 120})
	e.Post(e.Alpha, "/api/children/classrooms/active", ann, map[string]any{"id": closed, "active": false})

	str := func(s string) *string { return &s }
	one := 1
	for _, c := range []struct {
		name  string
		birth *string
		grade *int
		want  int64
	}{
		{"a baby of 23 months", str("2024-06-16"), nil, lambs},
		{"a child of 2 the day of the birthday", str("2024-05-15"), nil, cubs},
		{"a child of 5 in grade 1", str("2021-02-01"), &one, first},
		{"a child of 8 (closed room)", str("2018-01-01"), nil, 0},
		{"no birth date, no grade", nil, nil, 0},
		{"a birth date after today", str("2027-01-01"), nil, 0},
	} {
		var got *classrooms.Classroom
		err := e.App.Tenants.RunFor(context.Background(), e.Alpha, func(tx *gorm.DB) (err error) {
			got, err = classrooms.Suggest(tx, c.birth, c.grade, "2026-05-15")
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case c.want == 0 && got != nil:
			t.Errorf("%s: %s, want none", c.name, got.Name)
		case c.want != 0 && (got == nil || got.ID != c.want):
			t.Errorf("%s: %+v, want %d", c.name, got, c.want)
		}
	}
}
