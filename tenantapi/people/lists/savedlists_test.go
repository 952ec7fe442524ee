package lists_test

import (
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func TestSavedLists(t *testing.T) {
	e := pt.New(t)
	pat := e.Login(e.Alpha, "people@alpha.test")
	ann := e.Login(e.Alpha, "admin@alpha.test")

	add := func(tok string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/people/saved-lists/add", tok, body)
	}
	pt.Expect(t, add(pat, map[string]any{"name": "  ", "filters": map[string]any{}}), 400, "List name is required")
	pt.Expect(t, add(pat, map[string]any{"name": strings.Repeat("x", 61)}), 400, "List name must be at most 60 characters")
	pt.Expect(t, add(pat, map[string]any{"name": "Bad", "filters": map[string]any{"gender": "other"}}), 400, "Gender must be male, female or unknown")
	pt.Expect(t, add(pat, map[string]any{"name": "Bad", "filters": map[string]any{"sortBy": "salary"}}), 400, "")
	pt.Expect(t, add(pat, map[string]any{"name": "Bad", "filters": map[string]any{"shoeSize": 9}}), 400, "")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM saved_lists`); n != 0 {
		t.Fatalf("%d lists written by refused calls", n)
	}

	r := add(pat, map[string]any{"name": "Young  women", "filters": map[string]any{"gender": "female", "ageBand": "18-29", "q": "  Zoe "}})
	pt.Expect(t, r, 201, "List saved")
	var l struct {
		ID        int64
		Name      string
		CreatedBy string
		Filters   map[string]any
	}
	r.Decode(t, &l)
	if l.Name != "Young women" || l.CreatedBy != "Pat People" || l.Filters["gender"] != "female" || l.Filters["q"] != "Zoe" || l.Filters["status"] != nil {
		t.Fatalf("saved: %+v", l)
	}
	// Names are unique ignoring case; lists are shared with every staff member.
	pt.Expect(t, add(ann, map[string]any{"name": "YOUNG WOMEN"}), 409, "A saved list with this name already exists")
	pt.Expect(t, add(ann, map[string]any{"name": "Everyone, inactive too", "filters": map[string]any{"status": "all"}}), 201, "")
	var ls struct {
		Items []struct {
			ID   int64
			Name string
		}
	}
	e.Post(e.Alpha, "/api/people/saved-lists/list", ann, nil).Decode(t, &ls)
	if len(ls.Items) != 2 || ls.Items[0].Name != "Everyone, inactive too" || ls.Items[1].ID != l.ID {
		t.Fatalf("lists: %+v", ls.Items)
	}

	// Rename; replace the filters; the old filters are gone.
	r = e.Post(e.Alpha, "/api/people/saved-lists/update", pat, map[string]any{"id": l.ID, "name": "Young adults"})
	pt.Expect(t, r, 200, "Saved list updated")
	r = e.Post(e.Alpha, "/api/people/saved-lists/update", pat, map[string]any{"id": l.ID, "filters": map[string]any{"ageBand": "18-29"}})
	l.Filters = nil
	r.Decode(t, &l)
	if l.Name != "Young adults" || l.Filters["gender"] != nil || l.Filters["ageBand"] != "18-29" {
		t.Fatalf("updated: %+v", l)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/update", pat, map[string]any{"id": l.ID, "name": "Everyone, inactive too"}), 409,
		"A saved list with this name already exists")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/update", pat, map[string]any{"id": 9999, "name": "Nope"}), 404, "Saved list not found")

	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/delete", pat, map[string]any{"id": l.ID}), 200, "Saved list deleted")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/delete", pat, map[string]any{"id": l.ID}), 404, "Saved list not found")
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/list", fin, nil), 403, "You don't have permission to access this page")
}

func TestSavedListRules(t *testing.T) {
	e := pt.New(t)
	pat := e.Login(e.Alpha, "people@alpha.test")
	add := func(body map[string]any) pt.Resp { return e.Post(e.Alpha, "/api/people/saved-lists/add", pat, body) }

	// The custom-field filter is checked with the listing's rule too.
	pt.Expect(t, add(map[string]any{"name": "Choir", "filters": map[string]any{"customFieldId": 7}}), 400, "Choose a value for the custom field")
	pt.Expect(t, add(map[string]any{"name": "Choir", "filters": map[string]any{"status": "gone"}}), 400, "Status must be active, inactive or all")
	pt.Expect(t, add(map[string]any{"name": "Choir", "filters": map[string]any{"ageBand": "7-9"}}), 400, "Unknown age band")
	pt.Expect(t, add(map[string]any{"name": "Choir", "filters": map[string]any{"q": strings.Repeat("z", 101)}}), 400, "The search is too long")
	r := add(map[string]any{"name": "Choir", "filters": map[string]any{"customFieldId": 7, "customValue": "yes"}})
	pt.Expect(t, r, 201, "List saved")
	var l struct {
		ID      int64
		Name    string
		Filters map[string]any
	}
	r.Decode(t, &l)
	if l.Filters["customFieldId"] != float64(7) || l.Filters["customValue"] != "yes" {
		t.Fatalf("custom filters: %+v", l)
	}

	// A null name or no filters leave them as they are; refused filters change nothing.
	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/update", pat, map[string]any{"id": l.ID, "name": nil}), 200, "Saved list updated")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/update", pat, map[string]any{"id": l.ID, "name": "Other", "filters": map[string]any{"gender": "x"}}), 400,
		"Gender must be male, female or unknown")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/update", pat, map[string]any{"id": l.ID, "name": " "}), 400, "List name is required")
	e.Post(e.Alpha, "/api/people/saved-lists/update", pat, map[string]any{"id": l.ID}).Decode(t, &l)
	if l.Name != "Choir" || l.Filters["customValue"] != "yes" {
		t.Fatalf("unchanged: %+v", l)
	}

	// Another church's lists are its own.
	ben := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/people/saved-lists/update", ben, map[string]any{"id": l.ID, "name": "Mine"}), 404, "Saved list not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/people/saved-lists/delete", ben, map[string]any{"id": l.ID}), 404, "Saved list not found")
	var theirs struct{ Items []any }
	e.Post(e.Bravo, "/api/people/saved-lists/list", ben, nil).Decode(t, &theirs)
	if len(theirs.Items) != 0 {
		t.Fatalf("bravo sees alpha's lists: %+v", theirs)
	}

	// At most 200 lists a church.
	e.Exec(e.Alpha, `INSERT INTO saved_lists (name) SELECT 'List ' || n FROM generate_series(1, 199) n`)
	pt.Expect(t, add(map[string]any{"name": "One too many"}), 409, "A church can keep at most 200 saved lists: delete one first")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/saved-lists/delete", pat, map[string]any{"id": l.ID}), 200, "Saved list deleted")
	pt.Expect(t, add(map[string]any{"name": "One too many"}), 201, "List saved")
}
