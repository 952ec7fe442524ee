package customfields_test

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

type customField struct {
	ID      int64
	Name    string
	Kind    string
	Options []string
}

func addField(t *testing.T, e *pt.Env, tok string, body map[string]any) customField {
	t.Helper()
	r := e.Post(e.Alpha, "/api/people/custom-fields/add", tok, body)
	pt.Expect(t, r, 201, "Custom field added")
	var f customField
	r.Decode(t, &f)
	return f
}

// peoplePage is the part of a people list page these tests read.
type peoplePage struct {
	Items []struct{ ID int64 }
	Total int64
}

func list(t *testing.T, e *pt.Env, tok string, body map[string]any) peoplePage {
	t.Helper()
	r := e.Post(e.Alpha, "/api/people/list", tok, body)
	pt.Expect(t, r, 200, "")
	var p peoplePage
	r.Decode(t, &p)
	return p
}

func sprintf(f string, a ...any) string { return fmt.Sprintf(f, a...) }

func personCustom(t *testing.T, e *pt.Env, tok string, id int64) map[string]any {
	t.Helper()
	m := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": id}).M(t)
	cf, _ := m["customFields"].(map[string]any)
	return cf
}

func TestCustomFields(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	post := func(path string, body map[string]any) pt.Resp { return e.Post(e.Alpha, "/api/people/"+path, tok, body) }

	// Definitions: the rules of each kind.
	pt.Expect(t, post("custom-fields/add", map[string]any{"name": " ", "kind": "text"}), 400, "Field name is required")
	pt.Expect(t, post("custom-fields/add", map[string]any{"name": "Shoe", "kind": "colour"}), 400, "Type must be text, number, date, select or checkbox")
	pt.Expect(t, post("custom-fields/add", map[string]any{"name": "Team", "kind": "select"}), 400, "A choice list needs at least one option")
	pt.Expect(t, post("custom-fields/add", map[string]any{"name": "Team", "kind": "select", "options": []string{"Red", "red"}}), 400, "Options must be different")
	pt.Expect(t, post("custom-fields/add", map[string]any{"name": "Notes", "kind": "text", "options": []string{"x"}}), 400, "Only a choice list has options")
	size := addField(t, e, tok, map[string]any{"name": "T-shirt size", "kind": "select", "options": []string{"S", "M", " L ", ""}})
	if len(size.Options) != 3 || size.Options[2] != "L" {
		t.Fatalf("options %v", size.Options)
	}
	vol := addField(t, e, tok, map[string]any{"name": "Volunteer", "kind": "checkbox"})
	kids := addField(t, e, tok, map[string]any{"name": "Children at home", "kind": "number"})
	check := addField(t, e, tok, map[string]any{"name": "Background check", "kind": "date"})
	allergy := addField(t, e, tok, map[string]any{"name": "Allergies", "kind": "text"})
	pt.Expect(t, post("custom-fields/add", map[string]any{"name": "t-shirt SIZE", "kind": "text"}), 409, "A field with this name already exists")

	// Values on add and update, typed and checked by kind.
	r := post("add", map[string]any{"firstName": "Lydia", "lastName": "Seller", "customFields": map[string]any{
		sprintf("%d", size.ID): "m", sprintf("%d", vol.ID): true, sprintf("%d", kids.ID): 2, sprintf("%d", check.ID): "2026-03-01"}})
	pt.Expect(t, r, 201, "")
	lydia := int64(r.M(t)["id"].(float64))
	if cf := personCustom(t, e, tok, lydia); cf[sprintf("%d", size.ID)] != "M" || cf[sprintf("%d", vol.ID)] != true || cf[sprintf("%d", kids.ID)] != float64(2) {
		t.Fatalf("custom after add: %v", cf)
	}
	for _, c := range []struct {
		field customField
		value any
		msg   string
	}{
		{size, "XXL", "T-shirt size must be one of its choices"},
		{vol, "yes", "Volunteer must be true or false"},
		{kids, "two", "Children at home must be a number"},
		{check, "01/03/2026", "Background check must be a date like 1990-12-31"},
		{allergy, strings.Repeat("a", 501), "Allergies must be at most 500 characters"},
	} {
		pt.Expect(t, post("update", map[string]any{"id": lydia, "firstName": "Changed", "customFields": map[string]any{sprintf("%d", c.field.ID): c.value}}), 400, c.msg)
	}
	pt.Expect(t, post("update", map[string]any{"id": lydia, "customFields": map[string]any{"999": "x"}}), 400, `Unknown custom field "999"`)
	// A refused custom value leaves the rest of the update unwritten too.
	if n := e.Count(e.Alpha, sprintf(`SELECT count(*) FROM people WHERE id = %d AND first_name = 'Changed'`, lydia)); n != 0 {
		t.Fatal("a refused update was half written")
	}
	pt.Expect(t, post("update", map[string]any{"id": lydia, "customFields": map[string]any{sprintf("%d", kids.ID): nil, sprintf("%d", allergy.ID): "Peanuts"}}), 200, "")
	cf := personCustom(t, e, tok, lydia)
	if _, ok := cf[sprintf("%d", kids.ID)]; ok || cf[sprintf("%d", allergy.ID)] != "Peanuts" || cf[sprintf("%d", size.ID)] != "M" {
		t.Fatalf("custom after update: %v", cf)
	}
	// Options only change a choice list: another kind refuses some and keeps its values on none.
	pt.Expect(t, post("custom-fields/update", map[string]any{"id": allergy.ID, "options": []string{"Nuts"}}), 400, "Only a choice list has options")
	pt.Expect(t, post("custom-fields/update", map[string]any{"id": allergy.ID, "options": []string{}}), 200, "Custom field updated")
	if cf := personCustom(t, e, tok, lydia); cf[sprintf("%d", allergy.ID)] != "Peanuts" {
		t.Fatalf("options of a text field cleared its values: %v", cf)
	}
	pt.Expect(t, post("custom-fields/update", map[string]any{"id": 999999, "name": " "}), 404, "Custom field not found")
	pt.Expect(t, post("custom-fields/update", map[string]any{"id": allergy.ID, "name": " "}), 400, "Field name is required")

	// The listing filters on a value; a checkbox filter reads "true".
	other := e.AddPerson(tok, map[string]any{"firstName": "Dorcas", "lastName": "Seller"})
	pt.Expect(t, post("update", map[string]any{"id": other, "customFields": map[string]any{sprintf("%d", size.ID): "L", sprintf("%d", vol.ID): false}}), 200, "")
	if p := list(t, e, tok, map[string]any{"q": "seller", "customFieldId": size.ID, "customValue": "M"}); p.Total != 1 || p.Items[0].ID != lydia {
		t.Fatalf("filter size=M: %+v", p)
	}
	if p := list(t, e, tok, map[string]any{"customFieldId": vol.ID, "customValue": "true"}); p.Total != 1 || p.Items[0].ID != lydia {
		t.Fatalf("filter volunteer: %+v", p)
	}
	pt.Expect(t, post("list", map[string]any{"customFieldId": vol.ID}), 400, "Choose a value for the custom field")

	// Renaming a choice away clears it from the people who held it.
	pt.Expect(t, post("custom-fields/update", map[string]any{"id": size.ID, "options": []string{"S", "M", "XL"}, "name": "Shirt size"}), 200, "Custom field updated")
	if cf := personCustom(t, e, tok, other); cf[sprintf("%d", size.ID)] != nil {
		t.Fatalf("a removed choice stayed: %v", cf)
	}
	if cf := personCustom(t, e, tok, lydia); cf[sprintf("%d", size.ID)] != "M" {
		t.Fatalf("a kept choice was cleared: %v", cf)
	}

	// Export: a custom column by its field name.
	r = e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "q": "seller", "columns": []string{"fullName", sprintf("custom:%d", size.ID), sprintf("custom:%d", vol.ID)}})
	if r.Status != http.StatusOK {
		t.Fatalf("export: %d %s", r.Status, r.Raw)
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(r.Raw), "\ufeff"))).ReadAll()
	if err != nil || len(rows) != 3 || strings.Join(rows[0], "|") != "Name|Shirt size|Volunteer" {
		t.Fatalf("export rows %v %v", rows, err)
	}
	cells := map[string]string{}
	for _, row := range rows[1:] {
		cells[row[0]] = strings.Join(row[1:], "|")
	}
	if cells["Lydia Seller"] != "M|Yes" || cells["Dorcas Seller"] != "|No" {
		t.Fatalf("export cells %v", cells)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "columns": []string{"custom:999"}}), 400, `Unknown column "custom:999"`)

	// A merge keeps the kept person's values and fills its gaps from the merged one.
	pt.Expect(t, post("update", map[string]any{"id": other, "customFields": map[string]any{sprintf("%d", allergy.ID): "Shellfish", sprintf("%d", check.ID): "2025-01-01"}}), 200, "")
	pt.Expect(t, post("merge", map[string]any{"keepId": lydia, "mergeId": other}), 200, "")
	cf = personCustom(t, e, tok, lydia)
	if cf[sprintf("%d", allergy.ID)] != "Peanuts" || cf[sprintf("%d", check.ID)] != "2026-03-01" || cf[sprintf("%d", vol.ID)] != true {
		t.Fatalf("after merge: %v", cf)
	}

	// Reorder needs every field once; delete removes the values.
	pt.Expect(t, post("custom-fields/reorder", map[string]any{"ids": []int64{vol.ID, size.ID}}), 400, "List every custom field once")
	r = post("custom-fields/reorder", map[string]any{"ids": []int64{allergy.ID, check.ID, kids.ID, vol.ID, size.ID}})
	pt.Expect(t, r, 200, "")
	var ls struct{ Items []customField }
	r.Decode(t, &ls)
	if ls.Items[0].ID != allergy.ID || ls.Items[4].ID != size.ID {
		t.Fatalf("order %+v", ls.Items)
	}
	pt.Expect(t, post("custom-fields/delete", map[string]any{"id": allergy.ID}), 200, "Custom field deleted")
	if n := e.Count(e.Alpha, sprintf(`SELECT count(*) FROM people WHERE custom -> '%d' IS NOT NULL`, allergy.ID)); n != 0 {
		t.Fatalf("%d people keep a deleted field's value", n)
	}
	pt.Expect(t, post("custom-fields/delete", map[string]any{"id": allergy.ID}), 404, "Custom field not found")
}

func TestCustomFieldLimitsAndIsolation(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	post := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/people/custom-fields/"+path, tok, body)
	}

	first := addField(t, e, tok, map[string]any{"name": "Baptised", "kind": "checkbox"})
	if first.Kind != "checkbox" || len(first.Options) != 0 {
		t.Fatalf("added %+v", first)
	}
	pt.Expect(t, post("reorder", map[string]any{"ids": []int64{first.ID, first.ID}}), 400, "List every custom field once")
	pt.Expect(t, post("reorder", map[string]any{"ids": []int64{999999}}), 400, "List every custom field once")
	pt.Expect(t, post("delete", map[string]any{"id": 999999}), 404, "Custom field not found")

	// Another church neither sees nor changes alpha's fields.
	ben := e.Login(e.Bravo, "admin@bravo.test")
	var bl struct{ Items []customField }
	r := e.Post(e.Bravo, "/api/people/custom-fields/list", ben, nil)
	pt.Expect(t, r, 200, "Custom fields")
	if r.Decode(t, &bl); len(bl.Items) != 0 {
		t.Fatalf("bravo sees %+v", bl.Items)
	}
	pt.Expect(t, e.Post(e.Bravo, "/api/people/custom-fields/update", ben, map[string]any{"id": first.ID, "name": "Taken"}), 404, "Custom field not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/people/custom-fields/delete", ben, map[string]any{"id": first.ID}), 404, "Custom field not found")
	if n := e.Count(e.Alpha, sprintf(`SELECT count(*) FROM custom_fields WHERE id = %d AND name = 'Baptised'`, first.ID)); n != 1 {
		t.Fatal("bravo changed alpha's field")
	}

	// Fifty fields at most.
	e.Exec(e.Alpha, `INSERT INTO custom_fields (name, kind, position) SELECT 'Field ' || g, 'text', g FROM generate_series(1, 49) g`)
	pt.Expect(t, post("add", map[string]any{"name": "One too many", "kind": "text"}), 409, "A church can have at most 50 custom fields")

	// Finance holds no people key.
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/custom-fields/list", fin, nil), 403, "You don't have permission to access this page")
}
