package query_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/query"
)

func TestCheckUsesTheListingsRules(t *testing.T) {
	now := time.Date(2026, 6, 15, 0, 0, 0, 0, time.UTC)
	var asked []any
	custom := func(id int64, v string) (string, []any, error) {
		asked = append(asked, id, v)
		if v == "" {
			return "", nil, fault.E(fault.Invalid, "Choose a value")
		}
		return "custom", nil, nil
	}
	for q, want := range map[query.ListQuery]string{
		{Status: "gone"}:                      "Status must be active, inactive or all",
		{Gender: "x"}:                         "Gender must be male, female or unknown",
		{AgeBand: "7-9"}:                      "Unknown age band",
		{SortDir: "up"}:                       "sortDir must be asc or desc",
		{CustomFieldID: 3}:                    "Choose a value",
		{Q: "ok " + strings.Repeat("z", 101)}: "The search is too long",
	} {
		err := q.Check(now, custom)
		var f *fault.Error
		if !errors.As(err, &f) || f.Kind != fault.Invalid || f.Message != want {
			t.Errorf("%+v: %v, want %q", q, err, want)
		}
	}
	if len(asked) != 2 || asked[0] != int64(3) {
		t.Fatalf("custom filter asked %v", asked)
	}

	where, args, err := query.ListQuery{AgeBand: "18-29", Status: "all", CustomFieldID: 4, CustomValue: "yes"}.Where(now, custom)
	if err != nil || where != "p.merged_into_id IS NULL AND custom AND (p.birth_date > ? AND p.birth_date <= ?)" ||
		args[0] != "1996-06-15" || args[1] != "2008-06-15" {
		t.Fatalf("where %q %v %v", where, args, err)
	}
	if order, _ := (query.ListQuery{SortBy: "age", SortDir: "desc"}).OrderBy(); order != "p.birth_date ASC NULLS LAST, p.id DESC" {
		t.Fatalf("order %q", order)
	}
	if !(query.ListQuery{Status: "inactive", Q: "  "}).StatusOnly() || (query.ListQuery{GroupID: 1}).StatusOnly() {
		t.Fatal("StatusOnly")
	}
}
