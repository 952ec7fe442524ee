package children_test

import (
	"strconv"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func id(t *testing.T, r pt.Resp) int64 {
	t.Helper()
	var v struct{ ID int64 }
	r.Decode(t, &v)
	return v.ID
}

// Categories and classrooms: every rule and message of the contract, the spec's toasts, the
// order, the audit, and another church's ids.
func TestCategoriesAndClassrooms(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	ben := e.Login(e.Bravo, "admin@bravo.test")
	post := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/children/"+path, ann, body)
	}

	pt.Expect(t, post("categories/add", map[string]any{"name": "  "}), 400, "Enter a category name")
	nursery := id(t, post("categories/add", map[string]any{"name": "Nursery"}))
	r := post("categories/add", map[string]any{"name": "Elementary"})
	pt.Expect(t, r, 201, "Category added")
	elem := id(t, r)
	pt.Expect(t, post("categories/add", map[string]any{"name": "nursery"}), 409, "A category with this name already exists")
	pt.Expect(t, post("categories/rename", map[string]any{"id": elem, "name": "NURSERY"}), 409, "A category with this name already exists")
	pt.Expect(t, post("categories/rename", map[string]any{"id": elem, "name": "Grade school"}), 200, "Category renamed")
	pt.Expect(t, post("categories/rename", map[string]any{"id": 99999, "name": "X"}), 404, "Category not found")
	pt.Expect(t, post("categories/reposition", map[string]any{"ids": []int64{elem}}), 400, "Send every category once in its new order")
	r = post("categories/reposition", map[string]any{"ids": []int64{elem, nursery}})
	pt.Expect(t, r, 200, "Categories reordered")
	var cats struct{ Items []struct{ ID int64 } }
	r.Decode(t, &cats)
	if len(cats.Items) != 2 || cats.Items[0].ID != elem {
		t.Fatalf("order: %+v", cats)
	}

	// Classrooms' rules.
	room := func(extra map[string]any) map[string]any {
		b := map[string]any{"name": "Cubs", "categoryId": nursery, "minAgeMonths": 0, "maxAgeMonths": 23, "capacity": 12, "ratio": 4}
		for k, v := range extra {
			b[k] = v
		}
		return b
	}
	for _, c := range []struct {
		extra map[string]any
		msg   string
	}{
		{map[string]any{"name": " "}, "Enter a classroom name"},
		{map[string]any{"minAgeMonths": 24, "maxAgeMonths": 12}, "The youngest age must not be above the oldest"},
		{map[string]any{"minGrade": 3, "maxGrade": 1}, "The lowest grade must not be above the highest"},
		{map[string]any{"capacity": 1001}, "Capacity is 0 (no limit) to 1,000"},
		{map[string]any{"capacity": -1}, "Capacity is 0 (no limit) to 1,000"},
		{map[string]any{"ratio": 101}, "Ratio is 0 (none) to 100 children per adult"},
	} {
		pt.Expect(t, post("classrooms/add", room(c.extra)), 400, c.msg)
	}
	pt.Expect(t, post("classrooms/add", room(map[string]any{"categoryId": 99999})), 404, "Category not found")
	r = post("classrooms/add", room(nil))
	pt.Expect(t, r, 201, "Classroom added")
	cubs := id(t, r)
	pt.Expect(t, post("classrooms/add", room(map[string]any{"name": "CUBS"})), 409, "A classroom with this name already exists")
	first := id(t, post("classrooms/add", map[string]any{"name": "First grade", "categoryId": elem, "minGrade": 1, "maxGrade": 1}))
	pt.Expect(t, post("classrooms/update", map[string]any{"id": 99999, "name": "X"}), 404, "Classroom not found")
	r = post("classrooms/update", room(map[string]any{"id": cubs, "name": "Cubs room", "capacity": 10}))
	pt.Expect(t, r, 200, "Classroom updated")
	var c struct {
		Name         string
		CategoryName string
		Capacity     int
		Ratio        int
	}
	r.Decode(t, &c)
	if c.Name != "Cubs room" || c.CategoryName != "Nursery" || c.Capacity != 10 || c.Ratio != 4 {
		t.Fatalf("updated: %+v", c)
	}
	pt.Expect(t, post("classrooms/active", map[string]any{"id": first, "active": false}), 200, "Classroom updated")
	var list struct{ Items []struct{ ID int64 } }
	post("classrooms/list", nil).Decode(t, &list)
	if len(list.Items) != 1 || list.Items[0].ID != cubs {
		t.Fatalf("active classrooms: %+v", list)
	}
	post("classrooms/list", map[string]any{"includeInactive": true, "categoryId": elem}).Decode(t, &list)
	if len(list.Items) != 1 || list.Items[0].ID != first {
		t.Fatalf("grade school's classrooms: %+v", list)
	}

	// A category with classrooms stays.
	pt.Expect(t, post("categories/delete", map[string]any{"id": elem}), 409, "This category has classrooms; move or delete them first")
	pt.Expect(t, post("classrooms/delete", map[string]any{"id": first}), 200, "Classroom deleted")
	pt.Expect(t, post("classrooms/delete", map[string]any{"id": first}), 404, "Classroom not found")
	pt.Expect(t, post("categories/delete", map[string]any{"id": elem}), 200, "Category deleted")
	pt.Expect(t, post("categories/delete", map[string]any{"id": elem}), 404, "Category not found")

	// Bravo cannot reach alpha's rows, and nothing changes.
	bpost := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Bravo, "/api/children/"+path, ben, body)
	}
	pt.Expect(t, bpost("categories/rename", map[string]any{"id": nursery, "name": "Mine"}), 404, "Category not found")
	pt.Expect(t, bpost("categories/delete", map[string]any{"id": nursery}), 404, "Category not found")
	pt.Expect(t, bpost("classrooms/update", room(map[string]any{"id": cubs, "name": "Mine"})), 404, "Classroom not found")
	pt.Expect(t, bpost("classrooms/delete", map[string]any{"id": cubs}), 404, "Classroom not found")
	pt.Expect(t, bpost("classrooms/add", room(map[string]any{"name": "Mine"})), 404, "Category not found")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_classrooms WHERE name = 'Cubs room'`); n != 1 {
		t.Fatalf("alpha's classroom: %d", n)
	}
	if n := e.Count(e.Bravo, `SELECT count(*) FROM children_classrooms`); n != 0 {
		t.Fatalf("bravo's classrooms: %d", n)
	}

	for event, want := range map[string]int{"children.category.add": 2, "children.category.rename": 1, "children.category.reposition": 1,
		"children.category.delete": 1, "children.classroom.add": 2, "children.classroom.update": 1, "children.classroom.active": 1,
		"children.classroom.delete": 1} {
		if n := e.AuditCount(e.Alpha, event); n != want {
			t.Errorf("%s: %d entries, want %d", event, n, want)
		}
	}

	// Allergy types.
	pt.Expect(t, post("allergy-types/add", map[string]any{"name": ""}), 400, "Enter an allergy name")
	pt.Expect(t, post("allergy-types/add", map[string]any{"name": "peanuts"}), 409, "An allergy with this name already exists")
	r = post("allergy-types/add", map[string]any{"name": "Kiwi"})
	pt.Expect(t, r, 201, "Allergy added")
	kiwi := id(t, r)
	pt.Expect(t, post("allergy-types/rename", map[string]any{"id": kiwi, "name": "Kiwi fruit"}), 200, "Allergy renamed")
	pt.Expect(t, post("allergy-types/rename", map[string]any{"id": 99999, "name": "X"}), 404, "Allergy not found")
	pt.Expect(t, bpost("allergy-types/delete", map[string]any{"id": kiwi}), 404, "Allergy not found")
	var types struct{ Items []struct{ ID int64 } }
	post("allergy-types/list", nil).Decode(t, &types)
	ids := []int64{kiwi}
	for _, it := range types.Items {
		if it.ID != kiwi {
			ids = append(ids, it.ID)
		}
	}
	pt.Expect(t, post("allergy-types/reposition", map[string]any{"ids": ids}), 200, "Allergies reordered")
	post("allergy-types/list", nil).Decode(t, &types)
	if types.Items[0].ID != kiwi {
		t.Fatalf("kiwi first: %+v", types)
	}
	// In use: refused; unused: deleted.
	e.Exec(e.Alpha, `INSERT INTO people (id, first_name, last_name) VALUES (5000, 'Kid', 'Kiwi')`)
	e.Exec(e.Alpha, `INSERT INTO children_profiles (person_id) VALUES (5000)`)
	e.Exec(e.Alpha, `INSERT INTO children_allergies (child_id, allergy_type_id) VALUES (5000, ?)`, kiwi)
	pt.Expect(t, post("allergy-types/delete", map[string]any{"id": kiwi}), 409, "This allergy is on children's profiles")
	e.Exec(e.Alpha, `DELETE FROM children_allergies`)
	pt.Expect(t, post("allergy-types/delete", map[string]any{"id": kiwi}), 200, "Allergy deleted")

	// Settings.
	var s struct {
		LabelSize    string
		NotSeenWeeks int
	}
	post("settings/get", nil).Decode(t, &s)
	if s.LabelSize != "4x2in" || s.NotSeenWeeks != 6 {
		t.Fatalf("default settings: %+v", s)
	}
	pt.Expect(t, post("settings/update", map[string]any{"labelSize": "3in", "notSeenWeeks": 6}), 400, "The label size is 4x2in or 62mm")
	pt.Expect(t, post("settings/update", map[string]any{"labelSize": "62mm", "notSeenWeeks": 53}), 400, "Not seen is 1 to 52 weeks")
	pt.Expect(t, post("settings/update", map[string]any{"labelSize": "62mm", "notSeenWeeks": 8, "checkoutCode": true}), 200, "Settings updated")
	post("settings/get", nil).Decode(t, &s)
	if s.LabelSize != "62mm" || s.NotSeenWeeks != 8 || e.AuditCount(e.Alpha, "children.settings.update") != 1 {
		t.Fatalf("settings: %+v", s)
	}
	var bs struct{ LabelSize string }
	bpost("settings/get", nil).Decode(t, &bs)
	if bs.LabelSize != "4x2in" {
		t.Fatalf("bravo's settings: %+v", bs)
	}

	// Without the children key: 403.
	fay := e.Login(e.Alpha, "finance@alpha.test")
	if r := e.Post(e.Alpha, "/api/children/categories/list", fay, nil); r.Status != 403 {
		t.Fatalf("finance: %d", r.Status)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
